// The departments a person reaches in a corporation (spec 6), as one SQL expression: every live department of it for a
// responsible person (role 3), the live ones among those they look after for a department clerk. The session look-up
// reads it with the session (one round trip per request, not two) and the upload runner for an uploader it rebuilds.
import { RoleType } from '../../core/domain/roles';
import type { SqlExecutor } from '../db/database';

/** An int[] of department ids; the arguments are SQL expressions for the person's id, role and the corporation's id. */
export function reachDepartmentIdsSql(userId: string, roleType: string, corporationId: string): string {
  return `array(select reach_d.id from departments reach_d
                 where reach_d.corporation_id = ${corporationId} and not reach_d.delete_flg
                   and (${roleType} = ${RoleType.CLERK_IN_CORPORATION}
                        or exists (select 1 from clerk_departments reach_cd where reach_cd.user_id = ${userId} and reach_cd.department_id = reach_d.id))
                 order by reach_d.id)`;
}

/** The same, read on its own: for a person without a session (an upload's uploader) or after departments changed. */
export async function readReachDepartmentIds(db: SqlExecutor, userId: number, roleType: number, corporationId: number): Promise<number[]> {
  const [row] = await db.query<{ ids: number[] }>(`select ${reachDepartmentIdsSql('$1::int', '$2::int', '$3::int')} as ids`, [userId, roleType, corporationId]);
  return row?.ids ?? [];
}
