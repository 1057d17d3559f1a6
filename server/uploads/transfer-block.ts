// Spec 4: uploads are blocked while a transfer application of the corporation is pending
// ("転用申請があるため変更できません"): a division 4 application still waiting for its day (server/billing/transfers.ts).
// It stops blocking once cancelled or applied.
import { t } from '../../core/i18n';
import type { Database, SqlExecutor } from '../db/database';
import { HttpError } from '../http/http-error';
import { realizeDueApplications } from '../applications/realize';

export const TRANSFER_PENDING_CODE = 'TRANSFER_PENDING';

export async function transferPending(db: SqlExecutor, corporationId: number): Promise<boolean> {
  const [row] = await db.query<{ pending: boolean }>(
    'select exists (select 1 from applications where corporation_id = $1 and division = 4 and status = 1) as pending',
    [corporationId],
  );
  return row?.pending ?? false;
}

/**
 * Whether a transfer blocks the corporation's uploads at `now`: the applications whose day has come apply first (as the
 * department calls do), so a transfer due today no longer blocks before the scheduler's next pass.
 */
export async function transferPendingNow(db: Database, corporationId: number, now: Date): Promise<boolean> {
  await db.transaction((tx) => realizeDueApplications(tx, corporationId, now));
  return transferPending(db, corporationId);
}

export async function assertNoTransferPending(db: Database, corporationId: number, now: Date): Promise<void> {
  if (await transferPendingNow(db, corporationId, now)) {
    const message = t('uploads.error.transferPending');
    throw new HttpError(400, TRANSFER_PENDING_CODE, message, { file: message });
  }
}
