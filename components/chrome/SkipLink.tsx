import { strings } from '@/lib/i18n';

export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      {strings.skipToContent}
    </a>
  );
}
