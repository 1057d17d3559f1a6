// Usage budget calls against a real server at a fixed clock (2026/11/15, period 2026/10/21 - 2026/11/20): every call
// for a responsible person, a department clerk (departments 5 and 6 only) and a role without the budget codes; each
// write works, is refused without permission (403, nothing changes), refuses bad input (400 with Japanese
// per-field messages, nothing changes) and a stale lastUpdated (409); the gates of spec 2.4 hold on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/api/error';
import type {
  LimitAmountPreview, LimitAmountResult, LimitBillingSearchResponse, LimitUserSearchResponse,
} from '../../core/limit-amount/calls';
import type { LimitAmountBillingDetail, LimitDepartmentChoice } from '../../core/limit-amount/domain';
import { registrationFee } from '../../core/charges/domain';
import { t } from '../../core/i18n';
import { signInWithCookies, startTestServer, TestCaller, type TestServer } from '../../tests/support/server';

const NOW = new Date('2026-11-15T03:00:00.000Z');
let server: TestServer;
let admin: TestCaller;
let clerk: TestCaller;
let noBudgetRole: TestCaller;
let anonymous: TestCaller;

const CLERK_DEPARTMENTS = [5, 6];
const CORP1_DEPARTMENTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

beforeAll(async () => {
  server = await startTestServer({ webDist: null, clock: () => NOW });
  // clerk03 stands for a role without any budget code: no authority template, so no codes at all.
  await server.db.query("update users set authority_template = null where login_id = 'clerk03'");
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  clerk = await signInWithCookies(server.baseUrl, 'clerk01');
  noBudgetRole = await signInWithCookies(server.baseUrl, 'clerk03');
  anonymous = new TestCaller(server.baseUrl);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

interface DepartmentState {
  monthly_limit_amount: number | null;
  limit_amount_alert_choice_flg: boolean;
  limit_full_amount_alert_choice_flg: boolean;
  limit_amount_for_user: number | null;
  limit_amount_for_user_alert_choice_flg: boolean;
  limit_full_amount_for_user_alert_division: string;
  last_updated: Date;
}

async function department(id: number): Promise<DepartmentState> {
  const [row] = await server.db.query<DepartmentState & Record<string, unknown>>(
    `select monthly_limit_amount, limit_amount_alert_choice_flg, limit_full_amount_alert_choice_flg, limit_amount_for_user,
            limit_amount_for_user_alert_choice_flg, limit_full_amount_for_user_alert_division, last_updated from departments where id = $1`,
    [id],
  );
  return row;
}

async function detail(caller: TestCaller, id: number): Promise<LimitAmountBillingDetail> {
  const result = await caller.get<LimitAmountBillingDetail>(`/api/billing/tenant/limitAmount/detail/${id}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

const READS = [
  '/api/billing/tenant/limitAmount/list',
  '/api/billing/tenant/limitAmount/pulldown/1',
  '/api/billing/tenant/limitAmount/detail/5',
  '/api/billing/tenant/limitAmount/user/list',
  '/api/billing/tenant/limitAmount/user/pulldown/1',
];
const WRITES = ['', 'billing/', 'user/'].flatMap((v) => [`/api/billing/tenant/limitAmount/${v}confirm`, `/api/billing/tenant/limitAmount/${v}update`]);

describe('who may call what', () => {
  it('refuses anonymous callers with 401', async () => {
    for (const path of READS) expect((await anonymous.get(path)).status, path).toBe(401);
    for (const path of WRITES) expect((await anonymous.patch(path, {})).status, path).toBe(401);
  });

  it('refuses a role without the budget codes with 403 on every call, and changes nothing', async () => {
    const before = await department(5);
    const stamp = before.last_updated.toISOString();
    for (const path of READS) {
      const result = await noBudgetRole.get<{ code: string; message: string }>(path);
      expect(result.status, path).toBe(403);
      expect(result.body.message).toBe(t('error.permission'));
    }
    const bodies = { billingId: '5', lastUpdated: stamp, limitAmount: '1', limitAmountForUser: '1', limitFullAmountForUserAlertDivision: 'STOP',
      limitAmountAlertChoiceFlg: false, limitFullAmountAlertChoiceFlg: false, limitAmountForUserAlertChoiceFlg: false };
    for (const path of WRITES) expect((await noBudgetRole.patch(path, bodies)).status, path).toBe(403);
    expect(await department(5)).toEqual(before);
  });
});

describe('department budget list', () => {
  it('shows a responsible person every department of the viewed corporation with the current period', async () => {
    const result = await admin.get<LimitBillingSearchResponse>('/api/billing/tenant/limitAmount/list');
    expect(result.status).toBe(200);
    expect(result.body.periodStart).toBe('2026/10/21');
    expect(result.body.periodEnd).toBe('2026/11/20');
    expect(result.body.rows.map((r) => Number(r.billingId))).toEqual(CORP1_DEPARTMENTS);
  });

  it('shows a clerk only departments 5 and 6, and refuses other departments in the filter (403)', async () => {
    const result = await clerk.get<LimitBillingSearchResponse>('/api/billing/tenant/limitAmount/list');
    expect(result.body.rows.map((r) => Number(r.billingId))).toEqual(CLERK_DEPARTMENTS);
    expect((await clerk.get('/api/billing/tenant/limitAmount/list?sBillingId=5,1')).status).toBe(403);
  });

  it('filters by the comma-joined departments, the usage rate status and the service usage status', async () => {
    const chosen = await admin.get<LimitBillingSearchResponse>('/api/billing/tenant/limitAmount/list?sBillingId=4,9');
    expect(chosen.body.rows.map((r) => r.billingId)).toEqual(['4', '9']);
    const all = (await admin.get<LimitBillingSearchResponse>('/api/billing/tenant/limitAmount/list')).body.rows;
    for (const status of ['1', '2', '3'] as const) {
      const result = await admin.get<LimitBillingSearchResponse>(`/api/billing/tenant/limitAmount/list?usageRateStatus=${status}`);
      expect(result.body.rows.map((r) => r.billingId)).toEqual(all.filter((r) => r.usageRateStatus === status).map((r) => r.billingId));
    }
    const suspended = await admin.get<LimitBillingSearchResponse>('/api/billing/tenant/limitAmount/list?serviceUsageStatus=2');
    expect(suspended.body.rows.map((r) => r.billingId)).toEqual(['11']);
    const sorted = await admin.get<LimitBillingSearchResponse>('/api/billing/tenant/limitAmount/list?sort=usageAmount&sortOrder=desc');
    const amounts = sorted.body.rows.map((r) => r.usageAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('answers 400 with a Japanese field message for an unknown status', async () => {
    const result = await admin.get<{ code: string; fields: Record<string, string> }>('/api/billing/tenant/limitAmount/list?usageRateStatus=9');
    expect(result.status).toBe(400);
    expect(result.body.fields.usageRateStatus).toBe(t('limitAmount.validation.choice'));
  });

  it('refuses another corporation than the viewed one (403)', async () => {
    expect((await admin.get('/api/billing/tenant/limitAmount/list?corporationId=2')).status).toBe(403);
    expect((await admin.get('/api/billing/tenant/limitAmount/pulldown/2')).status).toBe(403);
  });
});

describe('department budget detail and pulldowns', () => {
  it('includes the registration fee as it stands in the open period in the fee-bearing department only', async () => {
    // Corporation 1 bills the fee to 経営企画部 (division 1); the period is open (not closed), so the ledger has no fee row
    // of it and the fee is registrationFee(actual users so far).
    const feeBearing = await detail(admin, 1);
    expect(feeBearing.registrationFeeChargeFlg).toBe(true);
    const [ledger] = await server.db.query<{ uses: number; users: number; fee_rows: number }>(
      `select coalesce(sum(amount) filter (where department_id = 1), 0)::int as uses,
              count(distinct user_id) filter (where coalesce(resource_type, 0) not in (90, 91, 99))::int as users,
              (select count(*)::int from usage_records where corporation_id = 1 and registration_fee_flg and usage_date >= '2026-10-21') as fee_rows
         from usage_records where corporation_id = 1 and not registration_fee_flg and usage_date between '2026-10-21' and '2026-11-15'`,
    );
    expect(ledger.fee_rows).toBe(0);
    expect(ledger.users).toBeGreaterThan(0);
    expect(feeBearing.registrationFeeAmount).toBe(registrationFee(ledger.users));
    expect(feeBearing.usageAmount).toBe(ledger.uses + feeBearing.registrationFeeAmount);
    const other = await detail(admin, 5);
    expect(other.registrationFeeAmount).toBe(0);
    expect(other.period).toEqual({ start: '2026-10-21', end: '2026-11-20', next: '2026-11-21' });
    const list = await admin.get<LimitBillingSearchResponse>('/api/billing/tenant/limitAmount/list');
    expect(list.body.rows.find((r) => r.billingId === '1')).toMatchObject({ usageAmount: feeBearing.usageAmount, registrationFeeAmount: feeBearing.registrationFeeAmount });
    expect(list.body.rows.filter((r) => r.billingId !== '1').every((r) => r.registrationFeeAmount === 0)).toBe(true);
  });

  it('lets a clerk read its own departments only (403 elsewhere, 404 for none)', async () => {
    await detail(clerk, 6);
    expect((await clerk.get('/api/billing/tenant/limitAmount/detail/1')).status).toBe(403);
    expect((await admin.get('/api/billing/tenant/limitAmount/detail/12')).status).toBe(404);
    expect((await admin.get('/api/billing/tenant/limitAmount/detail/99999')).status).toBe(404);
  });

  it('answers the pulldowns by role: all or own departments; members only where a member budget exists', async () => {
    const all = await admin.get<LimitDepartmentChoice[]>('/api/billing/tenant/limitAmount/pulldown/1');
    expect(all.body.map((d) => Number(d.billingId))).toEqual(CORP1_DEPARTMENTS);
    const own = await clerk.get<LimitDepartmentChoice[]>('/api/billing/tenant/limitAmount/pulldown/1');
    expect(own.body.map((d) => Number(d.billingId))).toEqual(CLERK_DEPARTMENTS);
    const users = await admin.get<LimitDepartmentChoice[]>('/api/billing/tenant/limitAmount/user/pulldown/1');
    expect(users.body.map((d) => Number(d.billingId))).toEqual([5, 6, 7]);
  });
});

describe('demo data', () => {
  it('records the demo cap stops so they are released when the next period starts', async () => {
    const rows = await server.db.query<{ stopped: number; recorded: number }>(
      `select count(*)::int as stopped,
              count(*) filter (where exists (select 1 from limit_amount_alerts a where a.user_id = u.id and a.action = 'STOP'
                                              and a.release_on = '2026-11-21' and a.released_at is null))::int as recorded
         from users u where u.reservation_stop_flg and u.role_type is null`,
    );
    expect(rows[0].stopped).toBeGreaterThan(0);
    expect(rows[0].recorded).toBe(rows[0].stopped);
  });

  it('stops only members who truly reached the member cap of a STOP department (the product\'s rule, not a mark)', async () => {
    const members = await admin.get<LimitUserSearchResponse>('/api/billing/tenant/limitAmount/user/list?limit=100&serviceUsageStatus=2');
    const stopped = members.body.rows.filter((r) => r.reservationStopFlg);
    expect(stopped.length).toBeGreaterThan(0);
    for (const row of stopped) {
      expect([row.userName, row.usageRate]).toEqual([row.userName, expect.any(Number)]);
      expect(row.usageRate, row.userName).toBeGreaterThanOrEqual(100);
      expect(row.usageAmount).toBeGreaterThanOrEqual(row.limitAmount ?? Infinity);
    }
    const [outside] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from users u join departments d on d.id = u.department_id
        where u.reservation_stop_flg and d.limit_full_amount_for_user_alert_division <> 'STOP'`,
    );
    expect(outside.count).toBe(0);
  });
});

