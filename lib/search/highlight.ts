// Splits text into plain and matched segments, for rendering matches as <mark> elements.
import { fold } from './tokenize';

export interface Segment {
  text: string;
  match: boolean;
}

export function highlight(text: string, parts: string[]): Segment[] {
  const folded = fold(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const part of parts) {
    if (!part) continue;
    for (let at = folded.indexOf(part); at !== -1; at = folded.indexOf(part, at + part.length)) {
      marked.fill(true, at, at + part.length);
    }
  }
  const segments: Segment[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = segments[segments.length - 1];
    if (last && last.match === marked[i]) last.text += text[i];
    else segments.push({ text: text[i]!, match: marked[i]! });
  }
  return segments;
}

/** A window of `text` around the first match of any part, with ellipses where cut. */
export function snippet(text: string, parts: string[], before = 24, length = 90): string {
  const folded = fold(text);
  const firsts = parts.map((p) => folded.indexOf(p)).filter((i) => i >= 0);
  const first = firsts.length ? Math.min(...firsts) : 0;
  const start = Math.max(0, first - before);
  const end = Math.min(text.length, start + length);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
