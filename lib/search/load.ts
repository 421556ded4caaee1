// Browser side: loads FlexSearch (its 4.5 KB light build) and the index on first use, once.
// A failure is not cached, so 重试 really tries again.
import { createSearchEngine, type SearchEngine, type TokenIndex } from './engine';
import type { SearchData } from './types';

export const SEARCH_INDEX_URL = '/search-index.json';

let pending: Promise<SearchEngine> | null = null;

async function load(): Promise<SearchEngine> {
  const [flexsearch, response] = await Promise.all([
    // The package's exports map does not expose the light build, which has all we use (Index + encode).
    import('../../node_modules/flexsearch/dist/flexsearch.light.module.min.js'),
    fetch(SEARCH_INDEX_URL),
  ]);
  if (!response.ok) throw new Error(`${SEARCH_INDEX_URL}: HTTP ${response.status}`);
  const data = (await response.json()) as SearchData;
  const Index = flexsearch.Index as unknown as new (options: object) => TokenIndex;
  // Measured by `npm run bench` (budget: 100 ms to build, 5 ms per query at p95).
  const started = performance.now();
  const engine = createSearchEngine(data, (encode) => new Index({ encode, tokenize: 'strict', resolution: 1 }));
  performance.measure('yilian:search-build', { start: started });
  return {
    search(query, limit) {
      const t0 = performance.now();
      const results = engine.search(query, limit);
      performance.measure('yilian:search-query', { start: t0 });
      return results;
    },
  };
}

export function loadSearchEngine(): Promise<SearchEngine> {
  pending ??= load().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
