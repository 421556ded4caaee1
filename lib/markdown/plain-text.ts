// Plain text of mdast nodes: phrasing content joined as written, blocks and table cells spaced.
import type { Nodes } from 'mdast';

const PHRASING = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
  'mdxJsxTextElement',
]);

export function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') {
    return node.type === 'mdxjsEsm' ||
      node.type === 'mdxFlowExpression' ||
      node.type === 'mdxTextExpression' ||
      node.type === 'html'
      ? ''
      : node.value;
  }
  if (!('children' in node)) return '';
  const sep = PHRASING.has(node.type) ? '' : ' ';
  return (node.children as Nodes[]).map(plainText).filter(Boolean).join(sep);
}
