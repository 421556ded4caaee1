'use client';
// The one link component of the site. Internal links prefetch on intent (hover, focus, touch)
// or, where cheap, when visible; never on data-saver or 2g. External links open safely.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { canPrefetch } from '@/lib/prefetch';
import { isExternal } from '@/lib/site';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
  /** 'intent' (default) prefetches on hover/focus/touch; 'viewport' also when scrolled into view. */
  prefetch?: 'intent' | 'viewport' | 'none';
};

export function AppLink({ href, children, prefetch = 'intent', onMouseEnter, onFocus, onTouchStart, ...rest }: Props) {
  const router = useRouter();
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  const allowed = () => typeof navigator !== 'undefined' && canPrefetch(navigator as never);
  const onIntent = () => {
    if (prefetch !== 'none' && allowed()) router.prefetch(href);
  };
  const viewportPrefetch = prefetch === 'viewport' && typeof navigator !== 'undefined' && allowed();
  return (
    <Link
      href={href}
      prefetch={viewportPrefetch ? null : false}
      onMouseEnter={(e) => {
        onIntent();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        onIntent();
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        onIntent();
        onTouchStart?.(e);
      }}
      {...rest}
    >
      {children}
    </Link>
  );
}
