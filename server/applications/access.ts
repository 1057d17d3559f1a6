// Who may write applications: every division is the responsible person's (spec 6: registering departments and
// requesting an invoice destination change are theirs alone), and each division has its own write code. The access
// guard admits the one cancel call on any of the codes; the cancel then checks the code of the application's own
// division, so a holder of WFAI001 alone cannot cancel a department registration.
import { satisfies, type PermissionRequirement } from '../../core/domain/permissions';
import { permissionDenied } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';
import type { ApplicationDivision } from './application-record';

const DIVISION_WRITE: Record<ApplicationDivision, PermissionRequirement> = {
  1: { codes: ['WFAC006'], level: 'write' },
  2: { codes: ['WFAI001'], level: 'write' },
  3: { codes: ['WFAI002', 'WFAI004'], level: 'write' },
  // A transfer changes members' department in bulk: the bulk member change's write code.
  4: { codes: ['WFAH022'], level: 'write' },
};

/** 403 unless the viewer is a responsible person (roleType 3). */
export function assertResponsible(viewer: MemberViewer): void {
  if (!viewer.responsible) throw permissionDenied();
}

/** 403 unless the viewer holds the write code of the division. */
export function assertDivisionWrite(viewer: MemberViewer, division: ApplicationDivision): void {
  if (!satisfies(viewer.authorities, DIVISION_WRITE[division])) throw permissionDenied();
}
