import type { ComponentProps } from 'react';
import { CodeActions } from './CodeActions.client';

type PreProps = ComponentProps<'pre'> & { 'data-language'?: string; 'data-title'?: string };

/** A highlighted code block (colours come from the build); only the buttons are interactive. */
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
        <CodeActions />
      </div>
    </figure>
  );
}