describe('member budget list', () => {
  it('pages at most 100 members of departments with a member budget, usage without the registration fee', async () => {
    const result = await admin.get<LimitUserSearchResponse>('/api/billing/tenant/limitAmount/user/list?limit=100');
    expect(result.status).toBe(200);
    expect(result.body.rows.length).toBeLessThanOrEqual(100);
    expect(new Set(result.body.rows.map((r) => r.billingId))).toEqual(new Set(['5', '6', '7']));
    const row = result.body.rows.find((r) => r.usageAmount > 0);
    if (!row) throw new Error('the demo ledger has no usage in the member budget departments');
    const [ledger] = await server.db.query<{ total: number }>(
      "select coalesce(sum(amount), 0)::int as total from usage_records where user_id = $1 and not registration_fee_flg and usage_date between '2026-10-21' and '2026-11-15'",
      [Number(row.userId)],
    );
    expect(row.usageAmount).toBe(ledger.total);
    const tooMany = await admin.get<{ fields: Record<string, string> }>('/api/billing/tenant/limitAmount/user/list?limit=101');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields.limit).toBe(t('validation.between', { min: 1, max: 100 }));
  });

  it('filters by department list, name, usage rate and service usage status', async () => {
    const six = await clerk.get<LimitUserSearchResponse>('/api/billing/tenant/limitAmount/user/list?billingId=6');
    expect(six.body.rows.every((r) => r.billingId === '6')).toBe(true);
    const over = await admin.get<LimitUserSearchResponse>('/api/billing/tenant/limitAmount/user/list?usageRateStatus=3');
    expect(over.body.rows.every((r) => (r.usageRate ?? 0) >= 100)).toBe(true);
    const stopped = await admin.get<LimitUserSearchResponse>('/api/billing/tenant/limitAmount/user/list?serviceUsageStatus=2');
    expect(stopped.body.rows.every((r) => r.serviceUsageStatus === '2')).toBe(true);
    const first = six.body.rows[0];
    const byName = await clerk.get<LimitUserSearchResponse>(`/api/billing/tenant/limitAmount/user/list?userName=${encodeURIComponent(first.userName.split('\u3000')[0])}`);
    expect(byName.body.rows.map((r) => r.userId)).toContain(first.userId);
  });

  it('limits a clerk to its departments (403 for another department in the filter)', async () => {
    const result = await clerk.get<LimitUserSearchResponse>('/api/billing/tenant/limitAmount/user/list');
    expect(result.body.rows.every((r) => ['5', '6'].includes(r.billingId))).toBe(true);
    expect((await clerk.get('/api/billing/tenant/limitAmount/user/list?billingId=7')).status).toBe(403);
  });
});

