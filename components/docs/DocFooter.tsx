import { strings, t } from '@/lib/i18n';
import { formatDate } from '@/lib/docs/last-updated';

/** Under the article: the Markdown copy of the page (copied by ContentActions) and its last change date. */
export function DocFooter({ markdownHref, updated }: { markdownHref: string; updated: Date | null }) {
  return (
    <div className="doc-footer">
      <span className="copy-markdown">
        <button
          type="button"
          className="copy-markdown__button"
          data-copy-markdown={markdownHref}
          data-label={strings.copyMarkdown}
          data-done-label={strings.markdownCopied}
          data-failed-label={strings.markdownCopyFailed}
        >
          {strings.copyMarkdown}
        </button>
        <a href={markdownHref} className="copy-markdown__link">
          {strings.viewMarkdown}
        </a>
      </span>
      {updated && <p className="doc-footer__updated">{t('lastUpdated', { byUser: '', atDate: `于 ${formatDate(updated)} ` })}</p>}
    </div>
  );
}
