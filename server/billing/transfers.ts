// Transfer applications (転用申請, applicationInformation division 4, core/billing/transfer.ts): every member of one
// department moves to another on the apply date. Apply (with its confirm), the list, and the apply on the day; the
// model every division shares (rows, the one cancel, the due step of the scheduler) is server/applications/. While a
// transfer waits for its day the corporation's uploads are refused (server/uploads/transfer-block.ts).
//
// Rules (the spec names the transfer and its upload block only; these are the product's): the responsible person
// alone applies (spec 6: bulk member changes are theirs), with the bulk member change's write code (WFAH022); two different
// departments of the corporation, the destination in use (not suspended); the apply date as every application's
// (tomorrow to a year ahead); a department already named by a waiting transfer cannot be named by another (the
// outcome of two would depend on their order). Deleted members stay where they are (their history is the source's).
import type { TransferFields, TransferPreview, TransferRow } from '../../core/billing/transfer';
import type { applicationCalls } from '../../core/applications/calls';
import type { CallRequest } from '../../core/api/call';
import { isoApplyDate as isoOfApplyDate } from '../../core/billing/apply-date';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { validationFailed } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';
import { COUNTED_MEMBER, memberCountSql } from '../users/member-rows';
import { bumpLastUpdatedOf } from '../users/operations';
import { assertDivisionWrite, assertResponsible } from '../applications/access';
import {
  applicationCommon, completeApplication, findApplicationRow, insertApplication, listApplicationRows, settledAt, type ApplicationDbRow,
} from '../applications/application-record';
import { applyDateFieldProblem } from './department-form';

/** The transfer request as the edge checked it (two ids, a date by kind). */
type TransferRequest = CallRequest<typeof applicationCalls.transfer>;

export interface TransferContents {
  fromBillingId: number;
  fromBillingName: string;
  toBillingId: number;
  toBillingName: string;
  /** Once applied: the members that moved. */
  movedCount?: number;
  /** Once refused on its day: why (the application is then cancelled). */
  refusal?: string;
}

type TransferDbRow = ApplicationDbRow<TransferContents>;

/** The transfer as the list and the cancel answer it; `waitingCount` is the source's members today. */
export function transferRow(row: TransferDbRow, now: Date, waitingCount: number): TransferRow {
  const c = row.contents;
  const common = applicationCommon(row, now);
  return {
    ...common,
    division: 4,
    fromBillingId: String(c.fromBillingId),
    fromBillingName: c.fromBillingName,
    toBillingId: String(c.toBillingId),
    toBillingName: c.toBillingName,
    memberCount: row.status === 2 ? (c.movedCount ?? 0) : waitingCount,
    refusal: c.refusal ?? null,
    ...settledAt(row),
  };
}

/** The members a waiting transfer of `row` would move today. */
export async function transferDetail(db: SqlExecutor, row: TransferDbRow, now: Date): Promise<TransferRow> {
  const [count] = await db.query<{ n: number }>(`select ${memberCountSql('$1::int')} as n`, [row.contents.fromBillingId]);
  return transferRow(row, now, count?.n ?? 0);
}

/** One line naming the transfer (the cancel's confirm). */
export function transferSummary(row: TransferRow): string {
  return t('billing.transfer.summary', { from: row.fromBillingName, to: row.toBillingName });
}

interface DepartmentRef extends Row {
  id: number;
  billing_name: string;
  disable_flg: boolean;
  member_count: number;
}

interface CheckedTransfer {
  fields: TransferFields;
  isoApplyDate: string;
  from: DepartmentRef;
  to: DepartmentRef;
}

async function departmentOf(db: SqlExecutor, corporationId: number, id: number): Promise<DepartmentRef | null> {
  const [row] = await db.query<DepartmentRef>(
    `select d.id, d.billing_name, d.disable_flg, ${memberCountSql('d.id')} as member_count
       from departments d where d.id = $1 and d.corporation_id = $2 and not d.delete_flg`,
    [id, corporationId],
  );
  return row ?? null;
}

/** The departments named by the corporation's waiting transfers. */
async function departmentsInWaitingTransfers(db: SqlExecutor, corporationId: number): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    `select (contents->>'fromBillingId')::int as id from applications where corporation_id = $1 and division = 4 and status = 1
     union select (contents->>'toBillingId')::int from applications where corporation_id = $1 and division = 4 and status = 1`,
    [corporationId],
  );
  return new Set(rows.map((row) => row.id));
}

