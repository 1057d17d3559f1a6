// Who is looking at members: the viewed corporation, the viewer's role and the departments they may reach.
import { RoleType } from '../../core/domain/roles';
import type { Authorities } from '../../core/domain/permissions';
import type { Row, SqlExecutor } from '../db/database';
import type { SessionCaller } from '../http/call-context';
import { permissionDenied } from '../http/http-error';

export interface MemberViewer {
  userId: number;
  roleType: number;
  corporationId: number;
  authorities: Authorities;
  /** Departments of the viewed corporation this viewer may reach: all of them for a responsible person. */
  departmentIds: ReadonlySet<number>;
  /** True for a responsible person (roleType 3). */
  responsible: boolean;
}

interface DepartmentIdRow extends Row {
  id: number;
}

/**
 * A responsible person reaches every department of the viewed corporation; a department clerk only the
 * departments they look after (spec 6), and only within the viewed corporation.
 */
export async function loadViewer(db: SqlExecutor, session: SessionCaller): Promise<MemberViewer> {
  const roleType = session.account.role_type ?? 0;
  const corporationId = session.selectedCorporationId;
  const responsible = roleType === RoleType.CLERK_IN_CORPORATION;
  const rows = responsible
    ? await db.query<DepartmentIdRow>('select id from departments where corporation_id = $1 and not delete_flg', [corporationId])
    : await db.query<DepartmentIdRow>(
        `select d.id from clerk_departments cd join departments d on d.id = cd.department_id
          where cd.user_id = $1 and d.corporation_id = $2 and not d.delete_flg`,
        [session.account.id, corporationId],
      );
  return {
    userId: session.account.id,
    roleType,
    corporationId,
    authorities: session.authorities,
    departmentIds: new Set(rows.map((r) => r.id)),
    responsible,
  };
}

/** 403 unless the viewer reaches the department (a clerk outside their departments, or a crafted id). */
export function assertDepartmentReachable(viewer: MemberViewer, departmentId: number | null): void {
  if (departmentId === null || !viewer.departmentIds.has(departmentId)) throw permissionDenied();
}
