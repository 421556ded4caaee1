'use client';
// Renders the page's sidebar into the mobile menu's slot (which the persistent navbar mounts in <body>).
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export function SidebarMobilePortal({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const media = window.matchMedia('(max-width: 996px)');
    let tries = 0;
    let timer = 0;
    const update = () => {
      const found = document.getElementById('mobile-sidebar-slot');
      // The slot appears once the navbar has mounted; on a first load that may be a moment later.
      if (!found && media.matches && tries++ < 40) {
        timer = window.setTimeout(update, 50);
        return;
      }
      setSlot(media.matches ? found : null);
    };
    update();
    media.addEventListener('change', update);
    return () => {
      window.clearTimeout(timer);
      media.removeEventListener('change', update);
    };
  }, []);
  return slot ? createPortal(children, slot) : null;
}
