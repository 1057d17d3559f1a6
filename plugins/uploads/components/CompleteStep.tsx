// Step 4 of the wizard: the upload is a job now; what happens next (at once or on the apply date, all rows or none),
// where its result will be (the completion CSV in the history), and a way to upload another file.
import { Button, Callout } from '@blueprintjs/core';
import { Link } from 'react-router';
import type { UploadResponse } from '../../../core/api/calls-uploads';
import type { UploadKindName } from '../../../core/csv';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { PermissionService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { useService } from '../../../web/kit';
import { HISTORY_PATH } from '../paths';

/** What happens next, by where the job is after the call (a job of today has usually run already). */
function nextText(response: UploadResponse): string {
  switch (response.status) {
    case 'queued':
      return t('uploadPages.complete.scheduled', { date: response.startDate });
    case 'applied':
      return t('uploadPages.complete.applied');
    case 'failed':
      return t('uploadPages.complete.failed');
    default:
      return t('uploadPages.complete.immediate');
  }
}

export function CompleteStep({ kind, response, onAgain }: { kind: UploadKindName; response: UploadResponse; onAgain: () => void }) {
  const permissions = useService<PermissionService>(PermissionService);
  const failed = response.status === 'failed';
  return (
    <section className="twb-uploads__step" role="status">
      <Callout
        intent={failed ? 'warning' : 'success'}
        icon={failed ? 'warning-sign' : 'tick-circle'}
        title={failed ? t('uploadPages.complete.failedTitle') : t('uploadPages.complete.title')}
      >
        {response.message && <p>{response.message}</p>}
        {response.transferHistoryId && <p>{t('uploadPages.complete.receipt', { id: response.transferHistoryId })}</p>}
      </Callout>
      <p>{nextText(response)}</p>
      {kind === 'department-register' && <p>{t('uploadPages.complete.departmentRegister')}</p>}
      {kind === 'clerks' && <p>{t('uploadPages.complete.mail')}</p>}
      <p>{t('uploadPages.complete.result')}</p>
      <div className="twb-flow__buttons">
        {permissions.can(SCREEN_PERMISSIONS[HISTORY_PATH]) && (
          <Link to={HISTORY_PATH} className="bp6-button bp6-intent-primary">
            {t('uploadPages.complete.history')}
          </Link>
        )}
        <Button text={t('uploadPages.complete.again')} onClick={onAgain} />
      </div>
    </section>
  );
}
