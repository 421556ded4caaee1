'use client';
// The article body of a doc page. It is static markup (links, tabs and copy buttons work through
// document-level listeners), so after the export the page's inline React Server Component data
// leaves it out (lib/export/static-markup.ts): the HTML carries it once instead of twice, and
// hydration skips it. Client navigation still brings it as children, rendered as usual.
import { useState, type ReactNode } from 'react';

// Markup of bodies that arrived without children, by id: a later visit from the client-side
// router cache (back to the first page) renders it again.
const kept = new Map<string, string>();

function serverMarkup(id: string): string {
  if (!kept.has(id)) {
    const element = document.querySelector(`[data-static-markup="${CSS.escape(id)}"]`);
    if (element) kept.set(id, element.innerHTML);
  }
  return kept.get(id) ?? '';
}

/** `staticMarkupId` names the element in the RSC data for the export step; it must stay unique to this component. */
export function StaticMarkup({ staticMarkupId: id, children }: { staticMarkupId: string; children?: ReactNode }) {
  if (children != null) {
    return (
      <div className="markdown" data-static-markup={id}>
        {children}
      </div>
    );
  }
  return <ServerRenderedMarkup id={id} />;
}

function ServerRenderedMarkup({ id }: { id: string }) {
  // Read once, while hydrating: React keeps a dangerouslySetInnerHTML element's content as is.
  const [html] = useState(() => serverMarkup(id));
  return <div className="markdown" data-static-markup={id} dangerouslySetInnerHTML={{ __html: html }} />;
}