async function checkTransfer(db: SqlExecutor, viewer: MemberViewer, input: TransferRequest, now: Date): Promise<CheckedTransfer> {
  assertResponsible(viewer);
  assertDivisionWrite(viewer, 4);
  const dateProblem = applyDateFieldProblem(input.applyDate, now);
  if (dateProblem) throw validationFailed({ applyDate: dateProblem });
  const isoApplyDate = isoOfApplyDate(input.applyDate.trim()) ?? '';
  const from = await departmentOf(db, viewer.corporationId, Number(input.fromBillingId));
  const to = await departmentOf(db, viewer.corporationId, Number(input.toBillingId));
  const fields: Record<string, string> = {};
  if (!from) fields.fromBillingId = t('billing.transfer.validation.department');
  if (!to) fields.toBillingId = t('billing.transfer.validation.department');
  else if (from && from.id === to.id) fields.toBillingId = t('billing.transfer.validation.same');
  else if (to.disable_flg) fields.toBillingId = t('billing.transfer.validation.destinationSuspended');
  if (from && !fields.toBillingId && from.member_count === 0) fields.fromBillingId = t('billing.transfer.validation.noMembers');
  if (Object.keys(fields).length > 0 || !from || !to) throw validationFailed(fields);
  const waiting = await departmentsInWaitingTransfers(db, viewer.corporationId);
  if (waiting.has(from.id)) throw validationFailed({ fromBillingId: t('billing.transfer.validation.waiting', { name: from.billing_name }) });
  if (waiting.has(to.id)) throw validationFailed({ toBillingId: t('billing.transfer.validation.waiting', { name: to.billing_name }) });
  return { fields: { fromBillingId: String(from.id), toBillingId: String(to.id), applyDate: isoApplyDate.replaceAll('-', '/') }, isoApplyDate, from, to };
}

export async function previewTransfer(db: SqlExecutor, viewer: MemberViewer, input: TransferRequest, now: Date): Promise<TransferPreview> {
  const { fields, from, to } = await checkTransfer(db, viewer, input, now);
  return {
    fields,
    fromBillingName: from.billing_name,
    toBillingName: to.billing_name,
    memberCount: from.member_count,
    message: t('billing.transfer.confirm', { from: from.billing_name, to: to.billing_name, date: fields.applyDate, count: from.member_count }),
  };
}

/** Files the transfer in the caller's transaction; the corporation's row is locked so two applies never both pass the check. */
export async function applyTransfer(db: SqlExecutor, viewer: MemberViewer, input: TransferRequest, now: Date): Promise<TransferRow> {
  await db.query('select id from corporations where id = $1 for update', [viewer.corporationId]);
  const { from, to, isoApplyDate } = await checkTransfer(db, viewer, input, now);
  const contents: TransferContents = { fromBillingId: from.id, fromBillingName: from.billing_name, toBillingId: to.id, toBillingName: to.billing_name };
  const id = await insertApplication(db, { corporationId: viewer.corporationId, division: 4, contents, isoApplyDate, applicantUserId: viewer.userId }, now);
  const row = await findApplicationRow<TransferContents>(db, viewer.corporationId, id, { divisions: [4] });
  if (!row) throw new Error(`transfer application ${id} vanished inside its own transaction`);
  return transferRow(row, now, from.member_count);
}

/** The corporation's transfers, newest first: the responsible person's (a clerk sees none). */
export async function listTransfers(db: SqlExecutor, viewer: MemberViewer, now: Date): Promise<TransferRow[]> {
  if (!viewer.responsible) return [];
  const rows = await listApplicationRows<TransferContents>(db, viewer.corporationId, [4]);
  const counts = await db.query<{ id: number; n: number }>(
    `select d.id, ${memberCountSql('d.id')} as n from departments d where d.id = any($1::int[])`,
    [rows.filter((row) => row.status === 1).map((row) => row.contents.fromBillingId)],
  );
  const countOf = new Map(counts.map((row) => [row.id, row.n]));
  return rows.map((row) => transferRow(row, now, countOf.get(row.contents.fromBillingId) ?? 0));
}

/**
 * The apply of one due transfer: the source's members (deleted ones stay) move to the destination, with its display
 * order. A destination deleted since the apply cancels the transfer with the reason instead (nobody moves).
 */
export async function realizeTransfer(db: SqlExecutor, application: TransferDbRow, now: Date): Promise<void> {
  const c = application.contents;
  const [destination] = await db.query<{ display_order: number }>(
    'select display_order from departments where id = $1 and corporation_id = $2 and not delete_flg',
    [c.toBillingId, application.corporation_id],
  );
  if (!destination) {
    const refusal = t('billing.transfer.refusal.destinationGone', { name: c.toBillingName });
    await db.query(
      `update applications set status = 3, cancelled_at = $2, last_updated = $2, contents = contents || $3::jsonb where id = $1`,
      [application.id, now, JSON.stringify({ refusal })],
    );
    return;
  }
  const moved = await db.query<{ id: number }>(
    `update users u set department_id = $3, department_display_order = $4, ${bumpLastUpdatedOf('u')}
      where u.corporation_id = $1 and u.department_id = $5 and ${COUNTED_MEMBER} returning u.id`,
    [application.corporation_id, now, c.toBillingId, destination.display_order, c.fromBillingId],
  );
  await completeApplication(db, application.id, now, { contents: { ...c, movedCount: moved.length } });
}
