import { strings } from '@/lib/i18n';
import type { NavSidebar } from '@/lib/docs/tree';
import { SidebarTree } from './SidebarTree';

/** The docs sidebar: a column on desktop; below 997 px the doc layout also renders it into the mobile menu. */
export function Sidebar({ sidebar, activeRoute }: { sidebar: NavSidebar; activeRoute: string }) {
  return (
    <nav aria-label={strings.sidebarLabel} className="sidebar">
      <SidebarTree sidebar={sidebar} activeRoute={activeRoute} />
    </nav>
  );
}
