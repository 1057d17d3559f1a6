// The site notice (/SiteNotice): how the site may be used, accounts, periods, maintenance, environment.
import '../auth.css';
import { Card } from '@blueprintjs/core';
import { ACCOUNT_LOCK_COUNT } from '../../../core/domain/constants';
import { t, type MessageKey } from '../../../core/i18n';
import { Heading } from '../../../web/kit';

const SECTIONS: readonly { heading: MessageKey; body: MessageKey }[] = [
  { heading: 'auth.siteNotice.roles.heading', body: 'auth.siteNotice.roles.body' },
  { heading: 'auth.siteNotice.account.heading', body: 'auth.siteNotice.account.body' },
  { heading: 'auth.siteNotice.period.heading', body: 'auth.siteNotice.period.body' },
  { heading: 'auth.siteNotice.hours.heading', body: 'auth.siteNotice.hours.body' },
  { heading: 'auth.siteNotice.environment.heading', body: 'auth.siteNotice.environment.body' },
  { heading: 'auth.siteNotice.contact.heading', body: 'auth.siteNotice.contact.body' },
];

export default function SiteNoticePage() {
  return (
    <Card className="twb-site-notice">
      <p>{t('auth.siteNotice.intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section.heading} className="twb-site-notice__section">
          <Heading>{t(section.heading)}</Heading>
          <p>{t(section.body, { count: ACCOUNT_LOCK_COUNT })}</p>
        </section>
      ))}
    </Card>
  );
}
