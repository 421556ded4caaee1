'use client';
// Makes every server-rendered <Tabs> on the page switchable (click, ←/→), syncs tabs that share a
// group id, and restores the reader's stored choice per group.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { TAB_EVENT, chooseTab, storedTab, type TabChoice } from '@/lib/tab-choice';

function select(tabs: Element, value: string, focus = false) {
  const buttons = Array.from(tabs.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]'));
  if (!buttons.some((b) => b.dataset.value === value)) return;
  for (const b of buttons) {
    const on = b.dataset.value === value;
    b.setAttribute('aria-selected', String(on));
    b.tabIndex = on ? 0 : -1;
    if (on && focus) b.focus();
  }
  tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]').forEach((p) => (p.hidden = p.dataset.value !== value));
}

const groups = (groupId: string) => document.querySelectorAll(`.tabs[data-tabs-group="${CSS.escape(groupId)}"]`);

export function TabsController() {
  const pathname = usePathname();

  // Restore stored choices on each page.
  useEffect(() => {
    document.querySelectorAll<HTMLElement>('.tabs[data-tabs-group]').forEach((tabs) => {
      const values = Array.from(tabs.querySelectorAll<HTMLElement>('[role="tab"]')).map((b) => b.dataset.value ?? '');
      const stored = storedTab(tabs.dataset.tabsGroup!, values);
      if (stored) select(tabs, stored);
    });
  }, [pathname]);

  useEffect(() => {
    const choose = (tab: HTMLElement, focus: boolean) => {
      const tabs = tab.closest('.tabs') as HTMLElement | null;
      const value = tab.dataset.value;
      if (!tabs || !value) return;
      select(tabs, value, focus);
      if (tabs.dataset.tabsGroup) chooseTab({ groupId: tabs.dataset.tabsGroup, value });
    };
    const onClick = (event: MouseEvent) => {
      const tab = (event.target as Element | null)?.closest?.('.tabs [role="tab"]') as HTMLElement | null;
      if (tab) choose(tab, false);
    };
    const onKey = (event: KeyboardEvent) => {
      const tab = (event.target as Element | null)?.closest?.('.tabs [role="tab"]') as HTMLElement | null;
      const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!tab || !delta) return;
      const all = Array.from(tab.parentElement!.querySelectorAll<HTMLElement>('[role="tab"]'));
      choose(all[(all.indexOf(tab) + delta + all.length) % all.length]!, true);
      event.preventDefault();
    };
    const onChoice = (event: Event) => {
      const { groupId, value } = (event as CustomEvent<TabChoice>).detail;
      groups(groupId).forEach((tabs) => select(tabs, value));
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    window.addEventListener(TAB_EVENT, onChoice);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener(TAB_EVENT, onChoice);
    };
  }, []);
  return null;
}
