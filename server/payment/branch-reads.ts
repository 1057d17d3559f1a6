// The reads of the invoice destinations for the payment pages: the list (/Payment/ChargeBranchNoChange: each
// destination, its departments, payment method, masked account, and the pending division 3 application concerning it)
// and the number check (chargeBranchNo/check: the same 400 on chargeBranchNo for an unknown number and another
// corporation's). Both are the responsible person's.
import type { ChargeBranchListResponse, ChargeBranchNoCheckRequest, ChargeBranchNoCheckResponse } from '../../core/payment/domain';
import type { SqlExecutor } from '../db/database';
import type { MemberViewer } from '../users/viewer';
import { assertResponsible } from '../applications/access';
import { billedDepartments, chargeClients, departmentRef, readChargeClient, toChargeBranch } from './charge-branches';
import { pendingDestinationChanges } from './pending-changes';
import { FieldProblems } from './destination-fields';

export async function listChargeBranches(db: SqlExecutor, viewer: MemberViewer, now: Date): Promise<ChargeBranchListResponse> {
  assertResponsible(viewer);
  const clients = await chargeClients(db, viewer.corporationId, now);
  const departments = await billedDepartments(db, viewer.corporationId, now);
  const pending = await pendingDestinationChanges(db, viewer.corporationId);
  return {
    branches: clients.map((client) => {
      const billed = departments.filter((d) => d.charge_client_id === client.id).map((d) => d.id);
      const concerning = pending.find((p) => p.changedClientId === client.id || p.targetClientId === client.id || p.departmentIds.some((id) => billed.includes(id)));
      return toChargeBranch(client, departments, concerning?.applicationId ?? null);
    }),
  };
}

export async function checkChargeBranchNo(db: SqlExecutor, viewer: MemberViewer, input: ChargeBranchNoCheckRequest, now: Date): Promise<ChargeBranchNoCheckResponse> {
  assertResponsible(viewer);
  const problems = new FieldProblems();
  const client = await readChargeClient(db, input.chargeBranchNo, problems, viewer.corporationId, now);
  problems.check();
  if (!client) throw new Error('payment: a checked destination is missing');
  const departments = await billedDepartments(db, viewer.corporationId, now);
  return {
    chargeBranchNo: client.charge_branch_no,
    clientName: client.client_name,
    departments: departments.filter((d) => d.charge_client_id === client.id).map(departmentRef),
  };
}
