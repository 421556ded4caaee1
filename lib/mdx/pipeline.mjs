// The one list of MDX plugins, shared by the Next.js build and by the scripts that read MDX.
// Given by module name or absolute path: Turbopack only accepts serialisable plugin options.
import { fileURLToPath } from 'node:url';

const local = (file) => fileURLToPath(new URL(file, import.meta.url));

export const remarkPlugins = ['remark-gfm', 'remark-cjk-friendly'];
export const rehypePlugins = ['rehype-slug', local('./rehype-heading-links.mjs'), local('./rehype-code-blocks.mjs')];
