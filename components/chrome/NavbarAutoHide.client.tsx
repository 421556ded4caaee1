'use client';
// Hides the sticky navbar while scrolling down and brings it back on scroll up or route change.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

export function NavbarAutoHide() {
  const pathname = usePathname();
  const navbar = () => document.querySelector<HTMLElement>('nav.navbar');

  useEffect(() => {
    navbar()?.removeAttribute('data-hidden');
  }, [pathname]);

  useEffect(() => {
    const nav = navbar();
    if (!nav) return;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atBottom = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
      if (y > lastY && y > nav.offsetHeight) nav.setAttribute('data-hidden', '');
      else if (y < lastY && !atBottom) nav.removeAttribute('data-hidden');
      lastY = y;
    };
    const onHash = () => nav.setAttribute('data-hidden', '');
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHash);
    };
  }, []);

  return null;
}
