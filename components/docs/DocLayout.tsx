import type { ReactNode } from 'react';
import type { NavLink, NavSidebar } from '@/lib/docs/tree';
import type { Heading } from '@/lib/markdown/headings';
import { Sidebar } from './Sidebar';
import { Breadcrumbs } from './Breadcrumbs';
import { Pagination } from './Pagination';
import { TableOfContents, TableOfContentsMobile } from './TableOfContents';
import { DeferredDocEffects } from './DeferredDocEffects.client';
import { StaticMarkup } from './StaticMarkup.client';

interface Props {
  title: string;
  route: string;
  sidebar: NavSidebar | null;
  breadcrumbs: NavLink[];
  prev?: NavLink;
  next?: NavLink;
  headings?: Heading[];
  /** Shown under the title, e.g. a category's one-line description. */
  lead?: string;
  footer?: ReactNode;
  /** False for generated pages (category cards) that must not get the prose styles. */
  prose?: boolean;
  children: ReactNode;
}

export function DocLayout({
  title,
  route,
  sidebar,
  breadcrumbs,
  prev,
  next,
  headings = [],
  lead,
  footer,
  prose = true,
  children,
}: Props) {
  // One element for both places: the RSC data then carries the sidebar once and refers to it.
  const sidebarNav = sidebar ? <Sidebar sidebar={sidebar} activeRoute={route} /> : null;
  return (
    <div className={sidebar ? 'doc-page' : 'doc-page doc-page--no-sidebar'}>
      {sidebarNav && <aside className="doc-sidebar">{sidebarNav}</aside>}
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <article className="doc-article">
          <Breadcrumbs trail={breadcrumbs} />
          <header className="markdown">
            <h1>{title}</h1>
            {lead && <p className="doc-lead">{lead}</p>}
          </header>
          <TableOfContentsMobile headings={headings} />
          {prose ? <StaticMarkup staticMarkupId={route}>{children}</StaticMarkup> : children}
          {footer}
          <Pagination prev={prev} next={next} />
        </article>
        <TableOfContents headings={headings} />
      </main>
      <DeferredDocEffects tocIds={headings.map((h) => h.id)} mobileSidebar={sidebarNav} />
    </div>
  );
}
