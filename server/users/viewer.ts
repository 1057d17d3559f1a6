// Who is looking at members: the viewed corporation, the viewer's role and the departments they may reach.
import { RoleType } from '../../core/domain/roles';
import type { Authorities } from '../../core/domain/permissions';
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

/**
 * A responsible person reaches every department of the viewed corporation; a department clerk only the
 * departments they look after (spec 6), and only within the viewed corporation. The session look-up read them.
 */
export function loadViewer(session: SessionCaller): MemberViewer {
  const roleType = session.account.role_type ?? 0;
  return {
    userId: session.account.id,
    roleType,
    corporationId: session.selectedCorporationId,
    authorities: session.authorities,
    departmentIds: new Set(session.reachDepartmentIds),
    responsible: roleType === RoleType.CLERK_IN_CORPORATION,
  };
}

/** 403 unless the viewer reaches the department (a clerk outside their departments, or a crafted id). */
export function assertDepartmentReachable(viewer: MemberViewer, departmentId: number | null): void {
  if (departmentId === null || !viewer.departmentIds.has(departmentId)) throw permissionDenied();
}
