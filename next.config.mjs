import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import createMDX from '@next/mdx';
import { rehypePlugins, remarkPlugins } from './lib/mdx/pipeline.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  pageExtensions: ['ts', 'tsx', 'mdx'],
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

// Turbopack caches compiled MDX by source and loader options; our own plugins' code is not part
// of that key, so a hash of it rides along as a (unused) plugin option. Without it, an edit in
// lib/mdx leaves pages compiled by the old code until .next is deleted.
const mdxDir = new URL('./lib/mdx/', import.meta.url);
const pluginsVersion = createHash('sha256')
  .update(
    readdirSync(mdxDir)
      .filter((f) => f.endsWith('.mjs'))
      .sort()
      .map((f) => f + readFileSync(new URL(f, mdxDir), 'utf8'))
      .join('\0'),
  )
  .digest('hex')
  .slice(0, 16);
const versioned = (plugin) => (isAbsolute(plugin) ? [plugin, { pluginsVersion }] : plugin);

const withMDX = createMDX({ options: { remarkPlugins, rehypePlugins: rehypePlugins.map(versioned) } });

export default withMDX(nextConfig);
