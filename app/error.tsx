'use client';
import { useEffect } from 'react';
import { isChunkLoadError } from '@/lib/errors';
import { hardNavigate } from '@/lib/navigation-state';
import { CrashView } from '@/components/chrome/CrashView';

export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // A route whose scripts failed to load: land on it with a full page load instead.
    if (isChunkLoadError(error)) hardNavigate();
  }, [error]);
  return <CrashView error={error} onRetry={reset} />;
}
