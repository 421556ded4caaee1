import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';
import { allRoutes } from '@/lib/docs/tree';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes().map((route) => ({
    url: `${site.url}${route === '/' ? '/' : `${encodeURI(route)}/`}`,
    changeFrequency: 'weekly',
    priority: route === '/' ? 1 : 0.7,
  }));
}
