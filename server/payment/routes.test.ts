// The payment settings calls (issue 15, 支払い情報) against a real server and the demo data: every call for the
// responsible person admin01 and the clerk clerk01 (403 on every read and write); each write three ways (works; 403
// without the permission; bad input is 400 with the Japanese message at its field and changes nothing); the one
// cancel (stale 409, refused once applied, another corporation's id 404); another corporation's destination number
// answered as an unknown one; the apply on the date through the scheduler (test clock) and the invoice that follows
// it; and never the whole account number in any answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/api/error';
import type { ApplicationCancelPreview, ApplicationCancelResult } from '../../core/applications/calls';
import { chargeMonthOfPeriodStart, registrationFee } from '../../core/charges/domain';
import { budgetPeriodOf, jstDay } from '../../core/limit-amount/domain';
import type {
  ChargeBranchListResponse, ChargeBranchNoCheckResponse, PaymentApplicationDetail, PaymentApplicationPreview, PaymentApplicationResult,
  PaymentApplicationRow, RegistrationFeeChargeInfo,
} from '../../core/payment/domain';
import { t } from '../../core/i18n';
import type { Row } from '../db/database';
import { formatDate } from '../format/dates';
import { closeChargeMonth } from '../charges/close';
import { invoicesOfMonth } from '../charges/invoices';
import { runScheduledWork } from '../jobs/scheduler';
import { signInWithCookies, startTestServer, testClock, type TestCaller, type TestServer } from '../../tests/support/server';

const DAY_MS = 24 * 60 * 60 * 1000;
const API = '/api/applicationInformation';
const ACCOUNT_NUMBER = '7654321';
const DEMO_ACCOUNT_NUMBER = '1234567';
const clock = testClock();
let server: TestServer;
let admin: TestCaller;
let clerk: TestCaller;
/** Every JSON answer admin01 got, to check that no whole account number ever left the server. */
const answers: string[] = [];

async function signInAll(): Promise<void> {
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  clerk = await signInWithCookies(server.baseUrl, 'clerk01');
}

beforeAll(async () => {
  server = await startTestServer({ webDist: null, clock: clock.now });
  await signInAll();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const day = (offsetDays: number): string => formatDate(new Date(clock.now().getTime() + offsetDays * DAY_MS));

async function call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const result = method === 'GET' ? await admin.get<T>(path) : await admin.call<T>(method, path, body ?? {});
  answers.push(JSON.stringify(result.body));
  return result;
}

async function ok<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
  const result = await call<T>(method, path, body);
  expect(result.status, `${method} ${path} ${JSON.stringify(result.body)}`).toBe(200);
  return result.body;
}

/** A 400 with `message` at `field` (and the given count of applications and destinations unchanged). */
async function refusedAt(method: 'POST' | 'PATCH', path: string, body: unknown, field: string, message: string): Promise<void> {
  const before = await state();
  const result = await call<{ code: string; message: string; fields?: Record<string, string> }>(method, path, body);
  expect(result.status, `${field}: ${JSON.stringify(result.body)}`).toBe(400);
  expect(result.body.code).toBe(ErrorCode.VALIDATION);
  expect(result.body.fields?.[field], JSON.stringify(result.body)).toBe(message);
  expect(await state()).toEqual(before);
}

/** What a refused write must leave as it was. */
async function state(): Promise<string> {
  const [row] = await server.db.query<{ f: string } & Row>(`select concat_ws(',', (select count(*) from applications), (select max(last_updated) from applications),
    (select count(*) from charge_clients), (select max(last_updated) from charge_clients), (select max(last_updated) from departments),
    (select representative_fee_setting::text from corporations where id = 1)) as f`);
  return row.f;
}

/** The invoices of corporation 1's latest closed month, through their one reader. */
async function latestInvoices() {
  const [m] = await server.db.query<{ period_start: string } & Row>(
    'select max(period_start)::text as period_start from charge_months where corporation_id = 1');
  return invoicesOfMonth(server.db, 1, m.period_start);
}

async function clientOf(no: string) {
  const [row] = await server.db.query<{ id: number; address: string; residence: string | null; payment_method: number; bank_account: { accountNumber: string } | null } & Row>(
    'select id, address, residence, payment_method, bank_account from charge_clients where charge_branch_no = $1', [no]);
  return row;
}

