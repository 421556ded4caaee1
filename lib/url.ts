// URL helpers shared by links, the sitemap and the link check.

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/**
 * The exported form of an internal page URL: a trailing slash on the path (the export is built
 * with trailingSlash), so that no host needs a redirect. Files (a dot in the last segment),
 * hash-only and external links are left as they are.
 */
export function exportedHref(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const match = /^([^?#]*)(.*)$/.exec(href)!;
  const path = match[1]!;
  const rest = match[2]!;
  const last = path.split('/').pop() ?? '';
  if (path.endsWith('/') || last.includes('.')) return href;
  return `${path}/${rest}`;
}
