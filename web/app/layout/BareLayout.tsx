// The layout of the sign-in pages: no navigation, the product name above a centred card.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { Card, Icon } from '@blueprintjs/core';
import { t } from '../../../core/i18n';
import { SystemErrorBanner } from '../../kit/SystemErrorBanner';
import { SiteFooter } from '../../kit/SiteFooter';
import { useCurrentRoute } from '../route-handle';

export function BareLayout() {
  const current = useCurrentRoute();
  const title = current?.route.title;

  useEffect(() => {
    document.title = title ? `${title} | ${t('app.name')}` : t('app.name');
  }, [title]);

  return (
    <div className="twb-bare">
      {/* The banner landmark: the product name is found by landmark like the page and the footer. */}
      <header className="twb-bare__brand">
        <Icon icon="office" size={28} intent="primary" />
        <span className="twb-bare__product">{t('app.name')}</span>
      </header>
      <main className="twb-bare__main">
        <SystemErrorBanner />
        <Card className="twb-bare__card" elevation={1}>
          {title && <h1 className="twb-bare__title">{title}</h1>}
          <Outlet />
        </Card>
      </main>
      <SiteFooter />
    </div>
  );
}
