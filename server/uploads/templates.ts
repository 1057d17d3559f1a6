// The wizard's Download step (`twb upload template`): the current data of a kind in its upload format, so it can be
// edited and uploaded back (members as Keep rows, clerks as they are, departments with their ids, names and order),
// or the header alone for department registration and deletion. Every template uploaded unchanged validates and
// changes nothing (issue 28): a deletion template listing every department would delete the whole company if sent
// as it is, so it starts empty (the rows to delete are added from the names or order template's ids); the clerks
// list changes nothing with the delete option, and without it its rows are refused with a reason naming the option.
// Every cell is escaped against formula injection.
import { CLERK_ROLE_DEPARTMENT, CLERK_ROLE_RESPONSIBLE } from '../../core/csv/kinds/clerks';
import { MailDeliveryValue, MemberAction } from '../../core/csv/kinds/members';
import { uploadKind } from '../../core/csv/kinds';
import type { UploadKind, UploadKindName } from '../../core/csv/kind';
import { CSV_LINE_END, csvLine, escapeFormula } from '../../core/csv/export';
import { RoleType } from '../../core/domain/roles';
import { t } from '../../core/i18n';
import { departmentsOf, type ClerkDbRow } from '../clerks/clerk-rows';
import { responsiblePersons } from '../clerks/clerk-rows';
import type { Row, SqlExecutor } from '../db/database';
import { formatDate } from '../format/dates';
import type { FileReply } from '../http/call-context';
import { validationFailed } from '../http/http-error';
import type { TemplateQuery, TenantManagersQuery } from '../../core/uploads/calls';
import { forEachRowInPages } from '../db/paged-rows';
import type { MemberViewer } from '../users/viewer';
import { csvFileReply, templateEncodingOf } from './csv-file';
import { assertMayUpload } from './kind-access';
import { parseDay } from './upload-request';

type Values = Record<string, string>;

function text(kind: UploadKind, rows: readonly Values[]): string {
  let out = csvLine(kind.columns.map((c) => escapeFormula(c.header))) + CSV_LINE_END;
  for (const row of rows) out += csvLine(kind.columns.map((c) => escapeFormula(row[c.key] ?? ''))) + CSV_LINE_END;
  return out;
}

/** The file is named after the kind and the day its data is for (the request date, else today). */
function reply(kind: UploadKind, rows: readonly Values[], encoding: string | undefined, day: string): FileReply {
  return csvFileReply(text(kind, rows), `${kind.name}_${day.replaceAll('/', '')}.csv`, templateEncodingOf(encoding));
}

type Problems = Record<string, string>;

/** requestDate YYYY/MM/DD (default today): the day the list is for, named in the file; a day that does not exist is a problem. */
function requestDateOf(requestDate: string | undefined, now: Date, problems: Problems): string {
  const day = requestDate === undefined ? formatDate(now) : parseDay(requestDate);
  if (day === null) problems.requestDate = t('uploads.error.startDateFormat');
  return day ?? formatDate(now);
}

function check(problems: Problems): void {
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
}

interface MemberTemplateRow extends Row {
  id: number;
  billing_name: string | null;
  user_last_name: string;
  user_first_name: string;
  user_last_name_kana: string;
  user_first_name_kana: string;
  user_code: string | null;
  mail_address: string | null;
  tenant_remarks: string | null;
  mail_delivery: boolean;
}

const MEMBER_TEMPLATE_SELECT = `select u.id, d.billing_name, u.user_last_name, u.user_first_name, u.user_last_name_kana, u.user_first_name_kana,
            u.user_code, u.mail_address, u.tenant_remarks, u.mail_delivery
       from users u join departments d on d.id = u.department_id
      where u.corporation_id = $1 and u.role_type is null and not u.delete_flg and u.department_id = any($2::int[])`;

function keepRow(r: MemberTemplateRow): Values {
  return {
    action: MemberAction.KEEP,
    userId: String(r.id),
    organizationName: r.billing_name ?? '',
    userLastName: r.user_last_name,
    userFirstName: r.user_first_name,
    userLastNameKana: r.user_last_name_kana,
    userFirstNameKana: r.user_first_name_kana,
    userCode: r.user_code ?? '',
    mailAddress: r.mail_address ?? '',
    tenantRemakes: r.tenant_remarks ?? '',
    deleteFlg: '',
    mailDeliveryFlg: r.mail_delivery ? MailDeliveryValue.ON : MailDeliveryValue.OFF,
  };
}

/** The living members within the viewer's reach, as Keep rows of the members kind (the Download step's rows). */
async function memberRows(db: SqlExecutor, viewer: MemberViewer): Promise<Values[]> {
  const rows = await db.query<MemberTemplateRow>(
    `${MEMBER_TEMPLATE_SELECT} order by d.display_order, d.id, u.user_last_name_kana, u.user_first_name_kana, u.id`,
    [viewer.corporationId, [...viewer.departmentIds]],
  );
  return rows.map(keepRow);
}

