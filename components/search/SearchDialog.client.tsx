'use client';
// The search dialog: a combobox over a listbox of results grouped by page. Loaded lazily.
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { strings, t } from '@/lib/i18n';
import { trapTab } from '@/lib/focus';
import { loadSearchEngine } from '@/lib/search/load';
import { snippet } from '@/lib/search/highlight';
import { queryParts } from '@/lib/search/tokenize';
import { recentSearches, rememberSearch } from '@/lib/search/recent';
import type { PageResult, SearchEngine } from '@/lib/search/engine';
import { Highlighted } from './Highlighted';

export function preloadSearch(): void {
  loadSearchEngine().catch(() => {
    /* shown when the dialog opens */
  });
}

type Load = { state: 'loading' } | { state: 'ready'; engine: SearchEngine } | { state: 'error'; message: string };

interface Option {
  key: string;
  href: string;
  /** What Enter remembers as a recent search. */
  query: string;
}

export function SearchDialog({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<string[]>([]);
  const composing = useRef(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  useEffect(() => {
    setRecent(recentSearches());
    inputRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    loadSearchEngine().then(
      (engine) => live && setLoad({ state: 'ready', engine }),
      (error: unknown) => live && setLoad({ state: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const results: PageResult[] = useMemo(
    () => (load.state === 'ready' && query.trim() ? load.engine.search(query) : []),
    [load, query],
  );
  const parts = useMemo(() => queryParts(query), [query]);

  const options: Option[] = useMemo(() => {
    if (!query.trim()) return recent.map((q, i) => ({ key: `recent-${i}`, href: '', query: q }));
    return results.flatMap((page) =>
      page.sections.map((s) => ({ key: `${s.id}`, href: s.anchor ? `${page.route}/#${s.anchor}` : `${page.route}/`, query })),
    );
  }, [results, recent, query]);

  useEffect(() => setActive(0), [query]);

  const choose = (option: Option | undefined) => {
    if (!option) return;
    if (!option.href) {
      // A recent search: run it again.
      setInput(option.query);
      setQuery(option.query);
      return;
    }
    rememberSearch(option.query);
    onClose();
    router.push(option.href);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (dialogRef.current && trapTab(event.nativeEvent, dialogRef.current)) return;
    // Keys that confirm an IME composition must not act on the results.
    if (composing.current || event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length) setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length);
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      event.preventDefault();
      choose(options[active]);
    }
  };

  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const optionId = (i: number) => `${listId}-${i}`;
  let n = -1;

  return (
    <div className="search-overlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className="search-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={strings.searchDocs}
        onKeyDown={onKeyDown}
      >
        <div className="search-dialog__bar">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={inputRef}
            className="search-dialog__input"
            type="search"
            role="combobox"
            aria-label={strings.searchDocs}
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={options.length ? optionId(active) : undefined}
            placeholder={strings.searchDocs}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={input}
            onChange={(e) => {
              setInput(e.target.value);
              if (!composing.current) setQuery(e.target.value);
            }}
            onCompositionStart={() => {
              composing.current = true;
            }}
            onCompositionEnd={(e) => {
              composing.current = false;
              setQuery(e.currentTarget.value);
            }}
          />
          <button type="button" className="search-dialog__close" onClick={onClose}>
            {strings.searchClose}
          </button>
        </div>
        <div className="search-dialog__body">
          {load.state === 'error' ? (
            <div className="search-dialog__status" role="alert">
              <p>{t('searchLoadFailed', { message: load.message })}</p>
              <button type="button" className="button" onClick={() => setAttempt((a) => a + 1)}>
                {strings.retry}
              </button>
            </div>
          ) : !query.trim() ? (
            <>
              <p className="search-dialog__status">{strings.searchHint}</p>
              {recent.length > 0 && (
                <p className="search-dialog__group-title" id={`${listId}-recent`}>
                  {strings.searchRecent}
                </p>
              )}
            </>
          ) : load.state === 'loading' ? (
            <p className="search-dialog__status" role="status">
              {strings.searchLoading}
            </p>
          ) : results.length === 0 ? (
            <p className="search-dialog__status" role="status">
              {t('searchNoResults', { query: query.trim() })}
            </p>
          ) : null}
          <ul id={listId} role="listbox" aria-label={strings.searchResults} className="search-results">
            {!query.trim()
              ? recent.map((q) => {
                  n++;
                  const i = n;
                  return (
                    <li
                      key={`r${i}`}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === active}
                      className="search-result"
                      onMouseMove={() => setActive(i)}
                      onClick={() => choose(options[i])}
                    >
                      <span className="search-result__heading">{q}</span>
                    </li>
                  );
                })
              : results.map((page) => (
                  <li key={page.route} role="presentation" className="search-results__page">
                    <ul role="group" aria-label={page.title}>
                      {page.sections.map((s) => {
                        n++;
                        const i = n;
                        return (
                          <li
                            key={s.id}
                            id={optionId(i)}
                            role="option"
                            aria-selected={i === active}
                            className="search-result"
                            onMouseMove={() => setActive(i)}
                            onClick={() => choose(options[i])}
                          >
                            <span className="search-result__heading">
                              <Highlighted text={page.title} parts={parts} />
                              {s.heading && (
                                <>
                                  {' › '}
                                  <Highlighted text={s.heading} parts={parts} />
                                </>
                              )}
                            </span>
                            <span className="search-result__snippet">
                              <Highlighted text={snippet(s.text, parts)} parts={parts} />
                            </span>
                          </li>
                        );
                      })}
                    </ul>
                  </li>
                ))}
          </ul>
        </div>
        <p className="search-dialog__footer" aria-hidden="true">
          {strings.searchKeys}
        </p>
      </div>
    </div>
  );
}

export default SearchDialog;
