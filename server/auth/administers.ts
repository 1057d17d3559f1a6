// Whether a 責任者 answers for a person completely: every corporation the person can reach is one they administer.
import type { SqlExecutor } from '../db/database';
import { RoleType } from '../../core/domain/roles';
import { selectableCorporationIds, type AccountRow } from './accounts';

/**
 * True only for a responsible person (roleType 3) who administers every corporation `target` can reach, so acting
 * on a person shared with another company is never decided by one of its administrators alone.
 */
export async function administersEveryReach(db: SqlExecutor, admin: AccountRow, target: AccountRow): Promise<boolean> {
  if (admin.role_type !== RoleType.CLERK_IN_CORPORATION) return false;
  const administered = new Set(await selectableCorporationIds(db, admin));
  const reach = await selectableCorporationIds(db, target);
  return reach.every((id) => administered.has(id));
}
