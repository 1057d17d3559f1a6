// A person's sign-in lock on the clerk detail page: 「ロック中」 while locked, and for a 責任者 who answers for every
// corporation the person reaches, 「ロック解除」 after a confirmation (the password stays as it is).
import { useEffect, useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { authCalls, type AccountLockStatus } from '../../../core/auth/calls';
import { ErrorService, ToastService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import { ConfirmDialog, formatDateTime, useService } from '../../../web/kit';

export function AccountLockPanel({ userId, userName }: { userId: string; userName: string }) {
  const client = useService<ApiClient>(ApiClient);
  const toasts = useService<ToastService>(ToastService);
  const errors = useService<ErrorService>(ErrorService);
  const [status, setStatus] = useState<AccountLockStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    // The lock is extra information: when it cannot be read the page simply shows no lock.
    client.call(authCalls.accountLockStatus, { userId }).then(
      (answer) => live && setStatus(answer),
      () => live && setStatus(null),
    );
    return () => {
      live = false;
    };
  }, [client, userId]);

  if (!status?.locked) return null;
  const unlock = async () => {
    setBusy(true);
    try {
      await client.call(authCalls.accountUnlock, { userId });
      setStatus({ ...status, locked: false, lockedUntil: null });
      toasts.show(t('auth.accountLock.done'), 'success', 'tick');
    } catch (error) {
      errors.handle(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <Callout intent="warning" icon="lock" title={t('auth.accountLock.locked')} className="twb-clerks__refusal">
      <p>{t('auth.accountLock.lockedLead', { until: formatDateTime(status.lockedUntil) })}</p>
      {status.canUnlock && <Button icon="unlock" text={t('auth.accountLock.unlock')} onClick={() => setConfirming(true)} />}
      <ConfirmDialog
        isOpen={confirming}
        title={t('auth.accountLock.confirmTitle')}
        confirmLabel={t('auth.accountLock.unlock')}
        busy={busy}
        onConfirm={() => void unlock()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('auth.accountLock.confirm', { name: userName })}</p>
      </ConfirmDialog>
    </Callout>
  );
}
