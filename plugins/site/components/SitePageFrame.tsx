// The frame of the site's public pages: the page body, then a way back (home when signed in, else sign-in).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import { AuthService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { useService } from '../../../web/kit';

export function SitePageFrame({ children }: { children: ReactNode }) {
  useSignals();
  const auth = useService<AuthService>(AuthService);
  const signedIn = auth.user.value !== null;
  return (
    <div className="twb-site-page">
      {children}
      <p className="twb-site-page__back">
        {/* Home either way: a visitor is sent on to sign-in, and /Login itself would sign a member out (spec 2.4). */}
        <Link to="/">{signedIn ? t('site.footer.backToHome') : t('site.footer.backToLogin')}</Link>
      </p>
    </div>
  );
}
