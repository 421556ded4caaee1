// After `next build`: files derived from the export itself.
import { existsSync } from 'node:fs';

if (!existsSync('out/404.html')) {
  console.error('[postbuild] out/404.html is missing: static hosts need it for the not-found page.');
  process.exit(1);
}
console.log('[postbuild] ok');
