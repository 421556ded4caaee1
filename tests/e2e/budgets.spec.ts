import { expect, test } from './support/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageScripts } from '../../lib/export/deferred-scripts';
import { OUT } from './support/export';

// Byte budgets of the export (deterministic, unlike timings, which `npm run bench` reports).
// Floor: first-load JS of a bare Next.js 16.4.6 + React 19.3.1 App Router page (one layout,
// one page, no Link), built the same way: 174,317 bytes gzip -9, measured on this machine.
const NEXT_FLOOR = 174_317;
const KB = 1024;

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const html = (route: string) => readFileSync(path.join(OUT, route, 'index.html'), 'utf8');
const referenced = (page: string, pattern: RegExp) => [...new Set([...page.matchAll(pattern)].map((m) => m[1]!))];
const scriptsOf = (page: string) => pageScripts(page).map((src) => path.join(OUT, src.split('?')[0]!));
const cssOf = (page: string) =>
  referenced(page, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g).map((href) => path.join(OUT, href.split('?')[0]!));
const sum = (files: string[]) => files.reduce((n, f) => n + gz(f), 0);

// Markers of search code: our loader's measure name and FlexSearch's index option.
const SEARCH_MARKERS = ['yilian:search-build', 'fastupdate'];
const isSearchCode = (file: string) => SEARCH_MARKERS.some((m) => readFileSync(file, 'utf8').includes(m));

const DOC = '/docs/tutorial/kefu/zi-dong-hui-fu';

test.describe('byte budgets', () => {
  test(`doc-page first-load JS ≤ floor (${NEXT_FLOOR} B) + 8 KB gzip`, () => {
    const total = sum(scriptsOf(html(DOC)));
    console.log(`doc page first-load JS: ${total} B gzip (floor ${NEXT_FLOOR} + ${total - NEXT_FLOOR})`);
    expect(total).toBeLessThanOrEqual(NEXT_FLOOR + 8 * KB);
  });

  test('no search code in any first-load JS', () => {
    for (const route of ['/', DOC, '/docs/category/智能客服', '/docs/api/jssdk/api-can-kao']) {
      expect(scriptsOf(html(route)).filter(isSearchCode), route).toEqual([]);
    }
  });

  test('CSS ≤ 20 KB gzip', () => {
    expect(sum(cssOf(html(DOC)))).toBeLessThanOrEqual(20 * KB);
  });

  test('doc-page HTML ≤ 25 KB gzip', () => {
    for (const route of [DOC, '/docs/api/jssdk/api-can-kao', '/docs/api/app/link']) {
      expect(gzipSync(html(route), { level: 9 }).length, route).toBeLessThanOrEqual(25 * KB);
    }
  });

  test('all search payload (code + index) ≤ 100 KB gzip', () => {
    const chunksDir = path.join(OUT, '_next/static/chunks');
    const searchChunks = readdirSync(chunksDir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => path.join(chunksDir, f))
      .filter(isSearchCode);
    expect(searchChunks.length).toBeGreaterThan(0);
    const total = gz(path.join(OUT, 'search-index.json')) + sum(searchChunks);
    console.log(`search payload: ${total} B gzip`);
    expect(total).toBeLessThanOrEqual(100 * KB);
  });
});
