// The client-side navigation in flight, so a failure can finish it as a full page load of the target.
import { safeStorage } from './storage';

let pending: string | null = null;
const GUARD_KEY = 'yilian.hard-navigation';
const GUARD_MS = 10_000;

export function setPendingNavigation(href: string | null): void {
  pending = href;
}

export function pendingNavigation(): string | null {
  return pending;
}

/**
 * Lands on the target of the failed navigation (or reloads the current page). Returns false,
 * doing nothing, when the same target was just hard-loaded: a chunk that is really gone must
 * not make the page reload forever.
 */
export function hardNavigate(now = Date.now()): boolean {
  const target = pending ?? window.location.href;
  pending = null;
  const storage = safeStorage('session');
  const [lastTarget, lastTime] = (storage.get(GUARD_KEY) ?? '').split('\n');
  if (lastTarget === target && now - Number(lastTime) < GUARD_MS) return false;
  storage.set(GUARD_KEY, `${target}\n${now}`);
  if (target === window.location.href) window.location.reload();
  else window.location.assign(target);
  return true;
}
