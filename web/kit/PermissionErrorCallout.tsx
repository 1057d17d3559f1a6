// "You do not have permission" on the page the user was sent to after a denied route (spec 2.4). The denial belongs
// to that one visit: the flag is consumed when the callout mounts, so the next page starts clean.
import { useEffect, useState } from 'react';
import { Callout } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { ErrorService } from '../../core/services/contracts';
import { t } from '../../core/i18n';
import { useService } from './services-context';

export function PermissionErrorCallout() {
  useSignals();
  const errors = useService<ErrorService>(ErrorService);
  // Read once at mount without subscribing: the state survives the flag being cleared just below.
  const [deniedOnArrival] = useState(() => errors.permissionError.peek());
  useEffect(() => {
    if (deniedOnArrival) errors.setPermissionError(false);
  }, [deniedOnArrival, errors]);

  // A denial while the page stays mounted (a redirect back to this same page) shows too.
  if (!deniedOnArrival && !errors.permissionError.value) return null;
  return (
    <Callout intent="warning" icon="lock" className="twb-permission-error" role="alert">
      {t('error.permission')}
    </Callout>
  );
}
