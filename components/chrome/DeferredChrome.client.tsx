'use client';
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/components/useHydrated';

// React.lazy rather than next/dynamic: it is part of React already, so deferring costs no runtime.
const AfterLoadChrome = lazy(() => import('./AfterLoadChrome.client'));

/** Mounts the after-load behaviours (navbar auto-hide, back to top, version memory, chunk recovery). */
export function DeferredChrome({ backToTopLabel }: { backToTopLabel: string }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <AfterLoadChrome backToTopLabel={backToTopLabel} />
    </Suspense>
  ) : null;
}
