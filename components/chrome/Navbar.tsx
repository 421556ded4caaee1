import { pick, strings } from '@/lib/i18n';
import { site } from '@/lib/site';
import { navSidebars } from '@/lib/docs/tree';
import { AppLink } from '@/components/AppLink';
import { ThemeToggle } from './ThemeToggle.client';
import { MobileNav } from './MobileNav.client';
import { Logo } from './Logo';
import { SearchBox } from '@/components/search/SearchBox.client';

export function Navbar() {
  const entries = navSidebars.map((s) => ({ label: s.label, href: s.route, sidebarId: s.id }));
  return (
    <nav className="navbar" aria-label={strings.mainNavLabel}>
      <div className="navbar__inner">
        <MobileNav entries={entries} labels={pick('toggleNav', 'closeNav', 'mainNavLabel', 'backToMainMenu')} />
        <AppLink href="/" className="navbar__brand" prefetch="viewport">
          <Logo />
          <span className="navbar__title">{site.title}</span>
        </AppLink>
        <ul className="navbar__items">
          {entries.map((e) => (
            <li key={e.href}>
              <AppLink href={e.href} className="navbar__link" data-sidebar={e.sidebarId} prefetch="viewport">
                {e.label}
              </AppLink>
            </li>
          ))}
        </ul>
        <div className="navbar__end">
          <SearchBox labels={pick('search', 'searchDocs')} />
          <ThemeToggle labels={pick('themeToggleLight', 'themeToggleDark')} />
        </div>
      </div>
    </nav>
  );
}
