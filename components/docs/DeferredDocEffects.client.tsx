'use client';
import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/components/useHydrated';

const AfterLoadDocEffects = lazy(() => import('./AfterLoadDocEffects.client'));

/** Mounts the doc page's after-load behaviours (TOC spy, sidebar memory, mobile sidebar, content buttons). */
export function DeferredDocEffects(props: { tocIds: string[]; mobileSidebar: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <AfterLoadDocEffects {...props} />
    </Suspense>
  ) : null;
}
