// Division 3 of the applications, reasons 1 and 2 (spec 9): an invoice destination change (請求先変更申請).
// - Reason 1 (住所変更): chargeBranchNo names one of the corporation's destinations and destination its new details
//   (name, postal code, address and residence, person, mail); on the apply date the destination takes them.
// - Reason 2 (請求先変更): organizationIds (at least one of the corporation's live departments) move to chargeBranchNo's
//   existing destination, or, with newDestination, to a new destination made from destination on the apply date (it
//   gets its number then). Departments already billed there are refused (400); the preview notes the departments that
//   will share one invoice (spec 5: a shared destination prevents split invoices).
// - A destination whose details or payment method wait for a pending change, or a department waiting to move, is
//   refused (server/payment/pending-changes.ts); so is a change to what is already there. Everything is the responsible person's (spec 6).
// Field errors: reason, chargeBranchNo, organizationIds, newDestination, applyDate, and the destination's inner names
// (clientName, postalCode, address, residence, personDepartment, personName, mailAddress); a change to nothing: destination.
import { ChangeReason, type ChargeBranchApplyRequest, type DestinationFields, type PaymentApplicationPreview } from '../../core/payment/domain';
import { t } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import type { MemberViewer } from '../users/viewer';
import { assertResponsible } from '../applications/access';
import { insertApplication } from '../applications/application-record';
import { readApplyDate } from '../billing/department-form';
import { refused } from '../billing/department-rows';
import type { AddressContents, DepartmentDestination, DestinationApplicationContents, DestinationContents } from './contents';
import {
  billedDepartments, chargeClients, departmentRef, destinationOf, readChargeClient, type BilledDepartmentRow, type ChargeClientRow,
} from './charge-branches';
import { FieldProblems, readDestinationFields } from './destination-fields';
import { assertNotPending } from './pending-changes';
import { paymentPreview } from './application-rows';

interface CheckedChange {
  contents: AddressContents | DestinationContents;
  isoApplyDate: string;
  notices: string[];
}

/** Each department with the destination it is billed to now (the `before` of a move). */
function currentDestinations(departments: readonly BilledDepartmentRow[], clients: readonly ChargeClientRow[]): DepartmentDestination[] {
  return departments.map((d) => {
    const client = clients.find((c) => c.id === d.charge_client_id);
    return { ...departmentRef(d), chargeBranchNo: client?.charge_branch_no ?? '', clientName: client?.client_name ?? '' };
  });
}

const sameDestination = (a: DestinationFields, b: DestinationFields): boolean =>
  (Object.keys(a) as (keyof DestinationFields)[]).every((key) => a[key] === b[key]);

async function checkAddressChange(db: SqlExecutor, viewer: MemberViewer, input: ChargeBranchApplyRequest, now: Date): Promise<CheckedChange> {
  const problems = new FieldProblems();
  const client = await readChargeClient(db, input.chargeBranchNo, problems, viewer.corporationId, now);
  const destination = readDestinationFields(input.destination, problems);
  const isoApplyDate = readApplyDate(input.applyDate, problems, now);
  problems.check();
  if (!client) throw new Error('payment: a checked destination is missing');
  if (sameDestination(destination, destinationOf(client))) throw refused('destination', t('payment.validation.sameAsCurrent'));
  await assertNotPending(db, viewer.corporationId, client.id);
  return {
    contents: { kind: 'address', reason: ChangeReason.ADDRESS, chargeClientId: client.id, chargeBranchNo: client.charge_branch_no, destination, before: destinationOf(client) },
    isoApplyDate,
    notices: [],
  };
}

