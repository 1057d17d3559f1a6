// The fixed top header: product name, corporation selector, notifications and the account menu.
import { Link } from 'react-router';
import { Alignment, Icon, Navbar, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { NavigationService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { useService } from '../../kit';
import { CorporationSelector } from './CorporationSelector';
import { NewsBell } from './NewsBell';
import { AccountMenu } from './AccountMenu';

export function AppHeader() {
  const navigation = useService<NavigationService>(NavigationService);
  return (
    // The banner landmark: the product name, the corporation selector, the bell and the account menu are found by
    // landmark like the side menu and the page, not left outside every landmark (Blueprint's Navbar is a plain div).
    <header className="twb-header-banner">
      <Navbar fixedToTop className="twb-header">
        <NavbarGroup align={Alignment.START}>
          <NavbarHeading>
            <Link to={navigation.homePath()} className="twb-header__brand" aria-label={t('shell.header.homeLink')}>
              <Icon icon="office" size={20} />
              <span>{t('app.name')}</span>
            </Link>
          </NavbarHeading>
        </NavbarGroup>
        <NavbarGroup align={Alignment.END} className="twb-header__tools">
          <CorporationSelector />
          <NewsBell />
          <AccountMenu />
        </NavbarGroup>
      </Navbar>
    </header>
  );
}
