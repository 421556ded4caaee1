// `npm start` / `npm run serve`: serves the static export on http://localhost:3000.
// Options: --port N, --prefix /sub (mount under a path), --headers (send out/_headers), --no-gzip.
import { existsSync } from 'node:fs';
import { startStaticServer } from './static-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
if (!existsSync('out/index.html')) {
  console.error('out/ has no export yet: run `npm run build` first.');
  process.exit(1);
}
const port = Number(option('port', process.env.PORT ?? 3000));
const prefix = option('prefix', '');
await startStaticServer({
  port,
  prefix,
  headers: args.includes('--headers'),
  gzip: !args.includes('--no-gzip'),
  host: option('host', '0.0.0.0'),
});
console.log(`易联文档: http://localhost:${port}${prefix}/`);
