// The help cards plugins contribute for a page and the user's role: what to do here, shortcut links to
// the routes the user may open, and a manual to download.
import { Link } from 'react-router';
import { Button, Callout, Card, NonIdealState } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { HelpCard } from '../../core/kernel/plugin';
import { PluginRegistry } from '../../core/kernel/registry';
import { AuthService } from '../../core/services/contracts';
import { isRouteAvailable } from '../../core/services/guards';
import { t } from '../../core/i18n';
import '../../core/i18n/load/help';
import { useService, useServices } from './services-context';
import { useManualDownload } from './use-manual-download';
import { Heading } from './Heading';

function HelpCardView({ card, onManual, downloading }: { card: HelpCard; onManual: (name: string) => void; downloading: boolean }) {
  const services = useServices();
  const registry = useService<PluginRegistry>(PluginRegistry);
  // A shortcut the user could not open would only lead to a denial; such links are left out.
  const links = (card.links ?? []).flatMap((link) => {
    const route = registry.route(link.routeId);
    return route && isRouteAvailable(route, services) ? [{ ...link, path: route.path }] : [];
  });
  return (
    <Card className="twb-help-card" compact>
      <Heading>{t(card.title)}</Heading>
      <p className="twb-help-card__body">{t(card.body)}</p>
      {(links.length > 0 || card.manualName) && (
        <div className="twb-help-card__actions">
          {links.map((link) => (
            <Link key={link.routeId} to={link.path} className="twb-help-card__link">
              {t(link.label)}
            </Link>
          ))}
          {card.manualName && (
            <Button
              size="small"
              icon="document"
              text={t('help.downloadManual')}
              loading={downloading}
              onClick={() => onManual(card.manualName ?? '')}
            />
          )}
        </div>
      )}
    </Card>
  );
}

export function HelpCardList({ routeId }: { routeId: string }) {
  useSignals();
  const registry = useService<PluginRegistry>(PluginRegistry);
  const auth = useService<AuthService>(AuthService);
  const { downloading, failed, download } = useManualDownload();

  const roleType = auth.user.value?.role.attributes.roleType;
  const cards = roleType === undefined ? [] : registry.helpCards(routeId, roleType);

  return (
    <div className="twb-help-cards">
      {failed && (
        <Callout intent="danger" role="alert" className="twb-help-cards__error">
          {t('manual.downloadFailed')}
        </Callout>
      )}
      {cards.length === 0 && <NonIdealState description={t('help.empty')} />}
      {cards.map((card) => (
        <HelpCardView key={card.id} card={card} downloading={downloading === card.manualName} onManual={(name) => void download(name)} />
      ))}
    </div>
  );
}
