// Query and ranking over the export's search data. FlexSearch narrows the candidates by tokens;
// every hit is then checked against the text, so each query part matches as a phrase.
import type { SearchData } from './types';
import { fold, indexTermsOfFolded, queryParts, tokenize } from './tokenize';

/** The part of FlexSearch's Index that we use (the light build has exactly this). */
export interface TokenIndex {
  add(id: number, text: string): unknown;
  search(query: string, options: { limit: number }): number[] | unknown;
}
export type TokenIndexFactory = (encode: (text: string) => string[]) => TokenIndex;

export interface SectionHit {
  id: number;
  route: string;
  anchor: string;
  heading: string;
  text: string;
  score: number;
}

export interface PageResult {
  title: string;
  route: string;
  description: string;
  score: number;
  sections: SectionHit[];
}

/** Weights of where a query matched, per the ranking rule: title exact > title > heading > description > body > code. */
export const WEIGHT = { titleExact: 100, title: 50, heading: 20, description: 8, body: 4, code: 1 } as const;

const MAX_SECTIONS_PER_PAGE = 4;

export interface SearchEngine {
  search(query: string, limit?: number): PageResult[];
}

export function createSearchEngine(data: SearchData, makeIndex: TokenIndexFactory): SearchEngine {
  // Text is folded once here; the index's encoder gets folded text (queries are folded too).
  const index = makeIndex(indexTermsOfFolded);
  const folded = data.sections.map((s) => {
    const page = data.pages[s.p]!;
    return { title: fold(page.t), heading: fold(s.h), description: s.h ? '' : fold(page.d), body: fold(s.x), code: fold(s.c) };
  });
  // The index holds pages, not sections: far fewer terms to add, and the phrase check over a
  // page's sections decides which of them match.
  const sectionsOfPage = data.pages.map(() => [] as number[]);
  data.sections.forEach((s, id) => sectionsOfPage[s.p]!.push(id));
  sectionsOfPage.forEach((ids, p) => {
    const f = ids.map((id) => folded[id]!);
    index.add(
      p,
      [f[0]?.title ?? fold(data.pages[p]!.t), ...f.flatMap((x) => [x.heading, x.description, x.body, x.code])].join(' '),
    );
  });

  function scoreOf(id: number, parts: string[], whole: string): number {
    const f = folded[id]!;
    const all = (field: string) => parts.every((p) => field.includes(p));
    let score = 0;
    if (f.title === whole) score = Math.max(score, WEIGHT.titleExact);
    if (all(f.title)) score = Math.max(score, WEIGHT.title);
    if (all(f.heading)) score = Math.max(score, WEIGHT.heading);
    if (all(f.description)) score = Math.max(score, WEIGHT.description);
    // Parts may sit in different fields of one section: the section as a whole must contain each part.
    const haystack = `${f.title}\n${f.heading}\n${f.description}\n${f.body}`;
    if (score === 0 && all(haystack)) score = WEIGHT.body;
    if (score === 0 && all(`${haystack}\n${f.code}`)) score = WEIGHT.code;
    return score;
  }

  return {
    search(query, limit = 20) {
      const parts = queryParts(query);
      if (parts.length === 0) return [];
      const whole = parts.join(' ');
      const tokens = tokenize(whole);
      // One-character terms are not in the index (and a query of only punctuation has no terms):
      // then every section is a candidate and the phrase check decides. That scan takes well under 1 ms.
      const scan = tokens.length === 0 || tokens.some((t) => t.length === 1);
      const pages = scan ? data.pages.map((_, i) => i) : ((index.search(whole, { limit: 10_000 }) as number[]) ?? []);
      const candidates = pages.flatMap((p) => sectionsOfPage[p]!);
      const byPage = new Map<number, PageResult>();
      for (const id of candidates) {
        const score = scoreOf(id, parts, whole);
        if (!score) continue;
        const section = data.sections[id]!;
        const page = data.pages[section.p]!;
        let result = byPage.get(section.p);
        if (!result) {
          result = { title: page.t, route: page.r, description: page.d, score: 0, sections: [] };
          byPage.set(section.p, result);
        }
        result.score = Math.max(result.score, score);
        result.sections.push({ id, route: page.r, anchor: section.a, heading: section.h, text: section.x || page.d, score });
      }
      const pageOrder = [...byPage.entries()].sort(([a, x], [b, y]) => y.score - x.score || a - b);
      return pageOrder.slice(0, limit).map(([, result]) => ({
        ...result,
        sections: result.sections.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, MAX_SECTIONS_PER_PAGE),
      }));
    },
  };
}
