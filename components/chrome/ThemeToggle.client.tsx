'use client';
import { useTheme } from 'next-themes';
import { useEffect, useState } from 'react';
import type { Strings } from '@/lib/i18n';

export function ThemeToggle({ labels }: { labels: Pick<Strings, 'themeToggleLight' | 'themeToggleDark'> }) {
  const { resolvedTheme, setTheme } = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const dark = mounted && resolvedTheme === 'dark';
  const label = dark ? labels.themeToggleDark : labels.themeToggleLight;
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      title={label}
      aria-label={label}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {/* Both icons are in the HTML; CSS shows the one for the current theme, so nothing shifts at hydration. */}
      <svg className="theme-toggle__sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <svg className="theme-toggle__moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="currentColor" />
      </svg>
    </button>
  );
}
