// Which heading the table of contents marks as current, per the replaced site's rule:
// the first heading at or below the navbar; the previous one if that heading is not in the top half.
export interface HeadingBox {
  id: string;
  top: number;
}

export function activeHeading(boxes: HeadingBox[], navbarHeight: number, windowHeight: number): string | null {
  const index = boxes.findIndex((b) => b.top >= navbarHeight - 1);
  if (index === -1) return boxes.length ? boxes[boxes.length - 1]!.id : null;
  const first = boxes[index]!;
  if (first.top > windowHeight / 2 && index > 0) return boxes[index - 1]!.id;
  return first.id;
}

/** Browsers percent-encode Chinese hashes; ids are stored decoded. */
export function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
