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

const withMDX = createMDX({ options: { remarkPlugins, rehypePlugins } });

export default withMDX(nextConfig);