/** The scheduler's pass on the day `days` ahead (then everyone signs in again: sessions do not outlive days). */
async function schedulerAfter(days: number): Promise<void> {
  clock.advance(days * DAY_MS);
  await runScheduledWork(server.db, clock.now());
  await signInAll();
}

/** A use of a member of the department a minute ago (Japan time), so the current period has an actual user there. */
async function useNow(departmentId: number): Promise<void> {
  const [member] = await server.db.query<{ id: number } & Row>(
    'select id from users where department_id = $1 and role_type is null and not delete_flg order by id limit 1', [departmentId]);
  const [room] = await server.db.query<{ id: number; parent_facility_id: number } & Row>('select id, parent_facility_id from facilities where resource_type = 2 order by id limit 1');
  const start = new Date(clock.now().getTime() - 60_000);
  await server.db.query(
    `insert into usage_records (corporation_id, user_id, department_id, usage_date, start_at, end_at, amount, registration_fee_flg, resource_id, facility_id,
        resource_type, used_minutes, billed_minutes, quantity, unit_price, use_only_flg, created_at)
     values (1, $1, $2, ($3::timestamptz at time zone 'Asia/Tokyo')::date, $3, $3, 1000, false, $4, $5, 2, 10, 10, 1, 1000, false, $3)`,
    [member.id, departmentId, start, room.id, room.parent_facility_id],
  );
}

/** Closes the period running at the clock's day, as its close will, and answers its fee and client lines. */
async function closeCurrentPeriod() {
  const month = chargeMonthOfPeriodStart(budgetPeriodOf(jstDay(clock.now())).start);
  const result = await closeChargeMonth(server.db, 1, month, clock.now());
  const lines = await server.db.query<{ line_kind: string; department_id: number; charge_client_id: number; amount: number } & Row>(
    `select l.line_kind, l.department_id, l.charge_client_id, l.amount::int as amount from charge_line_rows l join charge_months m using (corporation_id, period_start)
      where m.corporation_id = 1 and m.month = $1 order by l.department_id, l.id`, [month]);
  return { actualUsers: result.actualUsers, lines };
}

const destination = (over: Record<string, unknown> = {}) => ({
  clientName: '株式会社みらいワークス', postalCode: '100-0004', address: '東京都千代田区大手町一丁目１番１号', residence: '大手町タワー３０階',
  personDepartment: '経理部', personName: '中川 恵子', mailAddress: 'keiri@mirai-works.co.jp', ...over,
});

const account = (over: Record<string, unknown> = {}) => ({
  bankCode: '0005', bankName: '三菱ＵＦＪ銀行', branchCode: '001', branchName: '本店', accountType: 1, accountNumber: ACCOUNT_NUMBER, accountHolder: 'カブシキガイシャミライワークス', ...over,
});

