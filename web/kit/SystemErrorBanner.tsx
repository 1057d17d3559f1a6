// The system-error banner of spec 8: shown while ErrorService holds a system error, dismissed by a click.
import { Callout } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { ErrorService } from '../../core/services/contracts';
import { t } from '../../core/i18n';
import { useService } from './services-context';

export function SystemErrorBanner() {
  useSignals();
  const errors = useService<ErrorService>(ErrorService);
  if (!errors.systemError.value) return null;
  return (
    <Callout
      intent="danger"
      icon="error"
      className="twb-system-error"
      role="alert"
      title={t('common.dismiss')}
      onClick={() => errors.resetAll()}
    >
      {errors.message.value ?? t('error.system')}
    </Callout>
  );
}
