// The search data written at export time (out/search-index.json) and read by the browser.
export interface SearchPage {
  /** Title. */
  t: string;
  /** Route. */
  r: string;
  /** One-sentence description. */
  d: string;
}

export interface SearchSection {
  /** Index into `pages`. */
  p: number;
  /** Heading text; empty for the part before the first heading. */
  h: string;
  /** Heading id (anchor); empty for the part before the first heading. */
  a: string;
  /** Prose text. */
  x: string;
  /** Words of the code blocks (indexed at lower weight). */
  c: string;
}

export interface SearchData {
  pages: SearchPage[];
  sections: SearchSection[];
}
