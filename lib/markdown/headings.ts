// The headings of a page with the ids rehype-slug gives them (github-slugger over the heading text).
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';

export interface Heading {
  depth: number;
  text: string;
  id: string;
}

export function headingsOf(tree: Root): Heading[] {
  const slugger = new GithubSlugger();
  const list: Heading[] = [];
  visit(tree, 'heading', (node) => {
    const text = toString(node).trim();
    list.push({ depth: node.depth, text, id: slugger.slug(text) });
  });
  return list;
}

/** Headings shown in the table of contents: h2 and h3. */
export const tocHeadings = (tree: Root): Heading[] => headingsOf(tree).filter((h) => h.depth >= 2 && h.depth <= 3);
