// twb upload history / result / template against a scripted server: kinds and statuses by their Japanese names in the
// table (the codes stay in --json), and --encoding spelt utf-8 or utf8 (sjis for cp932) alike.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UploadHistoryRow } from '../../core/uploads/calls';
import { UploadDivision } from '../../core/csv/kind';
import { runCommand } from '../run-command';
import { fakeApi } from '../testing/fake-api';
import { fakeRuntime } from '../testing/fake-runtime';
import { runUploadCancel, runUploadHistory, runUploadResult, runUploadTemplate } from './upload-jobs';

const BASE = 'http://twb.test:8080';
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'twb-jobs-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function row(overrides: Partial<UploadHistoryRow>): UploadHistoryRow {
  return {
    transferHistoryId: '7', uploadDivision: UploadDivision.BILLING_NAME_UPDATE, kind: 'department-names', kindTitle: '部署名一括変更', status: 'queued',
    statusLabel: '反映待ち', fileName: 'names.csv', startDate: '2026/12/01', uploadedAt: '2026/11/30 10:00:00', finishedAt: null, uploadedByUserId: '1',
    uploadedByName: '山田 太郎', organizationName: '', organizationId: null, rowCount: 2, appliedCount: 0, errorCount: 0, deleteExisting: false,
    cancellable: true, completionAvailable: false, message: null, failureReasons: [], ...overrides,
  } as UploadHistoryRow;
}

function setup() {
  const rows = [row({}), row({ transferHistoryId: '6', uploadDivision: UploadDivision.USER_UPDATE, kind: 'members', kindTitle: '会員一括変更', status: 'failed', statusLabel: 'エラー', errorCount: 3 })];
  const api = fakeApi({
    'GET /api/transfer/history/': { body: { totalCount: 2, offset: 0, limit: 50, rows } },
    'GET /api/transfer/completionCSV': { body: 'x' },
    'GET /api/transfer/billingListCSV': { body: 'x' },
  });
  return { api, runtime: fakeRuntime({ env: { TWB_TOKEN: 'token', TWB_BASE_URL: BASE }, fetch: api.fetch }) };
}

describe('twb upload history', () => {
  it('names kinds and statuses in Japanese in the table', async () => {
    const { runtime } = setup();
    expect(await runCommand(false, (rt, output) => runUploadHistory({}, rt, output), runtime)).toBe(0);
    const lines = runtime.stdout.text().split('\n');
    expect(lines[1]).toMatch(/^7\s+部署名一括変更\s+反映待ち\s+2026\/12\/01/);
    expect(lines[2]).toMatch(/^6\s+会員一括変更\s+エラー\s+/);
    expect(runtime.stdout.text()).not.toMatch(/queued|failed|department-names|members/);
  });

  it('keeps the codes in --json', async () => {
    const { runtime } = setup();
    expect(await runCommand(true, (rt, output) => runUploadHistory({ json: true }, rt, output), runtime)).toBe(0);
    expect(JSON.parse(runtime.stdout.text()).rows[0]).toMatchObject({ kind: 'department-names', status: 'queued' });
  });
});

describe('--encoding of result and template', () => {
  it('takes utf-8, utf8, cp932, sjis and shift_jis; refuses others naming the canonical spellings', async () => {
    for (const [given, sent] of [[undefined, 'utf8'], ['utf-8', 'utf8'], ['utf8', 'utf8'], ['cp932', 'cp932'], ['sjis', 'cp932'], ['shift_jis', 'cp932']] as const) {
      const { api, runtime } = setup();
      expect(await runCommand(false, (rt, output) => runUploadResult('7', { output: join(dir, 'result.csv'), encoding: given }, rt, output), runtime)).toBe(0);
      expect(await runCommand(false, (rt, output) => runUploadTemplate('department-names', { output: join(dir, 'names.csv'), encoding: given }, rt, output), runtime)).toBe(0);
      expect(api.requests.map((r) => r.query.get('encoding'))).toEqual([sent, sent]);
    }
    const { api, runtime } = setup();
    expect(await runCommand(false, (rt, output) => runUploadTemplate('members', { output: join(dir, 'x.csv'), encoding: 'latin1' }, rt, output), runtime)).toBe(2);
    expect(runtime.stderr.text()).toContain('--encoding latin1 は指定できません。utf-8 または cp932（Shift_JIS）を指定してください');
    expect(api.requests).toEqual([]);
  });
});

describe('refusals', () => {
  it("name the server's fields by their labels: アップロードID, not transferHistoryId", async () => {
    const api = fakeApi({
      'GET /api/transfer/completionCSV': { status: 400, body: { message: '入力内容に誤りがあります。', code: 'VALIDATION_ERROR', fields: { transferHistoryId: '結果CSVはまだありません（状態: 反映待ち）' } } },
    });
    const runtime = fakeRuntime({ env: { TWB_TOKEN: 'token', TWB_BASE_URL: BASE }, fetch: api.fetch });
    expect(await runCommand(false, (rt, output) => runUploadResult('7', { output: join(dir, 'r.csv') }, rt, output), runtime)).toBe(1);
    expect(runtime.stderr.text()).toBe('入力内容に誤りがあります。\n  アップロードID: 結果CSVはまだありません（状態: 反映待ち）\n');
  });
});

describe('twb upload cancel', () => {
  it('cancels a queued upload; one cancelled already is said to be so (exit 0)', async () => {
    for (const [status, said] of [['queued', 'アップロードID 7 を取り消しました'], ['cancelled', 'アップロードID 7 はすでに取り消されています（反映はしていません）']] as const) {
      const api = fakeApi({
        'GET /api/transfer/history/': { body: { totalCount: 1, offset: 0, limit: 500, rows: [row({ status })] } },
        'POST /api/transfer/cancel': { body: { result: 'OK', transferHistoryId: '7', status: 'cancelled', message: 'x' } },
      });
      const runtime = fakeRuntime({ env: { TWB_TOKEN: 'token', TWB_BASE_URL: BASE }, fetch: api.fetch });
      expect(await runCommand(false, (rt, output) => runUploadCancel('7', {}, rt, output), runtime)).toBe(0);
      expect(runtime.stderr.text()).toBe(`${said}\n`);
    }
  });
});
