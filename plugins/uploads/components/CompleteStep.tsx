// Step 4 of the wizard: the upload is a job now; what happens next (at once or on the apply date, all rows or none),
// where its result will be (the completion CSV in the history), and a way to upload another file. A job due today is
// applied in the background: the step follows it (the job call) and shows it applying until it is applied or failed.
import { Button, Callout, ProgressBar } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { UploadResponse } from '../../../core/uploads/calls';
import { ApiClient } from '../../../core/platform/tokens';
import { choiceText, type UploadKindName } from '../../../core/csv';
import { PASSWORD_NOTICE_CHOICES } from '../../../core/csv/kinds/clerks';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { PermissionService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import '../../../core/uploads/load-page-messages';
import { useService } from '../../../web/kit';
import { fetchJobState } from '../api';
import { HISTORY_PATH } from '../paths';

/** How often the step asks about a job being applied. */
export const JOB_POLL_MS = 1000;

/** The upload's answer, kept up to date while its job is being applied. */
function useFollowedJob(answer: UploadResponse): UploadResponse {
  const client = useService<ApiClient>(ApiClient);
  const [response, setResponse] = useState(answer);
  useEffect(() => {
    setResponse(answer);
    if (answer.status !== 'applying' || !answer.transferHistoryId) return undefined;
    const id = answer.transferHistoryId;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (): void => {
      fetchJobState(client, id, controller.signal).then(
        (state) => {
          setResponse((current) => ({ ...current, status: state.status, message: state.message }));
          if (state.status === 'applying' || state.status === 'queued') timer = setTimeout(ask, JOB_POLL_MS);
        },
        // A failed read (network, signed out) is tried again; the answer stays as it was meanwhile.
        () => {
          if (!controller.signal.aborted) timer = setTimeout(ask, JOB_POLL_MS * 3);
        },
      );
    };
    timer = setTimeout(ask, JOB_POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [client, answer]);
  return response;
}

/** What happens next, by where the job is after the call (a job of today has usually run already). */
function nextText(response: UploadResponse): string {
  switch (response.status) {
    case 'queued':
      return t('uploadPages.complete.scheduled', { date: response.startDate });
    case 'applied':
      return t('uploadPages.complete.applied');
    case 'failed':
      return t('uploadPages.complete.failed');
    case 'applying':
      return t('uploadPages.complete.applying');
    default:
      return t('uploadPages.complete.immediate');
  }
}

export function CompleteStep({ kind, response: answer, onAgain }: { kind: UploadKindName; response: UploadResponse; onAgain: () => void }) {
  const permissions = useService<PermissionService>(PermissionService);
  const response = useFollowedJob(answer);
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
      {response.status === 'applying' && <ProgressBar intent="primary" aria-label={t('uploadPages.complete.applyingLabel')} />}
      <p>{nextText(response)}</p>
      {kind === 'department-register' && <p>{t('uploadPages.complete.departmentRegister')}</p>}
      {kind === 'clerks' && <p>{t('uploadPages.complete.mail', { choice: choiceText(PASSWORD_NOTICE_CHOICES[0]) })}</p>}
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
