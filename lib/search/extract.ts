// Build side: splits each page's MDX syntax tree into sections at h2/h3, with the heading ids
// the page renders, prose text, and the words of its code blocks.
import type { Root, RootContent } from 'mdast';
import { headingsOf } from '../markdown/headings';
import { plainText } from '../markdown/plain-text';
import type { SearchData, SearchSection } from './types';

export interface PageSource {
  title: string;
  route: string;
  description: string;
  tree: Root;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Distinct identifier-like words of code: enough to find `setMember` or `siteId`, far smaller than the code. */
function codeWords(code: string): string[] {
  return code.match(/[A-Za-z_$][\w$]{2,}|[\p{Script=Han}]{2,}/gu) ?? [];
}

export function sectionsOf(tree: Root, pageIndex: number): SearchSection[] {
  const ids = headingsOf(tree);
  let headingNo = 0;
  const sections: SearchSection[] = [];
  let current = { h: '', a: '', x: [] as string[], c: new Set<string>() };
  const flush = () => {
    const x = squash(current.x.join(' '));
    // The first section always exists: it carries the page title and description into the index.
    if (x || current.h || current.c.size || sections.length === 0)
      sections.push({ p: pageIndex, h: current.h, a: current.a, x, c: [...current.c].join(' ') });
  };
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading') {
      const id = ids[headingNo++]!;
      if (node.depth === 2 || node.depth === 3) {
        flush();
        current = { h: id.text, a: id.id, x: [], c: new Set() };
        continue;
      }
    }
    if (node.type === 'code') {
      for (const w of codeWords(node.value)) current.c.add(w);
      continue;
    }
    // Code inside components (tabs, admonitions) is code too.
    const text: string[] = [];
    const walk = (n: RootContent) => {
      if (n.type === 'code') {
        for (const w of codeWords(n.value)) current.c.add(w);
      } else if ('children' in n && n.type !== 'paragraph' && n.type !== 'heading' && n.type !== 'table') {
        (n.children as RootContent[]).forEach(walk);
      } else {
        text.push(plainText(n));
      }
    };
    walk(node);
    current.x.push(text.join(' '));
  }
  flush();
  return sections;
}

export function buildSearchData(pages: PageSource[]): SearchData {
  return {
    pages: pages.map((p) => ({ t: p.title, r: p.route, d: p.description })),
    sections: pages.flatMap((p, i) => sectionsOf(p.tree, i)),
  };
}
