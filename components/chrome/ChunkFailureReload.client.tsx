'use client';
import { useEffect } from 'react';
import { isChunkLoadError } from '@/lib/errors';
import { hardNavigate } from '@/lib/navigation-state';

/** A lazily loaded script that fails outside any error boundary still ends in a full page load. */
export function ChunkFailureReload() {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) hardNavigate();
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);
  return null;
}
