// Decides whether a click on a link is a client-side navigation to another page of this site.
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/** Returns the target URL when the click starts a navigation to another page, else null. */
export function navigationTarget(event: ClickLike, anchor: AnchorLike, current: URL): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let target: URL;
  try {
    target = new URL(anchor.href, current);
  } catch {
    return null;
  }
  if (target.origin !== current.origin) return null;
  // Same page (hash links included): nothing loads, so no progress bar.
  if (target.pathname === current.pathname && target.search === current.search) return null;
  return target;
}
