'use client';
// The navbar's search button. The dialog, FlexSearch and the index load only on first intent
// (hover, focus, touch or the shortcut), never with the page.
import { createPortal } from 'react-dom';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { Strings } from '@/lib/i18n';
import { isTypingTarget } from '@/lib/keyboard';

const loadDialog = () => import('./SearchDialog.client');
const SearchDialog = lazy(loadDialog);

function preload() {
  void loadDialog().then((m) => m.preloadSearch());
}

export function SearchBox({ labels: strings }: { labels: Pick<Strings, 'search' | 'searchDocs'> }) {
  const [open, setOpen] = useState(false);
  const [mac, setMac] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    returnFocus.current = document.activeElement as HTMLElement | null;
    setOpen(true);
  }, []);

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKey = (event: KeyboardEvent) => {
      const combo = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
      if (!combo && !slash) return;
      if (event.isComposing) return;
      event.preventDefault();
      preload();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  const close = useCallback(() => {
    setOpen(false);
    returnFocus.current?.focus();
  }, []);

  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-label={strings.searchDocs}
        aria-haspopup="dialog"
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={show}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="search-button__label">{strings.search}</span>
        <kbd aria-hidden="true">{mac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      {/* In <body>: the navbar's backdrop filter would otherwise confine a fixed overlay to its own box. */}
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <SearchDialog onClose={close} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
