// The fenced code blocks of a page, and a check that each js/ts/html block parses.
import { parse as babelParse, type ParserPlugin } from '@babel/parser';
import { parse as parseHtml, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';

export interface CodeBlock {
  lang: string;
  value: string;
  line: number;
}

export function codeBlocksOf(tree: Root): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (node) => {
    blocks.push({ lang: (node.lang ?? '').toLowerCase(), value: node.value, line: node.position?.start.line ?? 0 });
  });
  return blocks;
}

const SCRIPT_LANGS: Record<string, ParserPlugin[]> = {
  js: [],
  javascript: [],
  mjs: [],
  jsx: ['jsx'],
  ts: ['typescript'],
  typescript: ['typescript'],
  tsx: ['typescript', 'jsx'],
};

export const parsesAs = (lang: string) => lang in SCRIPT_LANGS || lang === 'html';

export function parseScript(code: string, plugins: ParserPlugin[] = []) {
  return babelParse(code, { sourceType: 'unambiguous', plugins, errorRecovery: false, allowAwaitOutsideFunction: true });
}

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Bodies of classic/module <script> elements in an HTML snippet. */
export function htmlScripts(html: string): string[] {
  const doc = /<html[\s>]/i.test(html) || /<!doctype/i.test(html) ? parseHtml(html) : parseFragment(html);
  const scripts: string[] = [];
  const walk = (node: Node) => {
    const el = node as Element;
    if (el.tagName === 'script') {
      const type = el.attrs.find((a) => a.name === 'type')?.value ?? '';
      if (!type || /javascript|module/.test(type)) {
        scripts.push(el.childNodes.map((c) => ('value' in c ? String(c.value) : '')).join(''));
      }
    }
    const content = (node as { content?: Node }).content;
    for (const child of [...((node as { childNodes?: Node[] }).childNodes ?? []), ...(content ? [content] : [])]) walk(child);
  };
  walk(doc as unknown as Node);
  return scripts;
}

/** Parse errors of an HTML snippet (parse5's spec-defined errors), ignoring the doctype-less fragment case. */
export function htmlErrors(html: string): string[] {
  const errors: string[] = [];
  const options = { onParseError: (e: { code: string; startLine: number }) => errors.push(`${e.code} at line ${e.startLine}`) };
  if (/<html[\s>]/i.test(html) || /<!doctype/i.test(html)) parseHtml(html, options);
  else parseFragment(html, options);
  return errors;
}

/** Throws with a readable message when the block does not parse. */
export function checkCodeBlock(block: CodeBlock): void {
  if (block.lang === 'html') {
    const errors = htmlErrors(block.value);
    if (errors.length) throw new Error(`HTML: ${errors.join(', ')}`);
    for (const script of htmlScripts(block.value)) parseScript(script);
    return;
  }
  const plugins = SCRIPT_LANGS[block.lang];
  if (plugins) parseScript(block.value, plugins);
}

/** JavaScript sources of a block: the block itself, or the scripts inside an HTML block. */
export function scriptsOfBlock(block: CodeBlock): { code: string; plugins: ParserPlugin[] }[] {
  if (block.lang === 'html') return htmlScripts(block.value).map((code) => ({ code, plugins: [] }));
  const plugins = SCRIPT_LANGS[block.lang];
  return plugins ? [{ code: block.value, plugins }] : [];
}
