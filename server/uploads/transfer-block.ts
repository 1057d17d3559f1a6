// Spec 4: uploads are blocked while a transfer application of the corporation is pending
// ("転用申請があるため変更できません"); the flag lives on the corporation.
import { t } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import { HttpError } from '../http/http-error';

export const TRANSFER_PENDING_CODE = 'TRANSFER_PENDING';

export async function transferPending(db: SqlExecutor, corporationId: number): Promise<boolean> {
  const [row] = await db.query<{ pending: boolean }>('select transfer_application_pending as pending from corporations where id = $1', [corporationId]);
  return row?.pending ?? false;
}

export async function assertNoTransferPending(db: SqlExecutor, corporationId: number): Promise<void> {
  if (await transferPending(db, corporationId)) {
    const message = t('uploads.error.transferPending');
    throw new HttpError(400, TRANSFER_PENDING_CODE, message, { file: message });
  }
}
