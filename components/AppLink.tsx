// The one link component of the site: a plain <a>, server-rendered, that works without
// JavaScript. ClientNavigation turns clicks on it into client-side navigation and applies the
// prefetch policy; `prefetch` only says when that is worth doing for this link.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { exportedHref, isExternal } from '@/lib/url';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
  /** 'intent' (default): on hover, focus or touch. 'viewport': also when scrolled into view (cheap, few links). */
  prefetch?: 'intent' | 'viewport' | 'none';
};

export function AppLink({ href, children, prefetch = 'intent', ...rest }: Props) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={exportedHref(href)} data-prefetch={prefetch === 'intent' ? undefined : prefetch} {...rest}>
      {children}
    </a>
  );
}
