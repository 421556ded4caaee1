'use client';
// Copy and word-wrap buttons of a code block; they read the code from the DOM so it ships once.
import { useRef, useState } from 'react';
import { strings } from '@/lib/i18n';
import { copyText } from '@/lib/clipboard';

export function CodeActions() {
  const ref = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  const [wrapped, setWrapped] = useState(false);
  const pre = () => ref.current?.parentElement?.querySelector('pre') ?? null;

  async function copy() {
    const code = pre()?.querySelector('code')?.innerText ?? '';
    if (await copyText(code.replace(/\n$/, ''))) {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1000);
    }
  }
  function toggleWrap() {
    const el = pre();
    if (!el) return;
    el.toggleAttribute('data-wrap', !wrapped);
    setWrapped(!wrapped);
  }
  return (
    <div ref={ref} className="code-block__actions">
      <button
        type="button"
        className="code-block__button"
        aria-label={strings.toggleWordWrap}
        title={strings.toggleWordWrap}
        aria-pressed={wrapped}
        onClick={toggleWrap}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-2-2 2 2 2M4 18h6"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <button
        type="button"
        className="code-block__button"
        aria-label={copied ? strings.copied : strings.copyCode}
        title={strings.copyCode}
        onClick={copy}
      >
        {copied ? (
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M5 13l4 4L19 7" stroke="currentColor" strokeWidth="2.4" fill="none" strokeLinecap="round" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <rect x="8" y="8" width="12" height="12" rx="2" stroke="currentColor" strokeWidth="2" fill="none" />
            <path
              d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3"
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
            />
          </svg>
        )}
        <span className="visually-hidden" aria-live="polite">
          {copied ? strings.copied : ''}
        </span>
      </button>
    </div>
  );
}
