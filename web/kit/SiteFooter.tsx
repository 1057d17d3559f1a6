// The footer links to the site's own pages (privacy policy, cookie notice, terms, contact): on the sign-in pages and
// in the shell. Plain links only, so the sign-in page's JavaScript stays as light as it is.
import { Link } from 'react-router';
import { SITE_PATHS } from '../../core/site/paths';
import { t } from '../../core/i18n';

const LINKS = [
  { to: SITE_PATHS.privacy, label: 'site.privacy.title' },
  { to: SITE_PATHS.cookie, label: 'site.cookie.title' },
  { to: SITE_PATHS.terms, label: 'site.terms.title' },
  { to: SITE_PATHS.contact, label: 'site.contact.title' },
] as const;

export function SiteFooter() {
  return (
    <footer className="twb-site-footer">
      <nav aria-label={t('site.footer.label')}>
        <ul className="twb-site-footer__links">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
