// Recent searches, kept in localStorage; anything corrupt reads as none.
import { readJson, safeStorage } from '../storage';

const KEY = 'yilian.search.recent';
const MAX = 5;
const isList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string' && s.length <= 100);

export function recentSearches(): string[] {
  return readJson(safeStorage('local').get(KEY), [], isList).slice(0, MAX);
}

export function rememberSearch(query: string): void {
  const q = query.trim().slice(0, 100);
  if (!q) return;
  const list = [q, ...recentSearches().filter((s) => s !== q)].slice(0, MAX);
  safeStorage('local').set(KEY, JSON.stringify(list));
}
