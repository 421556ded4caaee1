'use client';
import { strings } from '@/lib/i18n';

export function SearchBox() {
  return (
    <button type="button" className="search-button" aria-label={strings.searchDocs}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="search-button__label">{strings.search}</span>
    </button>
  );
}
