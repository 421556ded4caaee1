import type { ReactNode } from 'react';
import { strings } from '@/lib/i18n';

const TYPES = {
  note: { label: strings.admonitionNote, icon: 'ℹ︎' },
  tip: { label: strings.admonitionTip, icon: '✓' },
  info: { label: strings.admonitionInfo, icon: 'i' },
  warning: { label: strings.admonitionWarning, icon: '!' },
  danger: { label: strings.admonitionDanger, icon: '‼' },
  caution: { label: strings.admonitionCaution, icon: '!' },
} as const;

export type AdmonitionType = keyof typeof TYPES;

export function Admonition({ type = 'note', title, children }: { type?: AdmonitionType; title?: string; children: ReactNode }) {
  const kind = TYPES[type] ? type : 'note';
  const { label, icon } = TYPES[kind];
  return (
    <aside className={`admonition admonition--${kind}`} aria-label={title ?? label}>
      <p className="admonition__heading">
        <span className="admonition__icon" aria-hidden="true">
          {icon}
        </span>
        {title ?? label}
      </p>
      <div className="admonition__content">{children}</div>
    </aside>
  );
}
