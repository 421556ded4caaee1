'use client';
import { useState } from 'react';
import { strings } from '@/lib/i18n';
import { copyText } from '@/lib/clipboard';

/** Copies the page's Markdown twin (<route>.md), fetched only when asked for. */
export function CopyMarkdownButton({ href }: { href: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(String(response.status));
      setState((await copyText(await response.text())) ? 'copied' : 'failed');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 1500);
  }
  return (
    <span className="copy-markdown">
      <button type="button" className="copy-markdown__button" onClick={copy}>
        {state === 'copied' ? strings.markdownCopied : strings.copyMarkdown}
      </button>
      <a href={href} className="copy-markdown__link">
        {strings.viewMarkdown}
      </a>
      <span className="visually-hidden" role="status">
        {state === 'copied' ? strings.markdownCopied : state === 'failed' ? strings.markdownCopyFailed : ''}
      </span>
    </span>
  );
}
