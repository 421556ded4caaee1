// Pure navigation data derived from the manifest: flat lists, lookups, neighbours, breadcrumbs.
import { sidebars, standaloneDocs, type Sidebar } from './manifest';
import { categoryRoute, categorySlug, docRoute } from './slug';

export type SidebarId = Sidebar['id'];

export interface NavLink {
  title: string;
  route: string;
}

export interface NavDoc extends NavLink {
  kind: 'doc';
  id: string;
  description: string;
  sidebarId: SidebarId | null;
  categoryLabel: string | null;
}

export interface NavCategory extends NavLink {
  kind: 'category';
  slug: string;
  description: string;
  sidebarId: SidebarId;
  items: NavDoc[];
}

export type NavItem = NavDoc | NavCategory;

export interface NavSidebar {
  id: SidebarId;
  label: string;
  /** Route the navbar entry links to: the sidebar's first doc. */
  route: string;
  items: NavItem[];
}

function buildSidebar(sidebar: Sidebar): NavSidebar {
  const items: NavItem[] = sidebar.items.map((item) => {
    if (item.type === 'doc') {
      return { kind: 'doc', ...item.doc, route: docRoute(item.doc.id), sidebarId: sidebar.id, categoryLabel: null };
    }
    const { label, description } = item.category;
    return {
      kind: 'category',
      title: label,
      slug: categorySlug(label),
      route: categoryRoute(label),
      description,
      sidebarId: sidebar.id,
      items: item.category.items.map((entry) => ({
        kind: 'doc' as const,
        ...entry,
        route: docRoute(entry.id),
        sidebarId: sidebar.id,
        categoryLabel: label,
      })),
    };
  });
  const first = items[0];
  return { id: sidebar.id, label: sidebar.label, route: first ? first.route : '/docs', items };
}

export const navSidebars: NavSidebar[] = sidebars.map(buildSidebar);

const standalone: NavDoc[] = standaloneDocs.map((entry) => ({
  kind: 'doc',
  ...entry,
  route: docRoute(entry.id),
  sidebarId: null,
  categoryLabel: null,
}));

/** Every page of a sidebar in reading order: docs and category index pages. */
export function linearItems(sidebar: NavSidebar): NavItem[] {
  return sidebar.items.flatMap((item) => (item.kind === 'doc' ? [item] : [item, ...item.items]));
}

export const allDocs: NavDoc[] = [
  ...standalone,
  ...navSidebars.flatMap((s) => linearItems(s).filter((i): i is NavDoc => i.kind === 'doc')),
];

export const allCategories: NavCategory[] = navSidebars.flatMap((s) =>
  s.items.filter((i): i is NavCategory => i.kind === 'category'),
);

export function getSidebar(id: SidebarId): NavSidebar {
  const found = navSidebars.find((s) => s.id === id);
  if (!found) throw new Error(`Unknown sidebar ${id}`);
  return found;
}

export const findDoc = (id: string): NavDoc | undefined => allDocs.find((doc) => doc.id === id);
export const findCategory = (slug: string): NavCategory | undefined => allCategories.find((category) => category.slug === slug);

/** Previous and next pages within the item's sidebar, in reading order. */
export function neighbours(item: NavItem): { prev?: NavLink; next?: NavLink } {
  if (!item.sidebarId) return {};
  const list = linearItems(getSidebar(item.sidebarId));
  const index = list.findIndex((entry) => entry.route === item.route);
  const link = (entry: NavItem | undefined): NavLink | undefined =>
    entry ? { title: entry.title, route: entry.route } : undefined;
  return { prev: link(list[index - 1]), next: link(list[index + 1]) };
}

/** Trail below the home link: the category (if any), then the page itself (last, not linked). */
export function breadcrumbs(item: NavItem): NavLink[] {
  const trail: NavLink[] = [];
  if (item.kind === 'doc' && item.categoryLabel) {
    const category = allCategories.find((c) => c.title === item.categoryLabel && c.sidebarId === item.sidebarId);
    if (category) trail.push({ title: category.title, route: category.route });
  }
  trail.push({ title: item.title, route: item.route });
  return trail;
}

/** Every route of the site that is generated from the manifest or fixed. */
export function allRoutes(): string[] {
  return ['/', '/docs', ...allDocs.map((d) => d.route), ...allCategories.map((c) => c.route)];
}
