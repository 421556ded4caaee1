'use client';
// Renders the page's sidebar into the mobile menu's slot (which lives in the persistent navbar).
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export function SidebarMobilePortal({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const media = window.matchMedia('(max-width: 996px)');
    const update = () => setSlot(media.matches ? document.getElementById('mobile-sidebar-slot') : null);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return slot ? createPortal(children, slot) : null;
}