function general(id: number, state: DepartmentState, changes: Record<string, unknown> = {}) {
  return {
    billingId: String(id),
    limitAmount: state.monthly_limit_amount === null ? '' : String(state.monthly_limit_amount),
    limitAmountAlertChoiceFlg: state.limit_amount_alert_choice_flg,
    limitFullAmountAlertChoiceFlg: state.limit_full_amount_alert_choice_flg,
    limitAmountForUser: state.limit_amount_for_user === null ? '' : String(state.limit_amount_for_user),
    limitAmountForUserAlertChoiceFlg: state.limit_amount_for_user_alert_choice_flg,
    limitFullAmountForUserAlertDivision: state.limit_full_amount_for_user_alert_division,
    lastUpdated: state.last_updated.toISOString(),
    ...changes,
  };
}

describe('general variant (/Billing/LimitAmount)', () => {
  it('confirms without changing anything, then updates every setting', async () => {
    const before = await department(8);
    const request = general(8, before, { limitAmount: '150000', limitFullAmountAlertChoiceFlg: true, limitAmountForUser: '12000', limitFullAmountForUserAlertDivision: 'MAIL_ONLY' });
    const preview = await admin.patch<LimitAmountPreview>('/api/billing/tenant/limitAmount/confirm', request);
    expect(preview.status).toBe(200);
    expect(preview.body.changes.map((c) => c.field)).toEqual(['limitAmount', 'limitFullAmountAlertChoiceFlg', 'limitAmountForUser', 'limitFullAmountForUserAlertDivision']);
    expect(preview.body.changes[0]).toEqual({ field: 'limitAmount', label: t('limitAmount.field.limitAmount'), before: t('limitAmount.value.unset'), after: t('limitAmount.value.yen', { amount: '150,000' }) });
    expect(await department(8)).toEqual(before);
    const done = await admin.patch<LimitAmountResult>('/api/billing/tenant/limitAmount/update', request);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(t('limitAmount.done.general'));
    expect(done.body.detail.limitAmount).toBe(150_000);
    const after = await department(8);
    expect(after).toMatchObject({ monthly_limit_amount: 150_000, limit_full_amount_alert_choice_flg: true, limit_amount_for_user: 12_000, limit_full_amount_for_user_alert_division: 'MAIL_ONLY' });
    expect(after.last_updated.getTime()).toBeGreaterThan(before.last_updated.getTime());
  });

  it('accepts amounts as people type them (thousands separators, full-width digits)', async () => {
    const before = await department(8);
    const done = await admin.patch<LimitAmountResult>('/api/billing/tenant/limitAmount/update', general(8, before, { limitAmount: '1,200,000', limitAmountForUser: '３０，０００' }));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await department(8)).toMatchObject({ monthly_limit_amount: 1_200_000, limit_amount_for_user: 30_000 });
  });

  it('warns on confirm when a new limit is below what was already used this period, and not otherwise', async () => {
    const detail = (await admin.get<LimitAmountBillingDetail>('/api/billing/tenant/limitAmount/detail/5')).body;
    expect(detail.usageAmount).toBeGreaterThan(1);
    const before = await department(5);
    const below = await admin.patch<LimitAmountPreview>('/api/billing/tenant/limitAmount/confirm', general(5, before, { limitAmount: '1', limitAmountForUser: '1' }));
    expect(below.status).toBe(200);
    expect(below.body.warnings[0]).toBe(t('limitAmount.confirm.belowUsage', { limit: '1', usage: detail.usageAmount.toLocaleString('ja-JP') }));
    expect(below.body.warnings[1]).toMatch(/^今期すでに\d+名の会員が新しい会員上限額（1円）を超えて/);
    const above = await admin.patch<LimitAmountPreview>('/api/billing/tenant/limitAmount/confirm', general(5, before, { limitAmount: String(detail.usageAmount + 1), limitAmountForUser: '99999999' }));
    expect(above.body.warnings).toEqual([]);
    expect(await department(5)).toEqual(before);
  });

  it('counts the open period\'s registration fee in the fee-bearing department\'s below-usage warning', async () => {
    const { usageAmount: usage, registrationFeeAmount: fee } = await detail(admin, 1);
    expect(fee).toBeGreaterThan(1);
    const before = await department(1);
    // A limit above the uses alone but below the uses and the fee: warned with the usage the budget page shows.
    const limit = usage - fee + 1;
    const below = await admin.patch<LimitAmountPreview>('/api/billing/tenant/limitAmount/confirm', general(1, before, { limitAmount: String(limit) }));
    expect(below.status).toBe(200);
    expect(below.body.warnings).toEqual([t('limitAmount.confirm.belowUsage', { limit: limit.toLocaleString('ja-JP'), usage: usage.toLocaleString('ja-JP') })]);
    const above = await admin.patch<LimitAmountPreview>('/api/billing/tenant/limitAmount/confirm', general(1, before, { limitAmount: String(usage) }));
    expect(above.body.warnings).toEqual([]);
    expect(await department(1)).toEqual(before);
  });

  it('lets a clerk set its own department and refuses another (403, nothing changes)', async () => {
    const own = await department(6);
    expect((await clerk.patch('/api/billing/tenant/limitAmount/update', general(6, own, { limitAmount: '650000' }))).status).toBe(200);
    expect((await department(6)).monthly_limit_amount).toBe(650_000);
    const other = await department(2);
    for (const path of ['confirm', 'update']) {
      const result = await clerk.patch<{ code: string }>(`/api/billing/tenant/limitAmount/${path}`, general(2, other, { limitAmount: '1' }));
      expect(result.status).toBe(403);
      expect(result.body.code).toBe(ErrorCode.PERMISSION);
    }
    expect(await department(2)).toEqual(other);
  });

  it('refuses bad input with Japanese per-field messages (400) and changes nothing', async () => {
    const before = await department(9);
    // The choices are the schema's (checked at the edge), the amounts the rule the page shares (checked by the
    // handler after it): each answers every wrong field of its own at once.
    const refusals = [
      [{ limitFullAmountForUserAlertDivision: 'SOMETIMES', limitAmountAlertChoiceFlg: undefined }, {
        limitFullAmountForUserAlertDivision: t('limitAmount.validation.choice'),
        limitAmountAlertChoiceFlg: t('validation.required'),
      }],
      [{ limitAmount: 'abc', limitAmountForUser: '100000000' }, {
        limitAmount: t('validation.integer'),
        limitAmountForUser: t('validation.between', { min: 0, max: 99_999_999 }),
      }],
    ] as const;
    for (const path of ['confirm', 'update']) {
      for (const [changes, fields] of refusals) {
        const result = await admin.patch<{ code: string; fields: Record<string, string> }>(`/api/billing/tenant/limitAmount/${path}`, general(9, before, changes));
        expect(result.status).toBe(400);
        expect(result.body.code).toBe(ErrorCode.VALIDATION);
        expect(result.body.fields).toEqual(fields);
      }
    }
    expect(await department(9)).toEqual(before);
  });

  it('refuses a stale lastUpdated (409) and changes nothing', async () => {
    const before = await department(10);
    const stale = general(10, before, { limitAmount: '1000', lastUpdated: new Date(before.last_updated.getTime() - 1000).toISOString() });
    for (const path of ['confirm', 'update']) expect((await admin.patch(`/api/billing/tenant/limitAmount/${path}`, stale)).status).toBe(409);
    expect(await department(10)).toEqual(before);
  });
});

