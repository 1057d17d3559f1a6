// Who is looking at departments: first, registrations whose apply date has come become departments (server
// clock), then the viewer is loaded as the member screens load it (a clerk reaches only their departments).
import type { CallContext } from '../http/call-context';
import { sessionOf } from '../http/call-context';
import { loadViewer, type MemberViewer } from '../users/viewer';
import { realizeDueApplications } from '../applications/realize';
import { readReachDepartmentIds } from '../auth/reach-departments';

export async function departmentViewer(ctx: CallContext<unknown>): Promise<MemberViewer> {
  const session = sessionOf(ctx);
  const realized = await ctx.services.db.transaction((tx) => realizeDueApplications(tx, session.selectedCorporationId, ctx.now));
  if (realized === 0) return loadViewer(session);
  // A registration that became a department just now is not among those the session look-up read.
  const reachDepartmentIds = await readReachDepartmentIds(ctx.services.db, session.account.id, session.account.role_type ?? 0, session.selectedCorporationId);
  return loadViewer({ ...session, reachDepartmentIds });
}
