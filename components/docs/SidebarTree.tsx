import type { NavDoc, NavSidebar } from '@/lib/docs/tree';
import { AppLink } from '@/components/AppLink';
import { t } from '@/lib/i18n';
import { SidebarCategory } from './SidebarCategory.client';

function SidebarDocLink({ doc, active }: { doc: NavDoc; active: boolean }) {
  return (
    <li className="sidebar__item">
      <AppLink href={doc.route} className="sidebar__link" aria-current={active ? 'page' : undefined}>
        {doc.title}
      </AppLink>
    </li>
  );
}

export function SidebarTree({ sidebar, activeRoute }: { sidebar: NavSidebar; activeRoute: string }) {
  return (
    <ul className="sidebar__list">
      {sidebar.items.map((item) =>
        item.kind === 'doc' ? (
          <SidebarDocLink key={item.route} doc={item} active={item.route === activeRoute} />
        ) : (
          <SidebarCategory
            key={item.route}
            label={item.title}
            expandLabel={t('expandCategory', { label: item.title })}
            collapseLabel={t('collapseCategory', { label: item.title })}
            href={item.route}
            active={item.route === activeRoute}
            containsActive={item.route === activeRoute || item.items.some((doc) => doc.route === activeRoute)}
          >
            {item.items.map((doc) => (
              <SidebarDocLink key={doc.route} doc={doc} active={doc.route === activeRoute} />
            ))}
          </SidebarCategory>
        ),
      )}
    </ul>
  );
}