describe('billing variant (/LimitAmountBilling/Edit)', () => {
  it('updates the department budget only', async () => {
    const before = await department(2);
    const request = { billingId: '2', limitAmount: '320000', lastUpdated: before.last_updated.toISOString() };
    const preview = await admin.patch<LimitAmountPreview>('/api/billing/tenant/limitAmount/billing/confirm', request);
    expect(preview.body.changes).toHaveLength(1);
    const done = await admin.patch<LimitAmountResult>('/api/billing/tenant/limitAmount/billing/update', request);
    expect(done.status).toBe(200);
    expect(await department(2)).toMatchObject({ ...before, monthly_limit_amount: 320_000, last_updated: expect.any(Date) });
  });

  it('is closed when both alert choice flags are set (spec 2.4 gate, 403), and nothing changes', async () => {
    const before = await department(4);
    expect(before.limit_amount_alert_choice_flg && before.limit_full_amount_alert_choice_flg).toBe(true);
    const request = { billingId: '4', limitAmount: '1', lastUpdated: before.last_updated.toISOString() };
    for (const path of ['confirm', 'update']) expect((await admin.patch(`/api/billing/tenant/limitAmount/billing/${path}`, request)).status).toBe(403);
    expect(await department(4)).toEqual(before);
  });

  it('refuses a clerk outside its departments (403), bad input (400) and a stale lastUpdated (409)', async () => {
    const other = await department(1);
    expect((await clerk.patch('/api/billing/tenant/limitAmount/billing/update', { billingId: '1', limitAmount: '1', lastUpdated: other.last_updated.toISOString() })).status).toBe(403);
    const own = await department(5);
    const bad = await clerk.patch<{ fields: Record<string, string> }>('/api/billing/tenant/limitAmount/billing/update', { billingId: '5', limitAmount: '-5', lastUpdated: own.last_updated.toISOString() });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.limitAmount).toBe(t('validation.between', { min: 0, max: 99_999_999 }));
    expect((await clerk.patch('/api/billing/tenant/limitAmount/billing/update', { billingId: '5', limitAmount: '5', lastUpdated: '2020-01-01T00:00:00.000Z' })).status).toBe(409);
    expect(await department(1)).toEqual(other);
    expect(await department(5)).toEqual(own);
  });
});

