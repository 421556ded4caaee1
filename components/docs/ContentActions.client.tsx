'use client';
// One delegated listener for the buttons inside doc content: copy code, toggle word wrap,
// copy the page's Markdown. The buttons are server-rendered; their labels travel in data-*.
import { useEffect } from 'react';
import { copyText } from '@/lib/clipboard';

const FEEDBACK_MS = 1000;

/** Shows a temporary label (and data-done for the icon) on a button, then restores it. */
function flash(button: HTMLButtonElement, label: string) {
  const idle = button.dataset.label ?? '';
  const visibleText = button.dataset.codeAction ? null : button.textContent;
  button.setAttribute('aria-label', label);
  button.dataset.done = '';
  if (visibleText !== null) button.textContent = label;
  window.setTimeout(() => {
    button.setAttribute('aria-label', idle);
    delete button.dataset.done;
    if (visibleText !== null) button.textContent = idle;
  }, FEEDBACK_MS);
}

async function onCodeAction(button: HTMLButtonElement) {
  const pre = button.closest('.code-block__body')?.querySelector('pre');
  if (!pre) return;
  if (button.dataset.codeAction === 'wrap') {
    const on = !pre.hasAttribute('data-wrap');
    pre.toggleAttribute('data-wrap', on);
    button.setAttribute('aria-pressed', String(on));
    return;
  }
  const code = (pre.querySelector('code') ?? pre).innerText.replace(/\n$/, '');
  if (await copyText(code)) flash(button, button.dataset.doneLabel ?? '');
}

async function onCopyMarkdown(button: HTMLButtonElement) {
  try {
    const response = await fetch(button.dataset.copyMarkdown!);
    if (!response.ok) throw new Error(String(response.status));
    const ok = await copyText(await response.text());
    flash(button, (ok ? button.dataset.doneLabel : button.dataset.failedLabel) ?? '');
  } catch {
    flash(button, button.dataset.failedLabel ?? '');
  }
}

export function ContentActions() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(
        'button[data-code-action], button[data-copy-markdown]',
      ) as HTMLButtonElement | null;
      if (!button) return;
      if (button.dataset.copyMarkdown) void onCopyMarkdown(button);
      else void onCodeAction(button);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
