'use client';
// Client-side navigation for the site's plain links (one listener instead of a client component
// per link), the prefetch policy, and the navigation progress bar.
//  - Click on an internal link → router.push; modified clicks, other targets and hash links stay native.
//  - Prefetch on intent (hover, focus, touch), and in view for links marked data-prefetch="viewport";
//    never on data-saver or 2g connections.
//  - Progress bar (nprogress, loaded only when first needed) when a navigation lasts over 200 ms.
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { navigationTarget } from '@/lib/link-intent';
import { setPendingNavigation } from '@/lib/navigation-state';
import { canPrefetch } from '@/lib/prefetch';

const START_DELAY_MS = 200;

type NProgressApi = typeof import('nprogress');
let nprogress: Promise<NProgressApi> | null = null;
const loadProgress = () =>
  (nprogress ??= import('nprogress').then((m) => {
    const api = (m as unknown as { default?: NProgressApi }).default ?? m;
    api.configure({ showSpinner: false, minimum: 0.08 });
    return api;
  }));

const prefetched = new Set<string>();

function prefetchLink(router: ReturnType<typeof useRouter>, anchor: HTMLAnchorElement | null): void {
  if (!anchor || anchor.target === '_blank' || !canPrefetch(navigator as never)) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname || /\.\w+$/.test(url.pathname)) return;
  if (prefetched.has(url.pathname)) return;
  prefetched.add(url.pathname);
  router.prefetch(url.pathname + url.search);
}

const linkOf = (target: EventTarget | null) => (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;

export function ClientNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const timer = useRef<number | undefined>(undefined);
  const running = useRef(false);
  const shownPath = useRef(pathname);

  // Marks the moment the page is interactive (browser tests wait for it, like a reader would).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);

  useEffect(() => {
    const prefetch = (anchor: HTMLAnchorElement | null) => prefetchLink(router, anchor);
    const begin = (href: string) => {
      setPendingNavigation(href);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        running.current = true;
        void loadProgress().then((p) => running.current && p.start());
      }, START_DELAY_MS);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = linkOf(event.target);
      if (!anchor || /\.\w+$/.test(new URL(anchor.href, window.location.href).pathname)) return;
      const target = navigationTarget(event, anchor, new URL(window.location.href));
      if (!target) return;
      event.preventDefault();
      begin(target.href);
      router.push(target.pathname + target.search + target.hash);
    };
    // Back/forward to another page; a hash-only change renders nothing and must not start the bar.
    const onPop = () => {
      if (window.location.pathname !== shownPath.current) begin(window.location.href);
    };
    const onIntent = (event: Event) => prefetch(linkOf(event.target));

    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
      window.removeEventListener('popstate', onPop);
    };
  }, [router]);

  // Links marked for it are prefetched when they scroll into view (re-scanned on each page).
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        prefetchLink(router, entry.target as HTMLAnchorElement);
        observer.unobserve(entry.target);
      }
    });
    document.querySelectorAll('a[data-prefetch="viewport"]').forEach((a) => observer.observe(a));
    return () => observer.disconnect();
  }, [router, pathname]);

  useEffect(() => {
    shownPath.current = pathname;
    window.clearTimeout(timer.current);
    setPendingNavigation(null);
    if (running.current) {
      running.current = false;
      void loadProgress().then((p) => p.done());
    }
  }, [pathname]);

  return null;
}
