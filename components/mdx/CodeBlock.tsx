import type { ComponentProps } from 'react';
import { strings } from '@/lib/i18n';

type PreProps = ComponentProps<'pre'> & { 'data-language'?: string; 'data-title'?: string };

/**
 * A highlighted code block (colours come from the build). Its copy and word-wrap buttons are
 * plain server-rendered buttons; ContentActions handles them for every block with one listener.
 */
export function CodeBlock({ children, className, style, ...props }: PreProps) {
  const language = props['data-language'];
  const title = props['data-title'];
  return (
    <figure className="code-block" data-language={language}>
      {(title || (language && language !== 'text')) && (
        <figcaption className="code-block__header">
          <span className="code-block__title">{title}</span>
          {language && language !== 'text' && <span className="code-block__lang">{language}</span>}
        </figcaption>
      )}
      <div className="code-block__body">
        <pre className={className} style={style} tabIndex={0}>
          {children}
        </pre>
        <div className="code-block__actions">
          <button
            type="button"
            className="code-block__button"
            data-code-action="wrap"
            aria-label={strings.toggleWordWrap}
            title={strings.toggleWordWrap}
            aria-pressed="false"
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-2-2 2 2 2M4 18h6"
                stroke="currentColor"
                strokeWidth="2"
                fill="none"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className="code-block__button"
            data-code-action="copy"
            data-label={strings.copyCode}
            data-done-label={strings.copied}
            aria-label={strings.copyCode}
            title={strings.copyCode}
          >
            <svg className="icon-idle" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <rect x="8" y="8" width="12" height="12" rx="2" stroke="currentColor" strokeWidth="2" fill="none" />
              <path
                d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3"
                stroke="currentColor"
                strokeWidth="2"
                fill="none"
              />
            </svg>
            <svg className="icon-done" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M5 13l4 4L19 7" stroke="currentColor" strokeWidth="2.4" fill="none" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
    </figure>
  );
}