describe('who may call what', () => {
  it('refuses every payment read and write of clerk01 with 403 and changes nothing', async () => {
    const before = await state();
    const reads = ['/registrationFeeCharge/info', '/chargeBranch/list', '/list/division2', '/list/division3', '/payment/details/4'];
    for (const path of reads) expect((await clerk.get(`${API}${path}`)).status, path).toBe(403);
    const writes: [string, string, unknown][] = [
      ['POST', '/apply/registrationFee/confirm', { division: 2, applyDate: day(3) }], ['POST', '/apply/registrationFee', { division: 2, applyDate: day(3) }],
      ['POST', '/chargeBranchNo/check', { chargeBranchNo: '10000001' }],
      ['POST', '/apply/chargeBranch/confirm', { reason: 1, chargeBranchNo: '10000001', destination: destination(), applyDate: day(3) }],
      ['POST', '/apply/chargeBranch', { reason: 1, chargeBranchNo: '10000001', destination: destination(), applyDate: day(3) }],
      ['POST', '/apply/paymentChange/confirm', { chargeBranchNo: '10000001', paymentMethod: 1, applyDate: day(3) }],
      ['POST', '/apply/paymentChange', { chargeBranchNo: '10000001', paymentMethod: 1, applyDate: day(3) }],
      ['PATCH', '/cancel/confirm', { applicationId: 5 }], ['PATCH', '/cancel', { applicationId: 5, lastUpdated: 'x' }],
    ];
    for (const [method, path, body] of writes) {
      const result = await clerk.call<{ code: string; message: string }>(method, `${API}${path}`, body);
      expect(result.status, path).toBe(403);
      expect(result.body.message).toBe(t('error.permission'));
    }
    expect(await state()).toBe(before);
  });

  it('answers the demo history and destinations to admin01, the account only masked', async () => {
    const info = await ok<RegistrationFeeChargeInfo>('GET', `${API}/registrationFeeCharge/info`);
    expect(info).toMatchObject({ division: 1, billingId: '1', billingName: '経営企画部', applyDateFrom: day(1) });
    expect(info.pendingApplicationId).not.toBeNull();
    expect(info.departments.map((d) => d.billingName)).not.toContain('新規事業推進室');
    const division2 = await ok<PaymentApplicationRow[]>('GET', `${API}/list/division2`);
    expect(division2.map((r) => [r.status, r.summary])).toEqual([
      [1, '登録管理料請求区分を部署ごとに請求へ変更'], [2, '登録管理料請求区分を代表部署へ一括請求（経営企画部）へ変更'],
    ]);
    const division3 = await ok<PaymentApplicationRow[]>('GET', `${API}/list/division3`);
    expect(division3.map((r) => [r.status, r.kind, r.cancellable])).toEqual([[1, 'destination', true], [2, 'paymentMethod', false], [2, 'destination', false], [2, 'address', false]]);
    expect(division3[1].summary).toBe('請求先 10000003 の支払方法を口座振替へ変更');
    expect(division3[2].summary).toBe('営業第一部 ほか1部署の請求先を 10000003 へ変更');
    const detail = await ok<PaymentApplicationDetail>('GET', `${API}/payment/details/${division3[1].applicationId}`);
    expect(detail.changes).toContainEqual({ label: '口座番号', before: 'なし', after: 'みずほ銀行 渋谷支店 普通 ****567' });
    expect(detail.departments.map((d) => d.billingName)).toEqual(['営業第一部', '営業第二部']);
    const list = await ok<ChargeBranchListResponse>('GET', `${API}/chargeBranch/list`);
    expect(list.branches.map((b) => [b.chargeBranchNo, b.defaultFlg, b.paymentMethod])).toEqual([['10000001', true, 1], ['10000003', false, 2]]);
    expect(list.branches[1]).toMatchObject({ accountSummary: 'みずほ銀行 渋谷支店 普通 ****567', pendingApplicationId: division3[0].applicationId });
    expect(list.branches[1].departments.map((d) => d.organizationId)).toEqual(['5', '6']);
    expect(list.branches[0].departments.map((d) => d.organizationId)).toContain('9');
    expect(list.branches[0]).toMatchObject({ residence: '丸の内センタービル１２階', personName: '中川 恵子', mailAddress: 'keiri@mirai-works.co.jp' });
    // Another corporation's application is absent.
    const [other] = await server.db.query<{ id: number } & Row>(
      `insert into applications (corporation_id, division, status, contents, apply_date, applicant_user_id, created_at, last_updated)
       values (2, 2, 1, '{"kind":"registrationFee","division":1,"billingId":"12","billingName":"本社管理部","before":{"division":2,"billingId":null,"billingName":null}}',
         current_date + 30, 6, now(), now()) returning id`);
    expect((await call('GET', `${API}/payment/details/${other.id}`)).status).toBe(404);
    expect((await call('PATCH', `${API}/cancel/confirm`, { applicationId: other.id })).status).toBe(404);
    expect((await call('GET', `${API}/payment/details/999999`)).status).toBe(404);
  });
});

describe('chargeBranchNo/check', () => {
  it('answers the corporation\'s own destination and refuses an unknown or another corporation\'s number alike', async () => {
    const own = await ok<ChargeBranchNoCheckResponse>('POST', `${API}/chargeBranchNo/check`, { chargeBranchNo: '10000003' });
    expect(own).toEqual({ chargeBranchNo: '10000003', clientName: '株式会社みらいワークス 営業本部', departments: [{ organizationId: '5', billingName: '営業第一部' }, { organizationId: '6', billingName: '営業第二部' }] });
    for (const no of ['10000002', '10000004', '99999999']) {
      await refusedAt('POST', `${API}/chargeBranchNo/check`, { chargeBranchNo: no }, 'chargeBranchNo', t('payment.validation.chargeBranchNoUnknown'));
    }
    await refusedAt('POST', `${API}/chargeBranchNo/check`, { chargeBranchNo: '1000000' }, 'chargeBranchNo', t('payment.validation.chargeBranchNoFormat'));
    await refusedAt('POST', `${API}/chargeBranchNo/check`, {}, 'chargeBranchNo', t('validation.required'));
  });
});

