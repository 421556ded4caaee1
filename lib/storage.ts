// Web Storage that never throws: private modes, disabled storage and quota errors read as "nothing stored".
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function safeStorage(kind: 'local' | 'session'): SafeStorage {
  const area = (): Storage | null => {
    try {
      return kind === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        area()?.setItem(key, value);
      } catch {
        /* storage unavailable: the preference lasts for this page only */
      }
    },
    remove(key) {
      try {
        area()?.removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
  };
}

/** Parses stored JSON, returning `fallback` for anything missing, corrupt or of the wrong shape. */
export function readJson<T>(raw: string | null, fallback: T, isValid: (value: unknown) => value is T): T {
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}
