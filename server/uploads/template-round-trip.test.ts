// Every kind's template (the wizard's Download step, `twb upload template`) is a safe round trip (issue 28): uploaded
// unchanged it validates (the dry run has no problem) and applying it changes nothing, for admin01 (corporation 1) and
// admin02 (corporation 2, one company only). The registration and deletion templates carry no data rows: their dry run
// says so as a note. The clerks list round-trips with the delete option; without it the refusal names the option.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadRejectedBody, UploadResponse } from '../../core/uploads/calls';
import { uploadKind } from '../../core/csv/kinds';
import type { UploadKindName } from '../../core/csv/kind';
import { t } from '../../core/i18n';
import { fileTestServer } from '../../tests/support/file-server';
import { signInWithCookies, type TestCaller } from '../../tests/support/server';
import { settled, upload } from './test-support';

const file = fileTestServer();
const callers: Record<number, TestCaller> = {};

beforeAll(async () => {
  callers[1] = await signInWithCookies(file.server.baseUrl, 'admin01');
  callers[2] = await signInWithCookies(file.server.baseUrl, 'admin02');
}, 60_000);

const TEMPLATES: Readonly<Record<UploadKindName, string>> = {
  members: '/api/transfer/memberBulkUpdateCSV',
  clerks: '/api/transfer/registrationTenantManagers',
  'department-names': '/api/transfer/billingListCSV',
  'department-order': '/api/transfer/billing',
  'department-register': '/api/transfer/billingLumpingRegister',
  'department-delete': '/api/transfer/billingLumpingDelete',
};

/** What any kind could change: people, their links, departments, applications, mails, reservations. */
async function snapshot() {
  const db = file.server.db;
  return {
    users: await db.query(
      `select id, login_id, password_hash, role_type, corporation_id, department_id, department_display_order, user_last_name, user_first_name,
              user_last_name_kana, user_first_name_kana, user_code, mail_address, tenant_remarks, approval_division, delete_flg, service_usage,
              password_reset_flg, confirmation_code_hash, need_to_change_code, password_notice_timing, reservation_stop_flg, last_updated
         from users order by id`,
    ),
    departments: await db.query('select * from departments order by id'),
    clerkDepartments: await db.query('select user_id, department_id from clerk_departments order by 1, 2'),
    adminCorporations: await db.query('select user_id, corporation_id from admin_corporations order by 1, 2'),
    applications: await db.query('select id, status, contents from applications order by id'),
    mails: await db.query('select count(*)::int as n from mail_outbox'),
    reservations: await db.query('select id, cancel_flg, last_updated from reservations order by id'),
  };
}

const DIVISIONS: Readonly<Record<UploadKindName, number>> = {
  members: 8, clerks: 3, 'department-names': 4, 'department-order': 5, 'department-register': 10, 'department-delete': 11,
};

async function template(caller: TestCaller, kind: UploadKindName): Promise<Uint8Array> {
  const answer = await caller.get<string>(TEMPLATES[kind]);
  expect(answer.status, `${kind} template`).toBe(200);
  const [header] = parse(answer.body.replace(/^\uFEFF/, '')) as string[][];
  expect(header).toEqual(uploadKind(kind).columns.map((c) => c.header));
  return new TextEncoder().encode(answer.body);
}

describe('every template uploaded unchanged', () => {
  for (const corporationId of [1, 2]) {
    for (const kind of Object.keys(TEMPLATES) as UploadKindName[]) {
      it(`${kind} of corporation ${corporationId}: the dry run finds no problem, and applied it changes nothing`, async () => {
        const caller = callers[corporationId];
        const data = await template(caller, kind);
        const query = { corporationId, uploadDivision: DIVISIONS[kind], ...(kind === 'clerks' ? { deleteExisting: true } : {}) };
        const dryRun = await upload<UploadResponse>(caller, { ...query, dryRun: true }, data);
        expect(dryRun.status).toBe(200);
        expect(dryRun.body.problems, JSON.stringify(dryRun.body.problems).slice(0, 500)).toEqual([]);
        expect(dryRun.body.valid).toBe(true);
        const empty = kind === 'department-register' || kind === 'department-delete';
        expect(dryRun.body.rowCount === 0).toBe(empty);
        expect(dryRun.body.notes).toEqual(empty ? [t('csv.info.noRows')] : []);
        if (empty) expect(dryRun.body.message).toBe(t('uploads.done.dryRunNoRows'));

        const before = await snapshot();
        const applied = await settled(file.server, await upload<UploadResponse>(caller, query, data));
        expect(applied.body.status, JSON.stringify(applied.body).slice(0, 500)).toBe('applied');
        expect(await snapshot()).toEqual(before);
      });
    }
  }

  it('the clerks list without the delete option is refused row by row, with a reason that names the option', async () => {
    const data = await template(callers[1], 'clerks');
    const refused = await upload<UploadRejectedBody>(callers[1], { corporationId: 1, uploadDivision: 3 }, data);
    expect(refused.status).toBe(400);
    const problems = refused.body.validation.problems;
    expect(problems.length).toBe(refused.body.validation.rowCount);
    expect(new Set(problems.map((p) => p.code))).toEqual(new Set(['loginIdOfClerk']));
    expect(problems[0].message).toContain('--delete-existing');
  });
});
