// Parses MDX source into an mdast tree with the same syntax extensions as the site build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkCjkFriendly from 'remark-cjk-friendly';
import type { Root } from 'mdast';

export const CONTENT_DIR = path.join(process.cwd(), 'content', 'docs');

export const mdxFile = (id: string): string => path.join(CONTENT_DIR, `${id}.mdx`);

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkCjkFriendly);

export function parseMdx(source: string): Root {
  return processor.runSync(processor.parse(source)) as Root;
}

export function readDocTree(id: string): Root {
  return parseMdx(readFileSync(mdxFile(id), 'utf8'));
}
