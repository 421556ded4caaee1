import { strings } from '@/lib/i18n';
import type { Heading } from '@/lib/markdown/headings';

function TocList({ headings }: { headings: Heading[] }) {
  return (
    <ul className="toc__list">
      {headings.map((h) => (
        <li key={h.id} className={h.depth === 3 ? 'toc__item toc__item--nested' : 'toc__item'}>
          <a href={`#${h.id}`} className="toc__link" data-toc-id={h.id}>
            {h.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Desktop: right-hand column with scroll-spy. */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  if (headings.length === 0) return null;
  return (
    <div className="doc-toc">
      <nav className="toc" aria-label={strings.onThisPage}>
        <TocList headings={headings} />
      </nav>
    </div>
  );
}

/** Mobile: a collapsed "本页总览" above the body; <details> works without JavaScript. */
export function TableOfContentsMobile({ headings }: { headings: Heading[] }) {
  if (headings.length === 0) return null;
  return (
    <details className="toc-mobile">
      <summary>{strings.onThisPage}</summary>
      <TocList headings={headings} />
    </details>
  );
}
