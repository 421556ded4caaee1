// Every link target written in an MDX page: Markdown links, definitions and JSX href attributes.
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';

export interface FoundLink {
  url: string;
  line: number;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

export function linksOf(tree: Root): FoundLink[] {
  const found: FoundLink[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if ((node.type === 'link' || node.type === 'definition') && 'url' in node) {
      found.push({ url: String(node.url), line });
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && 'attributes' in node) {
      for (const attr of node.attributes as JsxAttribute[]) {
        if (attr.type === 'mdxJsxAttribute' && attr.name === 'href' && typeof attr.value === 'string') {
          found.push({ url: attr.value, line });
        }
      }
    }
  });
  return found;
}
