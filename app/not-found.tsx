import type { Metadata } from 'next';
import { strings } from '@/lib/i18n';

export const metadata: Metadata = { title: strings.notFoundTitle, robots: { index: false }, alternates: { canonical: null } };

export default function NotFound() {
  return (
    <main id="main-content" className="not-found" tabIndex={-1}>
      <h1>{strings.notFoundTitle}</h1>
      <p>{strings.notFoundBody}</p>
      <p>{strings.notFoundHint}</p>
    </main>
  );
}
