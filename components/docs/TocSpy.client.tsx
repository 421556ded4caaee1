'use client';
import { useEffect } from 'react';
import { activeHeading } from '@/lib/toc-spy';

/** Marks the table-of-contents link of the heading being read. */
export function TocSpy({ ids }: { ids: string[] }) {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const navbar = document.querySelector('nav[aria-label="主导航"]') as HTMLElement | null;
      const boxes = ids.flatMap((id) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
      });
      const current = activeHeading(boxes, navbar?.offsetHeight ?? 60, window.innerHeight);
      document.querySelectorAll<HTMLAnchorElement>('.toc a[data-toc-id]').forEach((link) => {
        if (link.dataset.tocId === current) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('hashchange', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('hashchange', schedule);
    };
  }, [ids]);
  return null;
}