describe('user variant (/LimitAmountUser/Edit)', () => {
  it('updates the member budget and the cap choice', async () => {
    const before = await department(5);
    const request = { billingId: '5', limitAmountForUser: '35000', limitFullAmountForUserAlertDivision: 'MAIL_ONLY', lastUpdated: before.last_updated.toISOString() };
    const preview = await clerk.patch<LimitAmountPreview>('/api/billing/tenant/limitAmount/user/confirm', request);
    expect(preview.body.changes.map((c) => c.after)).toEqual([t('limitAmount.value.yen', { amount: '35,000' }), t('limitAmount.division.MAIL_ONLY')]);
    const done = await clerk.patch<LimitAmountResult>('/api/billing/tenant/limitAmount/user/update', request);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(t('limitAmount.done.user'));
    expect(await department(5)).toMatchObject({ limit_amount_for_user: 35_000, limit_full_amount_for_user_alert_division: 'MAIL_ONLY' });
  });

  it('is closed when the member alert flag is set and the cap neither stops nor mails (403), and nothing changes', async () => {
    await server.db.query("update departments set limit_amount_for_user_alert_choice_flg = true, limit_full_amount_for_user_alert_division = 'NONE' where id = 7");
    const before = await department(7);
    const request = { billingId: '7', limitAmountForUser: '1', limitFullAmountForUserAlertDivision: 'STOP', lastUpdated: before.last_updated.toISOString() };
    for (const path of ['confirm', 'update']) expect((await admin.patch(`/api/billing/tenant/limitAmount/user/${path}`, request)).status).toBe(403);
    expect(await department(7)).toEqual(before);
  });

  it('refuses a clerk outside its departments (403), bad input (400) and a stale lastUpdated (409)', async () => {
    const other = await department(7);
    expect((await clerk.patch('/api/billing/tenant/limitAmount/user/update', { billingId: '7', limitAmountForUser: '1', limitFullAmountForUserAlertDivision: 'STOP', lastUpdated: other.last_updated.toISOString() })).status).toBe(403);
    const own = await department(6);
    const bad = await clerk.patch<{ fields: Record<string, string> }>('/api/billing/tenant/limitAmount/user/update', { billingId: '6', limitAmountForUser: '12.3', limitFullAmountForUserAlertDivision: 'STOP', lastUpdated: own.last_updated.toISOString() });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ limitAmountForUser: t('validation.integer') });
    const missing = await clerk.patch<{ fields: Record<string, string> }>('/api/billing/tenant/limitAmount/user/update', { billingId: '6', limitAmountForUser: '1', lastUpdated: own.last_updated.toISOString() });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ limitFullAmountForUserAlertDivision: t('validation.required') });
    expect((await clerk.patch('/api/billing/tenant/limitAmount/user/update', { billingId: '6', limitAmountForUser: '1', limitFullAmountForUserAlertDivision: 'STOP', lastUpdated: '2020-01-01T00:00:00.000Z' })).status).toBe(409);
    expect(await department(6)).toEqual(own);
  });
});

