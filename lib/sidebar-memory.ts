// Which sidebar categories the reader opened, kept for the browser tab (sessionStorage).
import { readJson, safeStorage } from './storage';

const KEY = 'yilian.sidebar.open';
const SCROLL_KEY = 'yilian.sidebar.scroll';

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

export function openCategories(): Set<string> {
  return new Set(readJson(safeStorage('session').get(KEY), [], isStringArray));
}

export function rememberCategory(href: string, open: boolean): void {
  const set = openCategories();
  if (open) set.add(href);
  else set.delete(href);
  safeStorage('session').set(KEY, JSON.stringify([...set]));
}

export function savedSidebarScroll(): number {
  const value = Number(safeStorage('session').get(SCROLL_KEY));
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

export function saveSidebarScroll(top: number): void {
  safeStorage('session').set(SCROLL_KEY, String(Math.round(top)));
}
