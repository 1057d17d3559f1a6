// Spec 6 FLEX/BASE contract permission flag: whether the member may be given a FLEX/BASE contract seat
// (users.flex_contract_permitted, migration 027; true for every member until someone says otherwise). Set with the
// member update (field flexContractPermissionFlg, by whoever may update the member: the same as the mail-delivery
// option), shown on the member detail, the list rows and the FLEX add screen; enforced where a seat is given
// (server/flex/changes.ts: the FLEX screens refuse to add a member who is not permitted). A member who holds a seat
// cannot be made not permitted: their seat would contradict the flag (the FLEX screens release it first).
import { t } from '../../core/i18n';
import '../../core/flex/load-messages';
import type { SqlExecutor } from '../db/database';
import { validationFailed } from '../http/http-error';

export const FLEX_PERMISSION_FIELD = 'flexContractPermissionFlg';

/** Refuses (400 on the field, naming the contracts) to take the permission from a member who holds a seat now. */
export async function refuseWithdrawingFromSeated(db: SqlExecutor, userId: number): Promise<void> {
  const seats = await db.query<{ contract_name: string }>(
    `select c.contract_name from flex_users f join flex_contracts c on c.id = f.flex_contract_id
      where f.user_id = $1 and not f.delete_flg order by c.id`,
    [userId],
  );
  if (seats.length === 0) return;
  const contracts = seats.map((s) => t('flex.value.contractQuoted', { contract: s.contract_name })).join(t('flex.value.listSeparator'));
  throw validationFailed({ [FLEX_PERMISSION_FIELD]: t('members.refuse.flexPermissionSeated', { contracts }) });
}

/** Writes the choice (the update statement has bumped lastUpdated already). */
export async function writeFlexPermission(tx: SqlExecutor, userId: number, permitted: boolean): Promise<void> {
  await tx.query('update users set flex_contract_permitted = $2 where id = $1', [userId, permitted]);
}
