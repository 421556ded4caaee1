import { expect, test } from './support/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { OUT, exportedHtmlFiles, readExport, routeOfFile } from './support/export';

// Crawls the export's HTML: every internal href resolves to a file, every #anchor to an id.
function decode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

test('every internal link and #anchor in the export resolves', () => {
  const files = exportedHtmlFiles();
  const idsByRoute = new Map<string, Set<string>>();
  for (const file of files) {
    const ids = new Set([...readExport(file).matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!.replace(/&amp;/g, '&'))));
    idsByRoute.set(routeOfFile(file), ids);
  }
  const broken: string[] = [];
  let checked = 0;
  for (const file of files) {
    const from = routeOfFile(file);
    // Only the page's own markup: the flight data repeats it as JSON.
    const html = readExport(file).replace(/<script[\s\S]*?<\/script>/g, '');
    for (const [, raw] of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      const href = raw!.replace(/&amp;/g, '&');
      if (/^(https?:|mailto:|tel:)/.test(href)) continue;
      checked++;
      const url = new URL(href, `http://site${from === '/' ? '/' : from + '/'}`);
      const route = decode(url.pathname).replace(/\/$/, '') || '/';
      const target = route === '/' ? path.join(OUT, 'index.html') : path.join(OUT, route);
      const exists = existsSync(path.join(target, 'index.html')) || existsSync(target) || existsSync(target + '.html');
      if (!exists) {
        broken.push(`${from}: ${href}`);
        continue;
      }
      const hash = decode(url.hash.slice(1));
      if (hash && idsByRoute.has(route) && !idsByRoute.get(route)!.has(hash)) broken.push(`${from}: ${href} (no #${hash})`);
    }
  }
  expect(checked).toBeGreaterThan(500);
  expect(broken).toEqual([]);
});
