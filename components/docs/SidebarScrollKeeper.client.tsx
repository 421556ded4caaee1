'use client';
// Keeps the sidebar where the reader left it (per tab) and brings the current page's link into view.
import { useEffect } from 'react';
import { saveSidebarScroll, savedSidebarScroll } from '@/lib/sidebar-memory';

export function SidebarScrollKeeper() {
  useEffect(() => {
    const box = document.querySelector<HTMLElement>('aside.doc-sidebar > nav');
    if (!box) return;
    box.scrollTop = savedSidebarScroll();
    const active = box.querySelector<HTMLElement>('[aria-current="page"]');
    if (active) {
      const a = active.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      if (a.top < b.top || a.bottom > b.bottom) active.scrollIntoView({ block: 'center' });
    }
    const onScroll = () => saveSidebarScroll(box.scrollTop);
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => box.removeEventListener('scroll', onScroll);
  }, []);
  return null;
}
