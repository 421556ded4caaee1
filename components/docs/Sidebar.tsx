import { strings } from '@/lib/i18n';
import type { NavSidebar } from '@/lib/docs/tree';
import { SidebarTree } from './SidebarTree';
import { SidebarMobilePortal } from './SidebarMobilePortal.client';
import { SidebarScrollKeeper } from './SidebarScrollKeeper.client';

export function Sidebar({ sidebar, activeRoute }: { sidebar: NavSidebar; activeRoute: string }) {
  return (
    <>
      <aside className="doc-sidebar">
        <nav aria-label={strings.sidebarLabel} className="sidebar">
          <SidebarTree sidebar={sidebar} activeRoute={activeRoute} />
        </nav>
        <SidebarScrollKeeper />
      </aside>
      <SidebarMobilePortal>
        <nav aria-label={strings.sidebarLabel} className="sidebar">
          <SidebarTree sidebar={sidebar} activeRoute={activeRoute} />
        </nav>
      </SidebarMobilePortal>
    </>
  );
}
