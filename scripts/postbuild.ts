// After `next build`: files derived from the export and the content.
//  - out/<route>.md      Markdown twin of every doc page
//  - every HTML page     article body kept out of the inline RSC data (lib/export/static-markup.ts);
//                        Next's scripts requested after the first paint (lib/export/deferred-scripts.ts)
//  - out/_headers        security headers, with a CSP per page hashing its inline scripts
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allDocs } from '../lib/docs/tree';
import { deferScripts } from '../lib/export/deferred-scripts';
import { dropStaticMarkupData } from '../lib/export/static-markup';
import { docMarkdown, markdownTwinPath } from '../lib/markdown/llms';
import { headersFile } from '../lib/security/csp';

const OUT = 'out';

if (!existsSync(path.join(OUT, '404.html'))) {
  console.error('[postbuild] out/404.html is missing: static hosts need it for the not-found page.');
  process.exit(1);
}

for (const doc of allDocs) {
  const file = path.join(OUT, markdownTwinPath(doc.route));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, docMarkdown(doc));
}

function htmlPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlPages(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const pages = htmlPages(OUT).map((file) => {
  const rel = '/' + path.relative(OUT, file).split(path.sep).join('/');
  const paths =
    rel === '/index.html'
      ? ['/']
      : rel.endsWith('/index.html')
        ? [encodeURI(rel.slice(0, -'index.html'.length)), encodeURI(rel.slice(0, -'/index.html'.length))]
        : [encodeURI(rel), encodeURI(rel.replace(/\.html$/, ''))];
  const html = deferScripts(dropStaticMarkupData(readFileSync(file, 'utf8'), file));
  writeFileSync(file, html);
  return { paths, html };
});
writeFileSync(path.join(OUT, '_headers'), headersFile(pages));

console.log(`[postbuild] ${allDocs.length} Markdown twins, _headers for ${pages.length} pages`);
