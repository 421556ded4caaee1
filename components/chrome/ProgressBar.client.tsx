'use client';
// Navigation progress (nprogress): shown only when a navigation lasts over 200 ms, finished when
// the new page has rendered. The App Router has no router events, so clicks and popstate start it.
import NProgress from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { navigationTarget } from '@/lib/link-intent';
import { setPendingNavigation } from '@/lib/navigation-state';

const START_DELAY_MS = 200;
NProgress.configure({ showSpinner: false, minimum: 0.08 });

export function ProgressBar() {
  const pathname = usePathname();
  const search = useSearchParams();
  const timer = useRef<number | undefined>(undefined);
  const shownPath = useRef(pathname);

  useEffect(() => {
    const begin = (href: string) => {
      setPendingNavigation(href);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => NProgress.start(), START_DELAY_MS);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor) return;
      const target = navigationTarget(event, anchor, new URL(window.location.href));
      if (target) begin(target.href);
    };
    // Back/forward to another page; a hash-only change renders nothing and must not start the bar.
    const onPop = () => {
      if (window.location.pathname !== shownPath.current) begin(window.location.href);
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  useEffect(() => {
    shownPath.current = pathname;
    window.clearTimeout(timer.current);
    setPendingNavigation(null);
    NProgress.done();
  }, [pathname, search]);

  return null;
}
