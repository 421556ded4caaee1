// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readJson, safeStorage } from '@/lib/storage';
import { openCategories, rememberCategory, savedSidebarScroll } from '@/lib/sidebar-memory';
import { rememberDocsVersion } from '@/lib/docs-version';
import { storedTab } from '@/lib/tab-choice';
import { canPrefetch } from '@/lib/prefetch';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

function breakStorage() {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
}

describe('storage helpers', () => {
  it('read as empty and ignore writes when storage throws', () => {
    breakStorage();
    const s = safeStorage('local');
    expect(s.get('theme')).toBeNull();
    expect(() => s.set('theme', 'dark')).not.toThrow();
    expect(() => s.remove('theme')).not.toThrow();
    expect(openCategories()).toEqual(new Set());
    expect(() => rememberCategory('/docs/category/x', true)).not.toThrow();
    expect(savedSidebarScroll()).toBe(0);
    expect(() => rememberDocsVersion(true)).not.toThrow();
  });

  it('fall back to defaults for corrupt values', () => {
    sessionStorage.setItem('yilian.sidebar.open', '{not json');
    expect(openCategories()).toEqual(new Set());
    sessionStorage.setItem('yilian.sidebar.open', '[1,2]');
    expect(openCategories()).toEqual(new Set());
    sessionStorage.setItem('yilian.sidebar.scroll', '-5');
    expect(savedSidebarScroll()).toBe(0);
    sessionStorage.setItem('yilian.sidebar.scroll', 'abc');
    expect(savedSidebarScroll()).toBe(0);
    localStorage.setItem('yilian.tabs.platform', '<img src=x>');
    expect(storedTab('platform', ['ios', 'android'])).toBeNull();
    expect(readJson('"x"', 5, (v): v is number => typeof v === 'number')).toBe(5);
  });

  it('remember open categories per tab', () => {
    rememberCategory('/docs/category/a', true);
    rememberCategory('/docs/category/b', true);
    rememberCategory('/docs/category/a', false);
    expect(openCategories()).toEqual(new Set(['/docs/category/b']));
  });

  it('store the docs version on docs pages and drop an unknown one elsewhere', () => {
    localStorage.setItem('docs-preferred-version-default', 'v9');
    rememberDocsVersion(false);
    expect(localStorage.getItem('docs-preferred-version-default')).toBeNull();
    rememberDocsVersion(true);
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('current');
  });

  it('decide prefetching from the connection', () => {
    expect(canPrefetch({})).toBe(true);
    expect(canPrefetch({ connection: { effectiveType: '4g' } })).toBe(true);
    expect(canPrefetch({ connection: { saveData: true, effectiveType: '4g' } })).toBe(false);
    expect(canPrefetch({ connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(canPrefetch({ connection: { effectiveType: '2g' } })).toBe(false);
  });
});
