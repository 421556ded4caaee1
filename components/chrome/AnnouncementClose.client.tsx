'use client';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { safeStorage } from '@/lib/storage';

export function AnnouncementClose({ label }: { label: string }) {
  function dismiss() {
    safeStorage('local').set(STORAGE_KEYS.announcementDismiss, 'true');
    // The same attribute the inline script sets, so CSS hides the bar in one place.
    document.documentElement.setAttribute('data-announcement-dismissed', '');
  }
  return (
    <button type="button" className="announcement__close" aria-label={label} title={label} onClick={dismiss}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
