'use client';
import { strings } from '@/lib/i18n';
import { STORAGE_KEYS } from '@/lib/inline-scripts';
import { safeStorage } from '@/lib/storage';

export function AnnouncementClose() {
  function dismiss() {
    safeStorage('local').set(STORAGE_KEYS.announcementDismiss, 'true');
    // The same attribute the inline script sets, so CSS hides the bar in one place.
    document.documentElement.setAttribute('data-announcement-dismissed', '');
  }
  return (
    <button
      type="button"
      className="announcement__close"
      aria-label={strings.closeAnnouncement}
      title={strings.closeAnnouncement}
      onClick={dismiss}
    >
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
