// The build's link rules (as the replaced site had them): a broken internal link is an error;
// a broken #anchor and a duplicate route are warnings.

export interface LinkSource {
  /** Where the link is written, e.g. `content/docs/intro.mdx:12` or `lib/site.ts`. */
  where: string;
  /** Route of the page the link is on (for same-page #anchors), if any. */
  route?: string;
  url: string;
}

export interface LinkReport {
  errors: string[];
  warnings: string[];
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** `/docs/a/?x#y` → `{ route: '/docs/a', hash: 'y' }`. Trailing slashes and `.html`/index are normalised. */
export function splitTarget(url: string, currentRoute = ''): { route: string; hash: string } {
  const hashAt = url.indexOf('#');
  const rawPath = (hashAt === -1 ? url : url.slice(0, hashAt)).replace(/\?.*$/, '');
  const hash = hashAt === -1 ? '' : decode(url.slice(hashAt + 1));
  let route = rawPath === '' ? currentRoute : decode(rawPath);
  route = route.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (route.length > 1) route = route.replace(/\/+$/, '');
  return { route, hash };
}

const isInternal = (url: string) => url.startsWith('/') || url.startsWith('#');

export function checkLinks(
  links: LinkSource[],
  knownRoutes: Iterable<string>,
  anchorsByRoute: Map<string, Set<string>>,
  /** Files served as they are (public/, generated), e.g. `/llms.txt`. */
  knownFiles: Iterable<string> = [],
): LinkReport {
  const routes = new Set(knownRoutes);
  const files = new Set(knownFiles);
  const report: LinkReport = { errors: [], warnings: [] };
  for (const link of links) {
    if (!isInternal(link.url) || link.url.startsWith('//')) continue;
    const { route, hash } = splitTarget(link.url, link.route);
    if (!routes.has(route)) {
      if (!files.has(route)) report.errors.push(`${link.where}: broken link to ${link.url}`);
      continue;
    }
    const anchors = anchorsByRoute.get(route);
    if (hash && anchors && !anchors.has(hash)) {
      report.warnings.push(`${link.where}: broken anchor #${hash} in ${link.url} (no such heading on ${route})`);
    }
  }
  return report;
}

export function duplicateRoutes(routes: string[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const r of routes) (seen.has(r) ? dupes : seen).add(r);
  return [...dupes];
}
