'use client';
// Slide-out menu below the desktop breakpoint: main entries plus the page's docs sidebar,
// which the doc layout portals into #mobile-sidebar-slot.
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Strings } from '@/lib/i18n';
import { trapTab } from '@/lib/focus';
import { AppLink } from '@/components/AppLink';

const DESKTOP = '(min-width: 997px)';

interface Entry {
  label: string;
  href: string;
}

type Labels = Pick<Strings, 'toggleNav' | 'closeNav' | 'mainNavLabel' | 'backToMainMenu'>;

export function MobileNav({ entries, labels: strings }: { entries: Entry[]; labels: Labels }) {
  const [open, setOpen] = useState(false);
  const [showMain, setShowMain] = useState(false);
  const [hasSidebar, setHasSidebar] = useState(false);
  const [mounted, setMounted] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pushedRef = useRef(false);
  const pathname = usePathname();

  const close = useCallback((restoreFocus = true) => {
    setOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => setMounted(true), []);

  // Doc pages render their sidebar into the slot (after hydration); show it whenever it is there.
  useEffect(() => {
    const slot = mounted ? document.getElementById('mobile-sidebar-slot') : null;
    if (!slot) return;
    const update = () => setHasSidebar(slot.childElementCount > 0);
    update();
    const observer = new MutationObserver(update);
    observer.observe(slot, { childList: true });
    return () => observer.disconnect();
  }, [mounted]);

  // Any route change closes the menu.
  useEffect(() => {
    setOpen(false);
    pushedRef.current = false;
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    document.body.style.overflow = 'hidden';
    panel?.querySelector<HTMLElement>('button, a[href]')?.focus();

    // History back closes the menu instead of leaving the page.
    window.history.pushState(window.history.state, '', window.location.href);
    pushedRef.current = true;
    const onPop = () => {
      pushedRef.current = false;
      close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else if (panel) trapTab(event, panel);
    };
    const desktop = window.matchMedia(DESKTOP);
    const onDesktop = () => desktop.matches && close(false);
    window.addEventListener('popstate', onPop);
    document.addEventListener('keydown', onKey);
    desktop.addEventListener('change', onDesktop);
    return () => {
      document.body.style.overflow = '';
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('keydown', onKey);
      desktop.removeEventListener('change', onDesktop);
      if (pushedRef.current) {
        pushedRef.current = false;
        window.history.back();
      }
    };
  }, [open, close]);

  const onPanelClick = (event: React.MouseEvent) => {
    // A followed link closes the menu; the route change does the rest.
    if ((event.target as HTMLElement).closest('a[href]')) {
      pushedRef.current = false;
      setOpen(false);
    }
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button navbar__toggle"
        aria-label={strings.toggleNav}
        aria-expanded={open}
        aria-controls="mobile-nav-panel"
        onClick={() => {
          setShowMain(false);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 30 30" width="24" height="24" aria-hidden="true">
          <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
      </button>
      {mounted &&
        // In <body>: the navbar's backdrop filter would otherwise confine the fixed panel to its own box.
        createPortal(
          <>
            <div className="mobile-nav__backdrop" data-open={open || undefined} onClick={() => close()} aria-hidden="true" />
            <div
              ref={panelRef}
              id="mobile-nav-panel"
              className="mobile-nav"
              data-open={open || undefined}
              role="dialog"
              aria-modal="true"
              aria-label={strings.mainNavLabel}
              inert={!open}
              onClick={onPanelClick}
            >
              <div className="mobile-nav__header">
                <button type="button" className="icon-button" aria-label={strings.closeNav} onClick={() => close()}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              </div>
              {hasSidebar && !showMain && (
                <button type="button" className="mobile-nav__back" onClick={() => setShowMain(true)}>
                  {strings.backToMainMenu}
                </button>
              )}
              <ul className="mobile-nav__main" hidden={hasSidebar && !showMain}>
                {entries.map((e) => (
                  <li key={e.href}>
                    <AppLink href={e.href}>{e.label}</AppLink>
                  </li>
                ))}
              </ul>
              <div id="mobile-sidebar-slot" className="mobile-nav__sidebar" hidden={!hasSidebar || showMain} />
            </div>
          </>,
          document.body,
        )}
    </>
  );
}
