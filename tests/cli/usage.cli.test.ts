// twb usage export and twb reservations list against a real seeded server, run as child processes: the usage CSV of a
// period in UTF-8 (with BOM) and CP932 equal to the server's totals, a department given by name, the reservation list
// with filters as text and --json, a department clerk kept to their departments (exit 4 for another), and the usage
// errors (exit 2) and the server's refusal of a period before 2020/12/01 (exit 1).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservationSearchResponse } from '../../core/reservations/calls';
import { t } from '../../core/i18n';
import { DEMO_CODE, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { twbHome, type TwbHome } from './support/twb-process';

const signIn = { TWB_PASSWORD: DEMO_PASSWORD, TWB_CONFIRMATION_CODE: DEMO_CODE };
const NOW = new Date('2026-11-15T03:00:00.000Z');

let server: TestServer;
let home: TwbHome;
let clerkHome: TwbHome;
let dir: string;

beforeAll(async () => {
  server = await startTestServer({ webDist: null, clock: () => NOW });
  home = await twbHome(server.baseUrl);
  clerkHome = await twbHome(server.baseUrl);
  dir = home.configDir.replace(/\/twb$/, '');
  expect((await home.run(['login', '--login-id', 'admin01'], signIn)).code).toBe(0);
  expect((await clerkHome.run(['login', '--login-id', 'clerk01'], signIn)).code).toBe(0);
}, 180_000);

afterAll(async () => {
  await home?.dispose();
  await clerkHome?.dispose();
  await server?.close();
});

async function ledgerCount(where: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from usage_records where corporation_id = 1 and ${where}`);
  return row.n;
}

describe('twb usage export', () => {
  it('saves the CSV of a period (UTF-8 with BOM), one line per record, and says so on stderr', async () => {
    const path = join(dir, 'usage.csv');
    const result = await home.run(['usage', 'export', '--from', '2026/10/21', '--to', '2026/11/15', '-o', path], { NO_COLOR: '1' });
    expect(result.stderr).toContain(path);
    expect(result.code).toBe(0);
    const bytes = await readFile(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0].split(',')[0]).toBe(t('usage.field.startDate'));
    expect(lines.length - 1).toBe(await ledgerCount("usage_date between '2026-10-21' and '2026-11-15'"));
  });

  it('takes a department by name and writes CP932', async () => {
    const path = join(dir, 'usage-sjis.csv');
    const result = await home.run(['usage', 'export', '--from', '2026/11/01', '--to', '2026/11/15', '--department', '営業第一部', '--encoding', 'cp932', '-o', path]);
    expect(result.code, result.stderr).toBe(0);
    const text = iconv.decode(await readFile(path), 'cp932');
    const lines = text.trimEnd().split('\r\n');
    expect(lines.length - 1).toBe(await ledgerCount("department_id = 5 and usage_date between '2026-11-01' and '2026-11-15'"));
    expect(lines.slice(1).every((line) => line.split(',')[2] === '営業第一部')).toBe(true);
  });

  it('refuses bad options (exit 2), a period before 2020/12/01 (exit 1) and another department for a clerk (exit 4)', async () => {
    const missing = await home.run(['usage', 'export', '--to', '2026/11/15', '-o', join(dir, 'x.csv')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(t('usage.cli.dateRequired', { option: '--from' }));
    expect((await home.run(['usage', 'export', '--from', '2026-11-01', '--to', '2026/11/15', '-o', join(dir, 'x.csv')])).code).toBe(2);
    expect((await home.run(['usage', 'export', '--from', '2026/11/01', '--to', '2026/11/15', '--encoding', 'latin1', '-o', join(dir, 'x.csv')])).code).toBe(2);
    const early = await home.run(['usage', 'export', '--from', '2020/11/30', '--to', '2020/12/31', '-o', join(dir, 'x.csv')]);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain(t('usage.validation.beforeDownloadLimit'));
    expect((await clerkHome.run(['usage', 'export', '--from', '2026/11/01', '--to', '2026/11/15', '--department', '1', '-o', join(dir, 'x.csv')])).code).toBe(4);
  });
});

describe('twb reservations list', () => {
  it('lists with filters as text, and the same page as --json', async () => {
    const text = await home.run(['reservations', 'list', '--from', '2026/11/16', '--facility', '1', '--limit', '5'], { NO_COLOR: '1' });
    expect(text.code, text.stderr).toBe(0);
    const lines = text.stdout.trimEnd().split('\n');
    expect(lines[0]).toContain(t('usage.cli.column.id'));
    expect(lines).toHaveLength(6);
    expect(lines.slice(1).every((line) => line.includes('ワークスペース東京駅前'))).toBe(true);
    const json = await home.run(['reservations', 'list', '--from', '2026/11/16', '--facility', '1', '--limit', '5', '--json']);
    const page = JSON.parse(json.stdout) as ReservationSearchResponse;
    expect(page.rows).toHaveLength(5);
    expect(page.rows.map((r) => r.reservationId)).toEqual(lines.slice(1).map((line) => line.split(/\s+/)[0]));
    const [{ n }] = await server.db.query<{ n: number }>(
      "select count(*)::int as n from reservations where corporation_id = 1 and facility_id = 1 and not cancel_flg and start_date >= '2026-11-16T00:00:00+09:00'");
    expect(page.totalCount).toBe(n);
  });

  it('keeps a clerk to their departments and refuses bad options', async () => {
    const json = await clerkHome.run(['reservations', 'list', '--include-cancelled', '--limit', '500', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const page = JSON.parse(json.stdout) as ReservationSearchResponse;
    expect(page.rows.every((r) => ['5', '6'].includes(r.organizationId ?? ''))).toBe(true);
    expect((await clerkHome.run(['reservations', 'list', '--department', '1'])).code).toBe(4);
    expect((await home.run(['reservations', 'list', '--sort', 'price'])).code).toBe(2);
    expect((await home.run(['reservations', 'list', '--limit', '0'])).code).toBe(2);
  });
});
