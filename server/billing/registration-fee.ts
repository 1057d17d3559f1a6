// The registration-fee charge target (spec 5): when the corporation has a representative fee setting, exactly
// one of its departments is charged the registration management fee. Making another department the target
// moves it; the only target cannot give it up or be deleted.
import type { Row, SqlExecutor } from '../db/database';

interface FeeTargetRow extends Row {
  id: number;
  billing_name: string;
}

export async function representativeFeeSetting(db: SqlExecutor, corporationId: number): Promise<boolean> {
  const rows = await db.query<{ representative_fee_setting: boolean }>('select representative_fee_setting from corporations where id = $1', [corporationId]);
  return rows[0]?.representative_fee_setting ?? false;
}

/** The current charge target other than `exceptId`, or null. */
export async function otherFeeTarget(db: SqlExecutor, corporationId: number, exceptId: number | null): Promise<FeeTargetRow | null> {
  const rows = await db.query<FeeTargetRow>(
    `select id, billing_name from departments
      where corporation_id = $1 and not delete_flg and registration_fee_charge_flg and id <> coalesce($2::int, 0)
      order by display_order, id limit 1`,
    [corporationId, exceptId],
  );
  return rows[0] ?? null;
}

/** Under the representative setting the new target takes the fee from the others. */
export async function takeFeeTarget(db: SqlExecutor, corporationId: number, departmentId: number, now: Date): Promise<void> {
  if (!(await representativeFeeSetting(db, corporationId))) return;
  await db.query(
    `update departments set registration_fee_charge_flg = false, last_updated = $3
      where corporation_id = $1 and id <> $2 and registration_fee_charge_flg and not delete_flg`,
    [corporationId, departmentId, now],
  );
}
