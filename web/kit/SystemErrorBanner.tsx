// The system-error banner of spec 8: shown while ErrorService holds a system error, dismissed by a click anywhere on
// it (the spec) or by its close button (keyboard users). A headline names what happened (the error type: reading,
// editing, uploading or common); the message says what to do.
import { Button, Callout } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { ErrorService } from '../../core/services/contracts';
import { t } from '../../core/i18n';
import { errorTypeLabel } from '../../core/api/error-type-label';
import { useService } from './services-context';

export function SystemErrorBanner() {
  useSignals();
  const errors = useService<ErrorService>(ErrorService);
  if (!errors.systemError.value) return null;
  const dismiss = () => errors.resetAll();
  // The headline names the kind of error (spec 3/8 error types): what the person was doing when it happened.
  const type = errors.errorType.value;
  const title = type === null ? t('error.banner.title') : t('error.banner.typedTitle', { kind: errorTypeLabel(type) });
  return (
    <Callout intent="danger" icon="error" className="twb-system-error" role="alert" title={title} onClick={dismiss}>
      <div className="twb-system-error__body">
        <span>{errors.message.value ?? t('error.system')}</span>
        <Button
          variant="minimal"
          size="small"
          icon="cross"
          aria-label={t('common.close')}
          title={t('common.dismiss')}
          onClick={(event) => {
            event.stopPropagation();
            dismiss();
          }}
        />
      </div>
    </Callout>
  );
}
