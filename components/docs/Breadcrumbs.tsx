import { strings } from '@/lib/i18n';
import type { NavLink } from '@/lib/docs/tree';
import { AppLink } from '@/components/AppLink';

export function Breadcrumbs({ trail }: { trail: NavLink[] }) {
  return (
    <nav className="breadcrumbs" aria-label={strings.breadcrumbsLabel}>
      <ol>
        <li>
          <AppLink href="/" aria-label={strings.breadcrumbsHome} className="breadcrumbs__home">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z" fill="currentColor" />
            </svg>
          </AppLink>
        </li>
        {trail.map((crumb, i) =>
          i === trail.length - 1 ? (
            <li key={crumb.route} aria-current="page">
              <span className="breadcrumbs__current">{crumb.title}</span>
            </li>
          ) : (
            <li key={crumb.route}>
              <AppLink href={crumb.route}>{crumb.title}</AppLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
