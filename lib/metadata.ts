// Per-page <head> metadata: title, description, canonical URL, Open Graph and Twitter cards.
import type { Metadata } from 'next';
import { site } from './site';

export const SHARE_IMAGE = { url: '/og.png', width: 1200, height: 630, alt: `${site.title}文档中心` };

/** Canonical form of a route on this site (trailing slash, as exported). */
export const canonicalPath = (route: string): string => (route === '/' ? '/' : `${route}/`);

export function pageMetadata({ title, description, route }: { title?: string; description: string; route: string }): Metadata {
  const fullTitle = title ? `${title} | ${site.title}` : site.title;
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: canonicalPath(route) },
    openGraph: {
      type: route.startsWith('/docs/') ? 'article' : 'website',
      siteName: site.title,
      locale: 'zh_CN',
      title: fullTitle,
      description,
      url: canonicalPath(route),
      images: [SHARE_IMAGE],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [SHARE_IMAGE.url] },
  };
}