describe('the registration-fee charge division (division 2)', () => {
  it('refuses a second pending change, cancels the pending one (stale 409), and refuses bad input at its field', async () => {
    const path = `${API}/apply/registrationFee`;
    await refusedAt('POST', path, { division: 1, billingId: 2, applyDate: day(3) }, 'division', t('payment.validation.feePending'));
    const [pending] = await ok<PaymentApplicationRow[]>('GET', `${API}/list/division2`);
    const preview = await ok<ApplicationCancelPreview>('PATCH', `${API}/cancel/confirm`, { applicationId: pending.applicationId });
    expect(preview).toMatchObject({ division: 2, summary: pending.summary, message: t('payment.confirm.cancel', { summary: pending.summary, date: pending.applyDate }) });
    expect((await call('PATCH', `${API}/cancel`, { applicationId: pending.applicationId, lastUpdated: '2020-01-01T00:00:00.000Z' })).status).toBe(409);
    const cancelled = await ok<ApplicationCancelResult>('PATCH', `${API}/cancel`, { applicationId: pending.applicationId, lastUpdated: preview.lastUpdated });
    expect(cancelled).toMatchObject({ message: t('payment.done.cancel'), application: { status: 3, division: 2, cancellable: false } });

    await refusedAt('POST', path, { division: 1, applyDate: day(3) }, 'billingId', t('validation.required'));
    await refusedAt('POST', path, { division: 3, applyDate: day(3) }, 'division', t('payment.validation.choice'));
    await refusedAt('POST', path, { division: 1, billingId: 11, applyDate: day(3) }, 'billingId', t('payment.validation.feeDepartment'));
    await refusedAt('POST', path, { division: 1, billingId: 12, applyDate: day(3) }, 'billingId', t('payment.validation.feeDepartment'));
    await refusedAt('POST', path, { division: 1, billingId: 1, applyDate: day(3) }, 'division', t('payment.validation.sameAsCurrent'));
    await refusedAt('POST', `${path}/confirm`, { division: 2, applyDate: day(0) }, 'applyDate', t('billing.validation.applyDateRange', { from: day(1), to: day(365) }));
  });

  it('applies 部署ごと on its day through the scheduler, and the close splits the fee across the departments', async () => {
    const preview = await ok<PaymentApplicationPreview>('POST', `${API}/apply/registrationFee/confirm`, { division: 2, applyDate: day(2) });
    expect(preview.changes).toEqual([
      { label: '登録管理料請求区分', before: '代表部署へ一括請求', after: '部署ごとに請求' },
      { label: '登録管理料請求先部署', before: '経営企画部', after: 'なし' },
    ]);
    const applied = await ok<PaymentApplicationResult>('POST', `${API}/apply/registrationFee`, { division: 2, applyDate: day(2) });
    expect(applied.application).toMatchObject({ status: 1, division: 2, kind: 'registrationFee', cancellable: true, applyDate: day(2) });
    await schedulerAfter(1);
    expect((await ok<RegistrationFeeChargeInfo>('GET', `${API}/registrationFeeCharge/info`)).division).toBe(1);
    await schedulerAfter(1);
    const info = await ok<RegistrationFeeChargeInfo>('GET', `${API}/registrationFeeCharge/info`);
    expect(info).toMatchObject({ division: 2, billingId: null, pendingApplicationId: null });
    const done = await ok<PaymentApplicationDetail>('GET', `${API}/payment/details/${applied.application.applicationId}`);
    expect(done).toMatchObject({ status: 2, cancellable: false });
    const late = await call<{ message: string }>('PATCH', `${API}/cancel/confirm`, { applicationId: done.applicationId });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(t('billing.application.notCancellable'));

    await useNow(1);
    await useNow(2);
    const { actualUsers, lines } = await closeCurrentPeriod();
    const fees = lines.filter((l) => l.line_kind === 'registrationFee');
    expect(fees.length).toBeGreaterThan(1);
    expect(fees.map((f) => f.department_id)).toEqual(expect.arrayContaining([1, 2]));
    expect(fees.reduce((s, f) => s + f.amount, 0)).toBe(registrationFee(actualUsers));
  });

  it('applies 代表部署 with a new fee department, which alone bears the fee from then on', async () => {
    const applied = await ok<PaymentApplicationResult>('POST', `${API}/apply/registrationFee`, { division: 1, billingId: 2, applyDate: day(1) });
    expect(applied.application.summary).toBe('登録管理料請求区分を代表部署へ一括請求（総務部）へ変更');
    await schedulerAfter(1);
    const flags = await server.db.query<{ id: number } & Row>('select id from departments where corporation_id = 1 and registration_fee_charge_flg and not delete_flg');
    expect(flags.map((f) => f.id)).toEqual([2]);
    await useNow(1);
    const { actualUsers, lines } = await closeCurrentPeriod();
    expect(lines.filter((l) => l.line_kind === 'registrationFee').map((l) => [l.department_id, l.amount])).toEqual([[2, registrationFee(actualUsers)]]);
  });
});

