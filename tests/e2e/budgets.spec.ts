import { expect, test } from './support/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageScripts } from '../../lib/export/deferred-scripts';
import { allDocs } from '../../lib/docs/tree';
import { withoutFlightData } from '../../lib/export/flight-data';
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

  // Every doc page, whole file. The article body is written once, as HTML: the export leaves it
  // out of the inline RSC data (lib/export/static-markup.ts); code tokens in the default colour
  // are bare text. The longest page, /docs/api/app/link (≈ 23,000 characters, 18 code samples),
  // is the one closest to the line.
  test('doc-page HTML ≤ 25 KB gzip, whole file, on every page', () => {
    for (const doc of allDocs) {
      expect(gzipSync(html(doc.route), { level: 9 }).length, doc.route).toBeLessThanOrEqual(25 * KB);
    }
  });

  test('the article body is not repeated in the inline RSC data', () => {
    const page = html(DOC);
    const sentence = '自动回复只负责“说”，不决定对话怎么处理。';
    expect(withoutFlightData(page)).toContain(sentence);
    const inline = page.match(/<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g)!.join('');
    expect(inline.length).toBeGreaterThan(0);
    expect(inline).not.toContain('自动回复只负责');
  });

  // The issue asked for ≤ 100 KB in all. With the 67 pages written, the section text alone is
  // ≈ 120 KB gzip, and snippets and the phrase check need all of it, so 100 KB cannot hold (see
  // bench/README.md). What the code controls is asserted instead: the code, and the index format's
  // overhead over the bare text it carries.
  test('search code ≤ 15 KB gzip; the index ≤ 1.3 × its bare section text', () => {
    const chunksDir = path.join(OUT, '_next/static/chunks');
    const searchChunks = readdirSync(chunksDir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => path.join(chunksDir, f))
      .filter(isSearchCode);
    expect(searchChunks.length).toBeGreaterThan(0);
    const code = sum(searchChunks);
    const indexFile = path.join(OUT, 'search-index.json');
    const index = gz(indexFile);
    const data = JSON.parse(readFileSync(indexFile, 'utf8')) as { sections: { x: string }[] };
    const text = gzipSync(data.sections.map((s) => s.x).join('\n'), { level: 9 }).length;
    console.log(`search payload: ${code + index} B gzip (code ${code}, index ${index}, bare text ${text})`);
    expect(code).toBeLessThanOrEqual(15 * KB);
    expect(index).toBeLessThanOrEqual(1.3 * text);
  });
});
