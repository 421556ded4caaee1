import type { ComponentProps } from 'react';
import { strings } from '@/lib/i18n';

type PreProps = ComponentProps<'pre'> & { 'data-language'?: string; 'data-title'?: string };

/**
 * A highlighted code block (colours come from the build). Its copy and word-wrap buttons are
 * plain server-rendered buttons; ContentActions handles them for every block with one listener.
 * Their icons are CSS masks (content.css), so a page with many blocks does not repeat the SVGs.
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
          />
          <button
            type="button"
            className="code-block__button"
            data-code-action="copy"
            data-label={strings.copyCode}
            data-done-label={strings.copied}
            aria-label={strings.copyCode}
            title={strings.copyCode}
          />
        </div>
      </div>
    </figure>
  );
}