describe('invoice destination changes (division 3)', () => {
  const path = `${API}/apply/chargeBranch`;
  const address = (over: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) => ({ reason: 1, chargeBranchNo: '10000001', destination: destination(fields), applyDate: day(2), ...over });

  it('refuses bad destination details at their fields and changes nothing', async () => {
    await refusedAt('POST', path, address({}, { postalCode: '1000-004' }), 'postalCode', '入力内容を確認してください');
    await refusedAt('POST', `${path}/confirm`, address({}, { postalCode: '' }), 'postalCode', t('validation.required'));
    await refusedAt('POST', path, address({}, { address: 'Tokyo 1-1' }), 'address', t('validation.fullWidth'));
    await refusedAt('POST', path, address({}, { residence: 'Tower 30F' }), 'residence', t('validation.fullWidth'));
    await refusedAt('POST', path, address({}, { address: '東'.repeat(60), residence: '棟'.repeat(41) }), 'address', t('validation.addressLength', { pair: '建物名・部屋番号', max: 100 }));
    await refusedAt('POST', path, address({}, { clientName: '' }), 'clientName', t('validation.required'));
    await refusedAt('POST', path, address({}, { clientName: '社'.repeat(51) }), 'clientName', t('validation.max', { length: 50 }));
    await refusedAt('POST', path, address({}, { personName: '' }), 'personName', t('validation.required'));
    await refusedAt('POST', path, address({}, { mailAddress: 'keiri@' }), 'mailAddress', t('validation.mail'));
    await refusedAt('POST', path, address({}, { mailAddress: 'keiri@gmail.com' }), 'mailAddress', t('members.validation.freeMail'));
    // A destination that is not an object is told at its name (the edge checks kinds); a missing one names each field.
    await refusedAt('POST', path, { ...address(), destination: 'x' }, 'destination', t('validation.format'));
    await refusedAt('POST', path, { ...address(), destination: undefined }, 'clientName', t('validation.required'));
    await refusedAt('POST', path, address({ reason: 3 }), 'reason', t('payment.validation.choice'));
    await refusedAt('POST', path, address({ chargeBranchNo: '10000002' }), 'chargeBranchNo', t('payment.validation.chargeBranchNoUnknown'));
    const current = (await ok<ChargeBranchListResponse>('GET', `${API}/chargeBranch/list`)).branches[0];
    const { chargeBranchNo: _no, defaultFlg: _d, paymentMethod: _p, accountSummary: _a, departments: _dep, pendingApplicationId: _pend, ...same } = current;
    await refusedAt('POST', path, address({ destination: same }), 'destination', t('payment.validation.sameAsCurrent'));
  });

  it('applies an address change on its day, and the invoice carries the new address', async () => {
    const preview = await ok<PaymentApplicationPreview>('POST', `${path}/confirm`, address());
    expect(preview.changes).toContainEqual({ label: '住所', before: '東京都千代田区丸の内一丁目９番１号', after: '東京都千代田区大手町一丁目１番１号' });
    const applied = await ok<PaymentApplicationResult>('POST', path, address());
    expect(applied.application).toMatchObject({ kind: 'address', reason: 1, summary: '請求先 10000001 の住所変更', chargeBranchNo: '10000001' });
    // A second change of the same destination waits for the first.
    await refusedAt('POST', path, address({}, { residence: '' }), 'chargeBranchNo', t('payment.validation.branchPending'));
    await refusedAt('POST', `${API}/apply/paymentChange`, { chargeBranchNo: '10000001', paymentMethod: 2, bankAccount: account(), applyDate: day(2) }, 'chargeBranchNo', t('payment.validation.branchPending'));
    expect((await clientOf('10000001')).address).toBe('東京都千代田区丸の内一丁目９番１号');
    await schedulerAfter(2);
    expect(await clientOf('10000001')).toMatchObject({ address: '東京都千代田区大手町一丁目１番１号', residence: '大手町タワー３０階' });
    await useNow(1);
    await closeCurrentPeriod();
    const destination = await clientOf('10000001');
    const invoice = (await latestInvoices()).find((i) => i.charge_client_id === destination.id);
    expect({ address: invoice?.address, attention: invoice?.attention }).toEqual({ address: '東京都千代田区大手町一丁目１番１号 大手町タワー３０階', attention: '経理部 中川 恵子 様' });
  });

  it('refuses bad department moves at organizationIds', async () => {
    const move = (over: Record<string, unknown>) => ({ reason: 2, chargeBranchNo: '10000003', organizationIds: ['2'], applyDate: day(2), ...over });
    await refusedAt('POST', path, move({ organizationIds: [] }), 'organizationIds', t('payment.validation.departmentsRequired'));
    await refusedAt('POST', path, move({ organizationIds: ['12'] }), 'organizationIds', t('payment.validation.departmentUnknown'));
    await refusedAt('POST', path, move({ organizationIds: ['5'] }), 'organizationIds', t('payment.validation.alreadyOnDestination', { names: '営業第一部' }));
    await refusedAt('POST', path, move({ organizationIds: ['9'] }), 'organizationIds', t('payment.validation.departmentPending', { names: 'カスタマーサクセス部' }));
    await refusedAt('POST', path, move({ chargeBranchNo: '10000004' }), 'chargeBranchNo', t('payment.validation.chargeBranchNoUnknown'));
    await refusedAt('POST', path, move({ chargeBranchNo: undefined, newDestination: true, destination: destination({ postalCode: 'abc' }) }), 'postalCode', '入力内容を確認してください');
  });

  it('moves departments to an existing and to a new destination on the day, and the invoices follow', async () => {
    const preview = await ok<PaymentApplicationPreview>('POST', `${path}/confirm`, { reason: 2, chargeBranchNo: '10000003', organizationIds: ['2'], applyDate: day(1) });
    expect(preview.notices).toEqual([t('payment.notice.sharedInvoice', { names: '営業第一部、営業第二部、総務部' })]);
    const moved = await ok<PaymentApplicationResult>('POST', path, { reason: 2, chargeBranchNo: '10000003', organizationIds: ['2'], applyDate: day(1) });
    expect(moved.application.summary).toBe('総務部の請求先を 10000003 へ変更');
    const created = await ok<PaymentApplicationResult>('POST', path, {
      reason: 2, newDestination: true, organizationIds: ['7', '8'], destination: destination({ clientName: '株式会社みらいワークス 開発本部', mailAddress: 'dev-keiri@mirai-works.co.jp' }), applyDate: day(1),
    });
    expect(created.application.summary).toBe('開発部 ほか1部署の請求先を 新しい請求先（株式会社みらいワークス 開発本部） へ変更');
    await schedulerAfter(1);
    const branches = (await ok<ChargeBranchListResponse>('GET', `${API}/chargeBranch/list`)).branches;
    const fresh = branches.find((b) => b.clientName === '株式会社みらいワークス 開発本部');
    expect(fresh?.chargeBranchNo).toMatch(/^[0-9]{8}$/);
    expect(fresh?.departments.map((d) => d.organizationId)).toEqual(['7', '8']);
    expect(branches.find((b) => b.chargeBranchNo === '10000003')?.departments.map((d) => d.organizationId)).toEqual(['2', '5', '6']);
    const done = await ok<PaymentApplicationDetail>('GET', `${API}/payment/details/${created.application.applicationId}`);
    expect(done).toMatchObject({ status: 2, chargeBranchNo: fresh?.chargeBranchNo });

    await useNow(2);
    await useNow(7);
    const { lines } = await closeCurrentPeriod();
    const sales = await clientOf('10000003');
    const dev = await clientOf(fresh?.chargeBranchNo ?? '');
    expect(new Set(lines.filter((l) => l.department_id === 2).map((l) => l.charge_client_id))).toEqual(new Set([sales.id]));
    expect(new Set(lines.filter((l) => l.department_id === 7).map((l) => l.charge_client_id))).toEqual(new Set([dev.id]));
    const invoiced = await latestInvoices();
    expect(invoiced.map((i) => i.charge_client_id)).toEqual(expect.arrayContaining([sales.id, dev.id]));
  });
});

