import { highlight } from '@/lib/search/highlight';

/** Text with every match of the query wrapped in <mark>, as elements (never injected HTML). */
export function Highlighted({ text, parts }: { text: string; parts: string[] }) {
  return (
    <>{highlight(text, parts).map((seg, i) => (seg.match ? <mark key={i}>{seg.text}</mark> : <span key={i}>{seg.text}</span>))}</>
  );
}