/** The same rows by member id: what a Keep row of an uploaded file is compared with (lookups currentMember). */
export async function currentMemberValues(db: SqlExecutor, viewer: MemberViewer): Promise<Map<number, Values>> {
  // In pages: a dry run of a company with 50,000 members must not hold the embedded database for one long read.
  // And filled a page per event-loop turn: built at once for 50,000 members, the map held the server 0.1-0.2 s.
  const values = new Map<number, Values>();
  await forEachRowInPages<MemberTemplateRow>(db, (after, limit) => `${MEMBER_TEMPLATE_SELECT} and u.id > ${after} order by u.id limit ${limit}`,
    [viewer.corporationId, [...viewer.departmentIds]], (r) => values.set(r.id, keepRow(r)));
  return values;
}

function clerkValues(row: ClerkDbRow, role: string, departments: string): Values {
  return {
    role,
    loginId: row.login_id,
    userLastName: row.user_last_name,
    userFirstName: row.user_first_name,
    userLastNameKana: row.user_last_name_kana,
    userFirstNameKana: row.user_first_name_kana,
    mailAddress: row.mail_address ?? '',
    departments,
    confirmationCode: '',
    passwordNotice: String(row.password_notice_timing ?? 2),
  };
}

async function clerkRows(db: SqlExecutor, viewer: MemberViewer, reportType: number, departmentId: number | null): Promise<Values[]> {
  const values: Values[] = [];
  if (reportType === 1) {
    for (const person of await responsiblePersons(db, viewer.corporationId)) values.push(clerkValues(person, CLERK_ROLE_RESPONSIBLE, ''));
  }
  const clerks = await db.query<ClerkDbRow>(
    `select u.id, u.login_id, u.role_type, u.corporation_id, u.user_last_name, u.user_first_name, u.user_last_name_kana, u.user_first_name_kana,
            u.mail_address, u.password_reset_flg, u.password_notice_timing, u.password_notice_sent_at, u.last_updated,
            (select coalesce(json_agg(json_build_object('billingId', d.id::text, 'billingName', d.billing_name) order by d.display_order, d.id), '[]'::json)
               from clerk_departments cd join departments d on d.id = cd.department_id
              where cd.user_id = u.id and d.corporation_id = $1 and not d.delete_flg) as departments
       from users u
      where u.corporation_id = $1 and u.role_type = $2 and not u.delete_flg
        and exists (select 1 from clerk_departments cd where cd.user_id = u.id and cd.department_id = any($3::int[]))
      order by u.user_last_name_kana, u.user_first_name_kana, u.id`,
    [viewer.corporationId, RoleType.CLERK_IN_BILLING, departmentId === null ? [...viewer.departmentIds] : [departmentId]],
  );
  for (const clerk of clerks) {
    // One department per line of the cell, as the kind reads it.
    values.push(clerkValues(clerk, CLERK_ROLE_DEPARTMENT, departmentsOf(clerk).map((d) => d.billingName).join('\n')));
  }
  return values;
}

interface DepartmentTemplateRow extends Row {
  id: number;
  billing_name: string;
  display_order: number;
}

async function departmentRows(db: SqlExecutor, viewer: MemberViewer): Promise<Values[]> {
  const rows = await db.query<DepartmentTemplateRow>(
    'select id, billing_name, display_order from departments where corporation_id = $1 and not delete_flg and id = any($2::int[]) order by display_order, id',
    [viewer.corporationId, [...viewer.departmentIds]],
  );
  return rows.map((r) => ({ billingId: String(r.id), billingName: r.billing_name, displayOrder: String(r.display_order) }));
}

export type TemplateKind = UploadKindName;

/** What the downloads take (core/uploads/calls.ts): the encoding, and for the lists the day and the clerks' report. */
export type TemplateRequest = TemplateQuery & Partial<TenantManagersQuery>;

export async function templateFile(db: SqlExecutor, viewer: MemberViewer, name: TemplateKind, input: TemplateRequest, now: Date): Promise<FileReply> {
  const kind = uploadKind(name);
  assertMayUpload(viewer, kind.division);
  switch (name) {
    case 'members':
      return reply(kind, await memberRows(db, viewer), input.encoding, formatDate(now));
    case 'clerks': {
      const problems: Problems = {};
      const requestDate = requestDateOf(input.requestDate, now, problems);
      const reportType = input.reportType ?? 1;
      // The clerks of one department name it: a rule across two fields, which the schema leaves to this handler.
      if (reportType === 2 && input.billingId === undefined) problems.billingId = t('validation.required');
      check(problems);
      const billingId = input.billingId === undefined ? null : Number(input.billingId);
      if (billingId !== null && !viewer.departmentIds.has(billingId)) throw validationFailed({ billingId: t('uploads.row.billingNotFound', { id: billingId }) });
      const rows = await clerkRows(db, viewer, reportType, billingId);
      return reply(kind, rows, input.encoding, requestDate);
    }
    case 'department-names':
    case 'department-order': {
      const problems: Problems = {};
      const requestDate = requestDateOf(input.requestDate, now, problems);
      check(problems);
      return reply(kind, await departmentRows(db, viewer), input.encoding, requestDate);
    }
    case 'department-delete':
    case 'department-register':
      // The header alone: rows are added by hand (see the top of this file).
      return reply(kind, [], input.encoding, formatDate(now));
  }
}
