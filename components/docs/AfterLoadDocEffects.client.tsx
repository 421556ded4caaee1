'use client';
// Doc-page behaviours loaded after hydration: TOC scroll-spy, sidebar scroll memory, and the
// content buttons (copy code, word wrap, copy Markdown) and tabs.
import { TocSpy } from './TocSpy.client';
import { SidebarScrollKeeper } from './SidebarScrollKeeper.client';
import { ContentActions } from './ContentActions.client';
import { SidebarMobilePortal } from './SidebarMobilePortal.client';
import { TabsController } from '@/components/mdx/TabsController.client';
import type { ReactNode } from 'react';

export default function AfterLoadDocEffects({ tocIds, mobileSidebar }: { tocIds: string[]; mobileSidebar: ReactNode }) {
  return (
    <>
      {tocIds.length > 0 && <TocSpy ids={tocIds} />}
      {mobileSidebar && <SidebarScrollKeeper />}
      {mobileSidebar && <SidebarMobilePortal>{mobileSidebar}</SidebarMobilePortal>}
      <ContentActions />
      <TabsController />
    </>
  );
}
