// The reader's tab choice per group id, remembered in localStorage and broadcast to every Tabs on the page.
import { safeStorage } from './storage';

const PREFIX = 'yilian.tabs.';
export const TAB_EVENT = 'yilian:tab-choice';

export interface TabChoice {
  groupId: string;
  value: string;
}

export function storedTab(groupId: string, allowed: readonly string[]): string | null {
  const value = safeStorage('local').get(PREFIX + groupId);
  return value !== null && allowed.includes(value) ? value : null;
}

export function chooseTab(choice: TabChoice): void {
  safeStorage('local').set(PREFIX + choice.groupId, choice.value);
  window.dispatchEvent(new CustomEvent<TabChoice>(TAB_EVENT, { detail: choice }));
}
