// Highlights fenced code at build time with Shiki (one light and one dark theme as CSS variables),
// so no highlighter ships to the browser. Reads the fence meta: title="…" and {1,3-5} line ranges.
import { createHighlighter } from 'shiki';
import { visit } from 'unist-util-visit';
import { CODE_THEMES, codePalette, compactTokenStyle, isPlainText, unwrapPlainTokens } from './code-palette.mjs';

export { CODE_THEMES };
const LANGS = ['html', 'js', 'jsx', 'ts', 'tsx', 'bash', 'swift', 'kotlin', 'dart', 'json', 'css', 'xml', 'vue', 'http'];
const ALIASES = { javascript: 'js', typescript: 'ts', sh: 'bash', shell: 'bash', zsh: 'bash', kt: 'kotlin' };

let highlighterPromise;
let palettePromise;
const getHighlighter = () => (highlighterPromise ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: LANGS }));

/** Parses `title="app.js" {2,4-5}` from a code fence's meta string. */
export function parseMeta(meta = '') {
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  const lines = new Set();
  if (ranges) {
    for (const part of ranges[1].split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (!Number.isFinite(from)) continue;
      for (let n = from; n <= (Number.isFinite(to) ? to : from); n++) lines.add(n);
    }
  }
  return { title: title ? (title[1] ?? title[2]) : undefined, highlight: lines };
}

function textOf(node) {
  if (node.type === 'text') return node.value;
  return (node.children || []).map(textOf).join('');
}

export default function rehypeCodeBlocks() {
  return async (tree) => {
    const targets = [];
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((child) => child.type === 'element' && child.tagName === 'code');
      if (code) targets.push({ node, code, index, parent });
    });
    if (targets.length === 0) return;
    const highlighter = await getHighlighter();
    const palette = await (palettePromise ??= codePalette());
    const loaded = new Set(highlighter.getLoadedLanguages());
    for (const { code, index, parent } of targets) {
      const className = (code.properties.className || []).find((c) => String(c).startsWith('language-'));
      const requested = className ? String(className).slice('language-'.length) : 'text';
      const lang = ALIASES[requested] ?? requested;
      const source = textOf(code).replace(/\n$/, '');
      const { title, highlight } = parseMeta(code.data?.meta ?? '');
      const hast = highlighter.codeToHast(source, {
        lang: loaded.has(lang) ? lang : 'text',
        themes: CODE_THEMES,
        defaultColor: false,
        transformers: [
          {
            line(lineNode, line) {
              lineNode.children = unwrapPlainTokens(lineNode.children);
              // Only marked lines need an element (for their full-width background); the others
              // lose their wrapper below.
              lineNode.properties = highlight.has(line) ? { className: ['line'], 'data-highlighted': '' } : {};
            },
            code(codeNode) {
              codeNode.children = unwrapPlainTokens(codeNode.children);
            },
            span(spanNode) {
              if (!spanNode.properties.style) return;
              const { classes, style } = compactTokenStyle(spanNode.properties.style, palette);
              if (classes.length && !isPlainText(classes, palette)) spanNode.properties.className = classes;
              if (style) spanNode.properties.style = style;
              else delete spanNode.properties.style;
            },
          },
        ],
      });
      const pre = hast.children[0];
      // Theme names and the per-block colour variables are the same on every block: the
      // stylesheet sets them once on `.shiki` (code-tokens.css), and the code blocks' own
      // background comes from the site theme.
      pre.properties = {
        className: ['shiki'],
        tabIndex: 0,
        'data-language': requested,
        ...(title ? { 'data-title': title } : {}),
      };
      parent.children[index] = pre;
    }
  };
}
