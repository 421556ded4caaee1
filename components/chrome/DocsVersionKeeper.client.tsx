'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { rememberDocsVersion } from '@/lib/docs-version';

/** Drops an unknown stored docs version; visiting docs stores the current one, as the replaced site did. */
export function DocsVersionKeeper() {
  const pathname = usePathname();
  useEffect(() => rememberDocsVersion(pathname.startsWith('/docs')), [pathname]);
  return null;
}
