// Lets a user with several corporations choose the one being viewed (spec 1); hidden for everyone else.
import { useRef, useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import { CorporationService, ErrorService, NavigationService, ToastService } from '../../../core/services/contracts';
import { PluginRegistry } from '../../../core/kernel/registry';
import { isRouteAvailable } from '../../../core/services/guards';
import { t } from '../../../core/i18n';
import { SelectInput, SelectOption, useService, useServices } from '../../kit';
import { useCurrentRoute } from '../route-handle';
import { pageAfterSwitch, switchState } from './corporation-switch';

export function CorporationSelector() {
  useSignals();
  const corporations = useService<CorporationService>(CorporationService);
  const errors = useService<ErrorService>(ErrorService);
  const navigation = useService<NavigationService>(NavigationService);
  const registry = useService<PluginRegistry>(PluginRegistry);
  const toasts = useService<ToastService>(ToastService);
  const services = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useCurrentRoute();
  // Where the person is when the switch has been made, which may not be where they chose the corporation: the page
  // may change while the switch is asked of the server (a menu link clicked meanwhile), and they stay where they went.
  const pending = useNavigation().state !== 'idle';
  const now = useRef({ location, current, pending });
  now.current = { location, current, pending };
  const [switching, setSwitching] = useState(false);

  const choices = corporations.organizations.value;
  if (choices.length < 2) return null;
  const selected = choices.find((choice) => choice.selected)?.organizationId ?? choices[0].organizationId;

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    setSwitching(true);
    try {
      await corporations.switchTo(event.currentTarget.value);
      // The page stays when the new corporation may open it, drawn afresh with the new corporation's data.
      const { location, current, pending } = now.current;
      // A page change the person started meanwhile goes on: the page it opens loads for the new corporation.
      if (pending) return;
      const destination = pageAfterSwitch(
        current && { route: current.route, search: location.search },
        (id) => registry.route(id),
        (route) => isRouteAvailable(route, services),
        navigation.homePath(),
      );
      await navigate(destination.to, { state: switchState(), replace: destination.to === `${location.pathname}${location.search}` });
      if (destination.droppedFilters) toasts.show(t('corporation.filtersDropped'), 'none');
    } catch (error) {
      errors.handle(error);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <label className="twb-corp-selector">
      <span className="twb-corp-selector__label">{t('shell.header.corporation')}</span>
      <SelectInput value={selected} onChange={(event) => void onChange(event)} disabled={switching} minimal={false}>
        {choices.map((choice) => (
          <SelectOption key={choice.organizationId} value={choice.organizationId} label={choice.organizationName} />
        ))}
      </SelectInput>
    </label>
  );
}
