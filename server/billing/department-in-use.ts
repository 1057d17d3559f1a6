// The server's half of the billing gate (spec 2.4): the pages about a suspended department are closed, and so are
// the writes they make. A suspended department is resumed before its budgets or its clerks change (core
// departmentChangeRefusal, the rule the department update applies); the refusal is a 409 with its own code, since
// it is about the department's state, not a stale copy (reloading would not help). Removing a clerk from a suspended
// department stays allowed: a department is emptied of its clerks before it is deleted.
import { ErrorCode } from '../../core/api/error';
import { departmentChangeRefusal } from '../../core/billing/refusals';
import { messageOf } from '../../core/validation';
import type { Row, SqlExecutor } from '../db/database';
import { HttpError } from '../http/http-error';

/** 409 DEPARTMENT_SUSPENDED with the Japanese reason, when the department is suspended. */
export function assertDepartmentInUse(department: { disable_flg: boolean }): void {
  const refusal = departmentChangeRefusal({ disabled: department.disable_flg });
  if (refusal) throw new HttpError(409, ErrorCode.DEPARTMENT_SUSPENDED, messageOf(refusal));
}

/**
 * For a write about a department clerk (or one into a department): refused when every department it is about is
 * suspended; a clerk who also looks after a department in use can still be changed for that one.
 */
export async function assertSomeDepartmentInUse(db: SqlExecutor, departmentIds: readonly number[]): Promise<void> {
  if (departmentIds.length === 0) return;
  const rows = await db.query<{ disable_flg: boolean } & Row>('select disable_flg from departments where id = any($1::int[])', [[...departmentIds]]);
  if (rows.length > 0 && rows.every((row) => row.disable_flg)) assertDepartmentInUse({ disable_flg: true });
}
