// Who a members upload may change (issue 28): a single-company 責任者 (admin02 of 東洋システム開発) edits members with
// the downloaded list (one 備考 changed, or every row set to Edit as it is) and it applies; a person also reaching
// a company the uploader does not administer is refused by the dry run with the apply's reason; admin01, removed from
// the second company, edits the first company's members and it applies.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadRejectedBody, UploadResponse } from '../../core/uploads/calls';
import { t } from '../../core/i18n';
import { fileTestServer } from '../../tests/support/file-server';
import { signInWithCookies, type TestCaller } from '../../tests/support/server';
import { csvText, settled, upload, utf8Bom } from './test-support';

const file = fileTestServer();
let admin01: TestCaller;
let admin02: TestCaller;

beforeAll(async () => {
  admin01 = await signInWithCookies(file.server.baseUrl, 'admin01');
  admin02 = await signInWithCookies(file.server.baseUrl, 'admin02');
}, 60_000);

/** The members template's rows (Keep rows of every living member). */
async function memberRows(caller: TestCaller): Promise<string[][]> {
  const answer = await caller.get<string>('/api/transfer/memberBulkUpdateCSV');
  expect(answer.status).toBe(200);
  const [, ...rows] = parse(answer.body.replace(/^\uFEFF/, '')) as string[][];
  return rows;
}

async function remarks(userId: string): Promise<string | null> {
  const [row] = await file.server.db.query<{ tenant_remarks: string | null }>('select tenant_remarks from users where id = $1', [Number(userId)]);
  return row.tenant_remarks;
}

const q = (corporationId: number, extra: Record<string, string | number | boolean> = {}) => ({ corporationId, uploadDivision: 8, ...extra });

describe('members upload by a responsible person of one company', () => {
  it('admin02: one 備考 changed in the downloaded list passes the dry run and applies', async () => {
    const rows = await memberRows(admin02);
    expect(rows.length).toBeGreaterThan(10);
    rows[3][0] = 'Edit';
    rows[3][9] = '一括変更テスト';
    const data = utf8Bom(csvText('members', rows));
    const dryRun = await upload<UploadResponse>(admin02, q(2, { dryRun: true }), data);
    expect(dryRun.body).toMatchObject({ valid: true, problemCount: 0 });
    const applied = await settled(file.server, await upload<UploadResponse>(admin02, q(2), data));
    expect(applied.body.status, JSON.stringify(applied.body).slice(0, 400)).toBe('applied');
    expect(await remarks(rows[3][1])).toBe('一括変更テスト');
  });

  it('admin02: every row of the list set to Edit as it is passes and applies', async () => {
    const rows = (await memberRows(admin02)).map((r) => ['Edit', ...r.slice(1)]);
    const applied = await settled(file.server, await upload<UploadResponse>(admin02, q(2), utf8Bom(csvText('members', rows))));
    expect(applied.body.status, JSON.stringify(applied.body).slice(0, 400)).toBe('applied');
    expect(applied.body.rowCount).toBe(rows.length);
  });

  it('a member also looking after a department of the other company is refused by the dry run and the upload with the apply\'s reason', async () => {
    const rows = await memberRows(admin02);
    const shared = rows[5];
    await file.server.db.query('insert into clerk_departments (user_id, department_id) values ($1, 1)', [Number(shared[1])]);
    try {
      const edited = [['Edit', ...shared.slice(1, 9), '共有の方', ''], ['Edit', ...rows[6].slice(1, 9), '共有でない方', '']];
      const data = utf8Bom(csvText('members', edited));
      const dryRun = await upload<UploadResponse>(admin02, q(2, { dryRun: true }), data);
      expect(dryRun.body.problems).toEqual([expect.objectContaining({ row: 2, column: '会員ID', message: t('clerks.refuse.sharedAccount') })]);
      const refused = await upload<UploadRejectedBody>(admin02, q(2), data);
      expect(refused.status).toBe(400);
      expect(await remarks(shared[1])).not.toBe('共有の方');
      // Listed as it is (Keep), the shared person is no obstacle.
      const kept = await upload<UploadResponse>(admin02, q(2, { dryRun: true }), utf8Bom(csvText('members', [shared, edited[1]])));
      expect(kept.body).toMatchObject({ valid: true, problemCount: 0 });
    } finally {
      await file.server.db.query('delete from clerk_departments where user_id = $1 and department_id = 1', [Number(shared[1])]);
    }
  });

  it('admin01, removed from the second company, edits members of the first and it applies', async () => {
    await file.server.db.query("delete from admin_corporations where user_id = (select id from users where login_id = 'admin01') and corporation_id = 2");
    const rows = await memberRows(admin01);
    rows[0][0] = 'Edit';
    rows[0][9] = '移籍後の変更';
    const applied = await settled(file.server, await upload<UploadResponse>(admin01, q(1), utf8Bom(csvText('members', rows))));
    expect(applied.body.status, JSON.stringify(applied.body).slice(0, 400)).toBe('applied');
    expect(await remarks(rows[0][1])).toBe('移籍後の変更');
  });
});
