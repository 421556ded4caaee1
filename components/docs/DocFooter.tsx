import { t } from '@/lib/i18n';
import { formatDate } from '@/lib/docs/last-updated';
import { CopyMarkdownButton } from './CopyMarkdownButton.client';

/** Under the article: the Markdown copy of the page and its last change date (when git knows it). */
export function DocFooter({ markdownHref, updated }: { markdownHref: string; updated: Date | null }) {
  return (
    <div className="doc-footer">
      <CopyMarkdownButton href={markdownHref} />
      {updated && <p className="doc-footer__updated">{t('lastUpdated', { byUser: '', atDate: `于 ${formatDate(updated)} ` })}</p>}
    </div>
  );
}
