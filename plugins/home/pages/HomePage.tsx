// Home (/): a greeting, the news, and the help cards for the user's role; downloads a manual named in the
// query, and tells a user sent here by a denied page that the permission is missing.
import '../home.css';
import { Callout } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { AuthService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import '../../../core/home/load-messages';
import { PermissionErrorCallout, actingOrganizationName, roleLabel, useService, Heading, Subsection } from '../../../web/kit';
import { HelpCardList } from '../../../web/kit/HelpCardList';
import { NewsList } from '../components/NewsList';
import { SpendPicture } from '../components/SpendPicture';
import { useManualFromQuery } from '../components/use-manual-from-query';
import { HOME_ROUTE_ID } from '../../../core/kernel/plugin';

export default function HomePage() {
  useSignals();
  const auth = useService<AuthService>(AuthService);
  const manualFailure = useManualFromQuery();
  const user = auth.user.value;

  return (
    <div className="twb-home">
      <PermissionErrorCallout />
      {manualFailure && (
        <Callout intent="danger" role="alert" className="twb-home__manual-error">
          {manualFailure}
        </Callout>
      )}
      {user && (
        <p className="twb-home__welcome">
          {t('home.welcome', { name: user.user.userName })}
          {t('home.welcomeRole', { organization: actingOrganizationName(user), role: roleLabel(user.role.attributes.roleType) })}
        </p>
      )}
      <div className="twb-home__columns">
        <div className="twb-home__main">
          <section className="twb-home__news" aria-label={t('home.news.title')}>
            <NewsList />
          </section>
          <SpendPicture />
        </div>
        <section className="twb-home__help" aria-label={t('home.help.title')}>
          <Heading className="twb-home-section-title">{t('home.help.title')}</Heading>
          <Subsection>
            <HelpCardList routeId={HOME_ROUTE_ID} />
          </Subsection>
        </section>
      </div>
    </div>
  );
}
