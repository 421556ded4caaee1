'use client';
// Page-wide behaviours that nothing needs at first paint. Loaded after hydration (see
// DeferredChrome) so their code is not part of any page's first-load JavaScript.
import { NavbarAutoHide } from './NavbarAutoHide.client';
import { BackToTop } from './BackToTop.client';
import { DocsVersionKeeper } from './DocsVersionKeeper.client';
import { ChunkFailureReload } from './ChunkFailureReload.client';

export default function AfterLoadChrome({ backToTopLabel }: { backToTopLabel: string }) {
  return (
    <>
      <NavbarAutoHide />
      <BackToTop label={backToTopLabel} />
      <DocsVersionKeeper />
      <ChunkFailureReload />
    </>
  );
}
