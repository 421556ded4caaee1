declare module '@/lib/mdx/*.mjs';
