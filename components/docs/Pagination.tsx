import { strings } from '@/lib/i18n';
import type { NavLink } from '@/lib/docs/tree';
import { AppLink } from '@/components/AppLink';

export function Pagination({ prev, next }: { prev?: NavLink; next?: NavLink }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label={strings.paginationLabel}>
      {prev ? (
        <AppLink href={prev.route} className="pagination__link" rel="prev">
          <span className="pagination__sub">{strings.previous}</span>
          <span className="pagination__title">« {prev.title}</span>
        </AppLink>
      ) : (
        <span />
      )}
      {next && (
        <AppLink href={next.route} className="pagination__link pagination__link--next" rel="next">
          <span className="pagination__sub">{strings.next}</span>
          <span className="pagination__title">{next.title} »</span>
        </AppLink>
      )}
    </nav>
  );
}
