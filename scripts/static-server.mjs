// A small static server for out/: like a static host, it serves `route/index.html` for `route`
// and `route/`, answers unknown paths with 404.html and status 404, and can mount the site
// under a prefix (to reproduce a wrong base path) and send the export's _headers.
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** Parses the Netlify/Cloudflare-style `_headers` file: a path pattern line, then indented headers. */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: {} };
      rules.push(current);
    } else if (current) {
      const i = line.indexOf(':');
      current.headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}

function matches(pattern, pathname) {
  const re = new RegExp(
    '^' +
      pattern
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*') +
      '$',
  );
  return re.test(pathname);
}

// `gzip`: compress text responses as every real static host does (the bench and `npm start` use it).
export function startStaticServer({
  root = 'out',
  port = 3000,
  prefix = '',
  headers = false,
  host = '127.0.0.1',
  gzip = false,
} = {}) {
  const rootDir = path.resolve(root);
  const headerRules =
    headers && existsSync(path.join(rootDir, '_headers'))
      ? parseHeadersFile(readFileSync(path.join(rootDir, '_headers'), 'utf8'))
      : [];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = null;
    }
    const send = (status, file) => {
      for (const rule of headerRules) {
        if (matches(rule.pattern, url.pathname)) for (const [k, v] of Object.entries(rule.headers)) res.setHeader(k, v);
      }
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const compress =
        gzip &&
        /^(text|application\/(json|xml|manifest))|svg/.test(type) &&
        /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(status, {
        'Content-Type': type,
        ...(compress ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      });
      if (req.method === 'HEAD') return res.end();
      const body = createReadStream(file);
      if (compress) body.pipe(createGzip()).pipe(res);
      else body.pipe(res);
    };
    const notFound = () => send(404, path.join(rootDir, '404.html'));

    if (pathname === null || pathname.includes('\0') || (prefix && !pathname.startsWith(prefix + '/'))) return notFound();
    const rel = pathname.slice(prefix.length);
    const file = path.join(rootDir, path.normalize(rel));
    if (!file.startsWith(rootDir)) return notFound();
    let stat;
    try {
      stat = statSync(file);
    } catch {
      stat = null;
    }
    if (stat?.isFile()) return send(200, file);
    if (stat?.isDirectory() || existsSync(file + '/index.html')) {
      if (existsSync(path.join(file, 'index.html'))) return send(200, path.join(file, 'index.html'));
    }
    return notFound();
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
