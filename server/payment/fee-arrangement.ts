// Which arrangement of the registration management fee is in force (division 2 of the applications), now or on a past
// day. Decisions (issue 15, the lead's):
// - The division is corporations.representative_fee_setting: true is 1 (代表部署へ一括: one department bears all the
//   fee), false is 2 (部署ごと: each department bears its share). Under 1 the fee department is the one with
//   registration_fee_charge_flg, first in display order (without one, the first department: the close's old rule).
// - The close bills a period under the arrangement in force on the period's last day: when a completed division 2
//   application has an apply date after that day, the earliest such one's `before` snapshot was in force then;
//   otherwise the current setting is.
import { FeeChargeDivision } from '../../core/payment/domain';
import type { Row, SqlExecutor } from '../db/database';
import type { FeeArrangement } from './contents';

/** The department the registration fee falls on under division 1, or null for a corporation without departments. */
export async function feeBearingDepartment(db: SqlExecutor, corporationId: number): Promise<{ id: number; billing_name: string } | null> {
  const [row] = await db.query<{ id: number; billing_name: string } & Row>(
    `select id, billing_name from departments where corporation_id = $1 and not delete_flg
      order by registration_fee_charge_flg desc, display_order, id limit 1`,
    [corporationId],
  );
  return row ?? null;
}

/** The arrangement in force now. */
export async function currentFeeArrangement(db: SqlExecutor, corporationId: number): Promise<FeeArrangement> {
  const [corporation] = await db.query<{ representative_fee_setting: boolean } & Row>('select representative_fee_setting from corporations where id = $1', [corporationId]);
  if (!corporation?.representative_fee_setting) return { division: FeeChargeDivision.EACH_DEPARTMENT, billingId: null, billingName: null };
  const department = await feeBearingDepartment(db, corporationId);
  return { division: FeeChargeDivision.REPRESENTATIVE, billingId: department ? String(department.id) : null, billingName: department?.billing_name ?? null };
}

/** The arrangement in force on `isoDay` (yyyy-MM-dd), as the close of the period ending that day needs it. */
export async function feeArrangementOn(db: SqlExecutor, corporationId: number, isoDay: string): Promise<FeeArrangement> {
  const [later] = await db.query<{ before: FeeArrangement } & Row>(
    `select contents->'before' as before from applications
      where corporation_id = $1 and division = 2 and status = 2 and apply_date > $2::date order by apply_date, id limit 1`,
    [corporationId, isoDay],
  );
  return later?.before ?? currentFeeArrangement(db, corporationId);
}
