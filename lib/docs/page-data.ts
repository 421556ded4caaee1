// One typed object per route: everything a page or layout needs, computed from the manifest.
import { breadcrumbs, findCategory, findDoc, getSidebar, neighbours, type NavItem, type NavLink, type NavSidebar } from './tree';

export interface RouteData {
  item: NavItem;
  sidebar: NavSidebar | null;
  breadcrumbs: NavLink[];
  prev?: NavLink;
  next?: NavLink;
}

function toRouteData(item: NavItem): RouteData {
  return {
    item,
    sidebar: item.sidebarId ? getSidebar(item.sidebarId) : null,
    breadcrumbs: breadcrumbs(item),
    ...neighbours(item),
  };
}

/** Route params arrive percent-encoded for non-ASCII segments. */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function docRouteData(slug: string[]): RouteData | null {
  const doc = findDoc(slug.map(decode).join('/'));
  return doc ? toRouteData(doc) : null;
}

export function categoryRouteData(slug: string): RouteData | null {
  const category = findCategory(decode(slug));
  return category ? toRouteData(category) : null;
}
