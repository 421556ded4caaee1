import { crashStrings as strings } from '@/lib/i18n-crash';
import { errorChain } from '@/lib/errors';

/** What a crashed page shows: the title, a retry button and the error with its causes. */
export function CrashView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [first, ...causes] = errorChain(error);
  return (
    <main id="main-content" className="crash" tabIndex={-1}>
      <h1>{strings.crashTitle}</h1>
      <button type="button" className="button" onClick={onRetry}>
        {strings.retry}
      </button>
      <pre className="crash__error">
        {first}
        {causes.map((line, i) => (
          <span key={i}>
            {'\n\n'}
            {strings.errorCause} {line}
          </span>
        ))}
      </pre>
    </main>
  );
}
