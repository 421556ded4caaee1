import { site } from '@/lib/site';
import { isExternal } from '@/lib/url';
import { strings, t } from '@/lib/i18n';
import { AppLink } from '@/components/AppLink';

export function Footer() {
  return (
    <footer className="footer">
      <nav aria-label={strings.footerLinksLabel}>
        <ul className="footer__links">
          {site.footerLinks.map((link) => (
            <li key={link.href}>
              <AppLink href={link.href} prefetch="none">
                {link.label}
                {isExternal(link.href) && (
                  <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" className="external-icon">
                    <path
                      d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
                      stroke="currentColor"
                      strokeWidth="2"
                      fill="none"
                    />
                  </svg>
                )}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer__copyright">{t('copyright', { year: site.copyrightYear, name: site.title })}</p>
    </footer>
  );
}