describe('the payment method change (/Payment/Input)', () => {
  const path = `${API}/apply/paymentChange`;
  const change = (over: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) => ({
    chargeBranchNo: '10000001', paymentMethod: 2, bankAccount: account(fields), applyDate: day(2), ...over,
  });

  it('refuses bad account details at their fields and changes nothing', async () => {
    await refusedAt('POST', path, change({ bankAccount: undefined }), 'bankCode', t('validation.required'));
    await refusedAt('POST', path, change({}, { bankCode: '12' }), 'bankCode', t('validation.digits', { length: 4 }));
    await refusedAt('POST', path, change({}, { branchCode: '1234' }), 'branchCode', t('validation.digits', { length: 3 }));
    await refusedAt('POST', path, change({}, { accountNumber: '123456' }), 'accountNumber', t('validation.digits', { length: 7 }));
    // The account type's choice is the edge's, told at the account it is part of; a missing one at its own name.
    await refusedAt('POST', path, change({}, { accountType: 3 }), 'bankAccount', t('payment.validation.choice'));
    await refusedAt('POST', path, change({}, { accountType: undefined }), 'accountType', t('validation.required'));
    await refusedAt('POST', path, change({}, { bankName: 'MUFG' }), 'bankName', t('validation.fullWidth30'));
    await refusedAt('POST', path, change({}, { accountHolder: 'ﾐﾗｲﾜｰｸｽ' }), 'accountHolder', t('validation.katakana'));
    await refusedAt('POST', path, change({}, { accountHolder: 'ア'.repeat(31) }), 'accountHolder', t('payment.validation.katakana30'));
    await refusedAt('POST', path, change({ paymentMethod: 9 }), 'paymentMethod', t('payment.validation.choice'));
    await refusedAt('POST', path, change({ paymentMethod: 1 }), 'paymentMethod', t('payment.validation.sameAsCurrent'));
    await refusedAt('POST', path, change({ chargeBranchNo: '10000002' }), 'chargeBranchNo', t('payment.validation.chargeBranchNoUnknown'));
  });

  it('applies direct debit on its day, stores the account and answers it only masked', async () => {
    const preview = await ok<PaymentApplicationPreview>('POST', `${path}/confirm`, change());
    expect(preview.changes).toEqual([
      { label: '支払方法', before: '請求書払い（銀行振込）', after: '口座振替' },
      { label: '口座番号', before: 'なし', after: '三菱ＵＦＪ銀行 本店 普通 ****321' },
    ]);
    const applied = await ok<PaymentApplicationResult>('POST', path, change());
    expect(applied.application.summary).toBe('請求先 10000001 の支払方法を口座振替へ変更');
    await schedulerAfter(2);
    expect(await clientOf('10000001')).toMatchObject({ payment_method: 2, bank_account: { accountNumber: ACCOUNT_NUMBER } });
    const branch = (await ok<ChargeBranchListResponse>('GET', `${API}/chargeBranch/list`)).branches[0];
    expect(branch).toMatchObject({ paymentMethod: 2, accountSummary: '三菱ＵＦＪ銀行 本店 普通 ****321' });
    await ok('GET', `${API}/payment/details/${applied.application.applicationId}`);
    await ok('GET', `${API}/list/division3`);
    // Back to bank transfer: a cancelled application answers masked too.
    const back = await ok<PaymentApplicationResult>('POST', path, { chargeBranchNo: '10000001', paymentMethod: 1, applyDate: day(3) });
    expect(back.application.changes).toContainEqual({ label: '口座番号', before: '三菱ＵＦＪ銀行 本店 普通 ****321', after: 'なし' });
    const cancelled = await ok<ApplicationCancelResult>('PATCH', `${API}/cancel`, { applicationId: back.application.applicationId, lastUpdated: back.application.lastUpdated });
    expect(cancelled.application.status).toBe(3);
  });

  it('never answered a whole account number', () => {
    expect(answers.length).toBeGreaterThan(50);
    for (const answer of answers) {
      expect(answer).not.toContain(ACCOUNT_NUMBER);
      expect(answer).not.toContain(DEMO_ACCOUNT_NUMBER);
    }
  });
});