async function checkDestinationChange(db: SqlExecutor, viewer: MemberViewer, input: ChargeBranchApplyRequest, now: Date): Promise<CheckedChange> {
  const problems = new FieldProblems();
  // The edge has checked that each is an id; each department once.
  const ids = [...new Set((input.organizationIds ?? []).map(Number))];
  if (ids.length === 0) problems.fail('organizationIds', t('payment.validation.departmentsRequired'));
  const newDestination = input.newDestination ?? false;
  const client = newDestination ? null : await readChargeClient(db, input.chargeBranchNo, problems, viewer.corporationId, now);
  const destination = newDestination ? readDestinationFields(input.destination, problems) : null;
  const isoApplyDate = readApplyDate(input.applyDate, problems, now);
  problems.check();
  const departments = await billedDepartments(db, viewer.corporationId, now);
  const moving = departments.filter((d) => ids.includes(d.id));
  if (moving.length !== ids.length) throw refused('organizationIds', t('payment.validation.departmentUnknown'));
  if (client) {
    const already = moving.filter((d) => d.charge_client_id === client.id);
    if (already.length > 0) throw refused('organizationIds', t('payment.validation.alreadyOnDestination', { names: already.map((d) => d.billing_name).join('、') }));
  }
  await assertNotPending(db, viewer.corporationId, null, moving);
  const sharing = [...departments.filter((d) => client !== null && d.charge_client_id === client.id && !ids.includes(d.id)), ...moving];
  const notices = [
    ...(sharing.length > 1 ? [t('payment.notice.sharedInvoice', { names: sharing.map((d) => d.billing_name).join('、') })] : []),
    ...(newDestination ? [t('payment.notice.newNumber')] : []),
  ];
  const contents: DestinationContents = {
    kind: 'destination',
    reason: ChangeReason.DESTINATION,
    departments: moving.map(departmentRef),
    newDestination,
    chargeClientId: client?.id ?? null,
    chargeBranchNo: client?.charge_branch_no ?? null,
    clientName: client?.client_name ?? destination?.clientName ?? '',
    destination,
    before: { departments: currentDestinations(moving, await chargeClients(db, viewer.corporationId, now)) },
  };
  return { contents, isoApplyDate, notices };
}

async function checkChange(db: SqlExecutor, viewer: MemberViewer, input: ChargeBranchApplyRequest, now: Date): Promise<CheckedChange> {
  assertResponsible(viewer);
  // The reason is one of the two (the edge's choice).
  return input.reason === ChangeReason.ADDRESS ? checkAddressChange(db, viewer, input, now) : checkDestinationChange(db, viewer, input, now);
}

export async function previewDestinationChange(db: SqlExecutor, viewer: MemberViewer, input: ChargeBranchApplyRequest, now: Date): Promise<PaymentApplicationPreview> {
  const checked = await checkChange(db, viewer, input, now);
  return paymentPreview(checked.contents, checked.isoApplyDate, checked.notices);
}

export async function applyDestinationChange(db: SqlExecutor, viewer: MemberViewer, input: ChargeBranchApplyRequest, now: Date): Promise<number> {
  const checked = await checkChange(db, viewer, input, now);
  return insertApplication(db, { corporationId: viewer.corporationId, division: 3, contents: checked.contents, isoApplyDate: checked.isoApplyDate, applicantUserId: viewer.userId }, now);
}

/** The addressee line printed on the invoice under the name (部署名・ご担当者名). */
const attentionOf = (d: DestinationFields): string => [d.personDepartment, d.personName ? `${d.personName} 様` : ''].filter(Boolean).join(' ');

async function writeDestination(db: SqlExecutor, clientId: number, d: DestinationFields, now: Date): Promise<void> {
  await db.query(
    `update charge_clients set client_name = $2, postal_code = $3, address = $4, residence = $5, person_department = $6, person_name = $7,
        mail_address = $8, attention = $9, last_updated = $10 where id = $1`,
    [clientId, d.clientName, d.postalCode, d.address, d.residence || null, d.personDepartment || null, d.personName, d.mailAddress, attentionOf(d), now],
  );
}

/** The apply of reasons 1 and 2 on the day; answers the contents as applied (before refreshed, a new destination's number). */
export async function realizeDestinationChange(db: SqlExecutor, corporationId: number, contents: AddressContents | DestinationContents, now: Date): Promise<DestinationApplicationContents> {
  const clients = await chargeClients(db, corporationId, now);
  if (contents.kind === 'address') {
    const client = clients.find((c) => c.id === contents.chargeClientId);
    if (!client) return contents;
    await writeDestination(db, client.id, contents.destination, now);
    return { ...contents, before: destinationOf(client) };
  }
  let target = contents.chargeClientId === null ? undefined : clients.find((c) => c.id === contents.chargeClientId);
  if (contents.newDestination && contents.destination) {
    const [created] = await db.query<ChargeClientRow>(
      `insert into charge_clients (corporation_id, client_name, created_at, last_updated) values ($1, $2, $3, $3) returning *`,
      [corporationId, contents.destination.clientName, now],
    );
    await writeDestination(db, created.id, contents.destination, now);
    target = created;
  }
  if (!target) return contents;
  const departments = await billedDepartments(db, corporationId, now);
  const ids = contents.departments.map((d) => Number(d.organizationId));
  await db.query('update departments set charge_client_id = $3, last_updated = $4 where corporation_id = $1 and id = any($2::int[]) and not delete_flg',
    [corporationId, ids, target.id, now]);
  const before = currentDestinations(departments.filter((d) => ids.includes(d.id)), clients);
  return { ...contents, chargeClientId: target.id, chargeBranchNo: target.charge_branch_no, clientName: target.client_name, before: { departments: before } };
}
