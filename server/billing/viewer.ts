// Who is looking at departments: first, registrations whose apply date has come become departments (server
// clock), then the viewer is loaded as the member screens load it (a clerk reaches only their departments).
import type { CallContext } from '../http/call-context';
import { sessionOf } from '../http/call-context';
import { loadViewer, type MemberViewer } from '../users/viewer';
import { realizeDueApplications } from '../applications/realize';

export async function departmentViewer(ctx: CallContext): Promise<MemberViewer> {
  const session = sessionOf(ctx);
  await ctx.services.db.transaction((tx) => realizeDueApplications(tx, session.selectedCorporationId, ctx.now));
  return loadViewer(session);
}
