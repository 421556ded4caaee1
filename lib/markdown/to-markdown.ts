// MDX page → plain Markdown (for <route>.md, llms-full.txt and 复制 Markdown): components are
// rendered to Markdown, site links made absolute, nothing of JSX left.
import { unified } from 'unified';
import remarkStringify from 'remark-stringify';
import remarkGfm from 'remark-gfm';
import type { BlockContent, Paragraph, Root, RootContent } from 'mdast';
import { strings } from '../i18n';
import { parseMdx } from './parse';

interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: RootContent[];
}

const ADMONITION_LABELS: Record<string, string> = {
  note: strings.admonitionNote,
  tip: strings.admonitionTip,
  info: strings.admonitionInfo,
  warning: strings.admonitionWarning,
  danger: strings.admonitionDanger,
  caution: strings.admonitionCaution,
};

const attr = (node: JsxNode, name: string): string | undefined => {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
};

const boldLine = (text: string): Paragraph => ({
  type: 'paragraph',
  children: [{ type: 'strong', children: [{ type: 'text', value: text }] }],
});

function convert(nodes: RootContent[], siteUrl: string): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return [];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const jsx = node as unknown as JsxNode;
        const children = convert(jsx.children, siteUrl);
        if (jsx.name === 'Admonition') {
          const label = attr(jsx, 'title') ?? ADMONITION_LABELS[attr(jsx, 'type') ?? 'note'] ?? strings.admonitionNote;
          return [{ type: 'blockquote', children: [boldLine(label), ...(children as BlockContent[])] }];
        }
        if (jsx.name === 'TabItem') {
          return [boldLine(attr(jsx, 'label') ?? attr(jsx, 'value') ?? ''), ...children];
        }
        return children;
      }
      case 'link':
        return [
          {
            ...node,
            url: node.url.startsWith('/') ? siteUrl + node.url : node.url,
            children: convert(node.children, siteUrl) as typeof node.children,
          },
        ];
      default:
        if ('children' in node) return [{ ...node, children: convert(node.children as RootContent[], siteUrl) } as RootContent];
        return [node];
    }
  });
}

const stringify = unified().use(remarkGfm).use(remarkStringify, { bullet: '-', fences: true, rule: '-' });

export function mdxToMarkdown(source: string, meta: { title: string; description: string; siteUrl: string }): string {
  const tree = parseMdx(source);
  const body: Root = { type: 'root', children: convert(tree.children, meta.siteUrl) };
  // The serializer escapes a Han character after `**注意：**` (CommonMark flanking); readers of this
  // Markdown expect it as written, the way the site's CJK-friendly parser reads it.
  const markdown = stringify.stringify(body).replace(/&#x([0-9A-F]+);/g, (entity, hex: string) => {
    const ch = String.fromCodePoint(parseInt(hex, 16));
    return /\p{Script=Han}/u.test(ch) ? ch : entity;
  });
  return `# ${meta.title}\n\n> ${meta.description}\n\n${markdown}`;
}