describe('a suspended department (spec 2.4: its budget pages are closed, and so are their writes)', () => {
  it.each([
    ['general', '/api/billing/tenant/limitAmount', { limitAmount: '1000', limitAmountAlertChoiceFlg: false, limitFullAmountAlertChoiceFlg: false, limitAmountForUser: '', limitAmountForUserAlertChoiceFlg: false, limitFullAmountForUserAlertDivision: 'STOP' }],
    ['billing', '/api/billing/tenant/limitAmount/billing', { limitAmount: '1000' }],
    ['user', '/api/billing/tenant/limitAmount/user', { limitAmountForUser: '1000', limitFullAmountForUserAlertDivision: 'STOP' }],
  ])('refuses the %s variant with 409 and the Japanese reason, changing nothing', async (_variant, base, values) => {
    // Department 11 is suspended in the demo data.
    const before = await department(11);
    const request = { billingId: '11', ...values, lastUpdated: before.last_updated.toISOString() };
    for (const path of ['confirm', 'update']) {
      const refused = await admin.patch<{ code: string; message: string }>(`${base}/${path}`, request);
      expect(refused.status, path).toBe(409);
      expect(refused.body).toMatchObject({ code: ErrorCode.DEPARTMENT_SUSPENDED, message: t('billing.refuse.disabled') });
    }
    expect(await department(11)).toEqual(before);
  });
});
