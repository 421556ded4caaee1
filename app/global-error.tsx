'use client';
import { useEffect } from 'react';
import { isChunkLoadError } from '@/lib/errors';
import { hardNavigate } from '@/lib/navigation-state';
import { CrashView } from '@/components/chrome/CrashView';
import './styles/tokens.css';
import './styles/base.css';
import './styles/chrome.css';

/** Crash of the root layout itself: it replaces the whole document. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    if (isChunkLoadError(error)) hardNavigate();
  }, [error]);
  return (
    <html lang="zh-Hans" dir="ltr">
      <body>
        <CrashView error={error} onRetry={reset} />
      </body>
    </html>
  );
}
