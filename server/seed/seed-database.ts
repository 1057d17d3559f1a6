// Fills an empty database with the demo data (first start only: a database with corporations is left alone).
import type { Database, SqlExecutor } from '../db/database';
import { hashSecret } from '../auth/secret-hash';
import { formatDate } from '../format/dates';
import { CORPORATIONS, DEPARTMENTS } from './demo-organizations';
import { STAFF, type StaffSeed } from './demo-staff';
import { demoMembers, type MemberSeed } from './demo-members';
import { CHARGE_RESOURCES, FACILITIES, FLEX_CONTRACTS, NEWS, daysFrom } from './demo-content';
import { DEMO_CONFIRMATION_CODE, DEMO_PASSWORD } from './demo-accounts';
import { insertRows, syncIdentities } from './insert-rows';
import { PRICE_PLANS, seedReservationsAndUses } from './demo-reservations';
import { seedApplications } from './demo-applications';
import { runBudgetSweep } from '../limit-amount/budget-sweep';
import { seedUsage } from './demo-usage';
import { seedCharges } from './demo-charges';
import { seedPayment } from './demo-payment';

/** Not the migration lock: seeding runs after migrating, in its own transaction. */
const SEED_LOCK_KEY = 73_401_203;

const USER_COLUMNS = [
  'id', 'login_id', 'password_hash', 'role_type', 'authority_template', 'corporation_id', 'department_id',
  'user_last_name', 'user_first_name', 'user_last_name_kana', 'user_first_name_kana', 'user_code', 'mail_address',
  'tenant_remarks', 'trinity_code', 'approval_division', 'delete_flg', 'service_usage', 'password_reset_flg',
  'flex_contract_flg', 'confirmation_code_hash', 'need_to_change_code', 'created_at', 'last_updated',
] as const;

const isoDate = (date: Date): string => formatDate(date).replaceAll('/', '-');

function corporationOf(id: number) {
  const corporation = CORPORATIONS.find((c) => c.id === id);
  if (!corporation) throw new Error(`seed: unknown corporation ${id}`);
  return corporation;
}

async function seedOrganizations(tx: SqlExecutor, now: Date): Promise<void> {
  await insertRows(
    tx,
    'corporations',
    ['id', 'corporation_name', 'corporation_name_kana', 'trinity_code', 'postal_code', 'address', 'phone_number', 'mail_domains',
      'auto_approval_setting', 'contract_start_date', 'flex_basic_contract_flg', 'created_at', 'last_updated'],
    CORPORATIONS.map((c) => [c.id, c.name, c.kana, c.trinityCode, c.postalCode, c.address, c.phoneNumber, [c.domain],
      c.autoApprovalSetting, c.contractStartDate, c.flexBasicContract, now, now]),
  );
  const order = new Map<number, number>();
  await insertRows(
    tx,
    'departments',
    ['id', 'corporation_id', 'billing_name', 'display_order', 'auto_approval_flg', 'disable_flg', 'monthly_limit_amount',
      'limit_amount_alert_choice_flg', 'limit_full_amount_alert_choice_flg', 'limit_amount_for_user',
      'limit_amount_for_user_alert_choice_flg', 'limit_full_amount_for_user_alert_division', 'registration_fee_charge_flg',
      'created_at', 'last_updated'],
    DEPARTMENTS.map((d) => {
      const position = (order.get(d.corporationId) ?? 0) + 1;
      order.set(d.corporationId, position);
      return [d.id, d.corporationId, d.name, position, d.autoApproval, d.disabled, d.monthlyLimit, d.limitAlert, d.limitFullAlert,
        d.userLimit, d.userLimitAlert, d.userLimitDivision, d.registrationFeeCharge, now, now];
    }),
  );
}

async function seedStaff(tx: SqlExecutor, now: Date): Promise<void> {
  // Named accounts get their own salted hashes; scrypt runs on the thread pool, so they are computed together.
  const hashes = await Promise.all(STAFF.map(async () => [await hashSecret(DEMO_PASSWORD), await hashSecret(DEMO_CONFIRMATION_CODE)]));
  const row = (s: StaffSeed, i: number): unknown[] => {
    const corporation = corporationOf(s.corporationId);
    const template = s.roleType === 3 || s.roleType === 4 ? s.roleType : null;
    return [s.id, s.loginId, hashes[i][0], s.roleType, template, s.corporationId, s.departmentId, s.lastName[0], s.firstName[0],
      s.lastName[1], s.firstName[1], null, `${s.mailLocal}@${corporation.domain}`, null, corporation.trinityCode, 2, false, false,
      s.passwordResetFlg, false, hashes[i][1], s.needToChangeCode, now, now];
  };
  await insertRows(tx, 'users', USER_COLUMNS, STAFF.map(row));
  await insertRows(tx, 'admin_corporations', ['user_id', 'corporation_id'],
    STAFF.flatMap((s) => (s.alsoAdministers ?? []).map((c) => [s.id, c])));
  await insertRows(tx, 'clerk_departments', ['user_id', 'department_id'],
    STAFF.flatMap((s) => (s.clerkOf ?? []).map((d) => [s.id, d])));
}

async function seedMembers(tx: SqlExecutor, members: readonly MemberSeed[], now: Date): Promise<void> {
  // One hash shared by the bulk members keeps seeding fast; they never sign in to this site anyway.
  const sharedHash = await hashSecret(DEMO_PASSWORD);
  const remarks = ['', '', '', '在宅勤務中心', '出張が多い', '週2日出社'];
  await insertRows(
    tx,
    'users',
    USER_COLUMNS,
    members.map((m, i) => [m.id, m.loginId, sharedHash, null, null, m.corporationId, m.departmentId, m.lastName, m.firstName,
      m.lastNameKana, m.firstNameKana, m.userCode, m.mail, remarks[i % remarks.length] || null, m.trinityCode,
      m.status === 'unapproved' ? 1 : 2, m.status === 'deleted', m.status === 'suspended',
      m.status === 'unapproved' || m.status === 'initialPassword' ? 1 : 0, false, null, false,
      daysFrom(now, -(i % 700)), daysFrom(now, -(i % 30))]),
  );
}

/**
 * Seeds the FLEX/BASE contracts and their users; answers the site and price plan of each member seated on a contract
 * in force (their uses there are covered). The rows keep the rules the server enforces: at least one contact person,
 * card numbers unique within a contract (a unique index), users past the seats marked numberAdd.
 */
async function seedFlex(
  tx: SqlExecutor, members: readonly MemberSeed[], now: Date, facilityIds: readonly number[],
): Promise<Map<number, { siteId: number; planId: number }>> {
  const seated = new Map<number, { siteId: number; planId: number }>();
  await insertRows(
    tx,
    'flex_contracts',
    ['id', 'corporation_id', 'owner_department_id', 'charge_department_id', 'facility_id', 'contract_name', 'service_kind', 'seats', 'start_date',
      'end_date', 'monthly_price_per_seat', 'last_updated'],
    FLEX_CONTRACTS.map((c) => [c.id, c.corporationId, c.ownerDepartmentId, c.chargeDepartmentId, facilityIds[c.facilityIndexes[0]], c.name, c.kind,
      c.seats, isoDate(daysFrom(now, c.startDays)), isoDate(daysFrom(now, c.endDays)), c.monthlyPricePerSeat, now]),
  );
  await insertRows(tx, 'flex_contract_facilities', ['flex_contract_id', 'facility_id'],
    FLEX_CONTRACTS.flatMap((c) => c.facilityIndexes.map((i) => [c.id, facilityIds[i]])));
  const rows: unknown[][] = [];
  const seatedIds: number[] = [];
  let pool = members.filter((m) => m.status === 'active');
  for (const contract of FLEX_CONTRACTS) {
    const chosen = pool
      .filter((m) => m.corporationId === contract.corporationId && (contract.memberDepartmentId === undefined || m.departmentId === contract.memberDepartmentId))
      .slice(0, contract.seated);
    pool = pool.filter((m) => !chosen.includes(m));
    const inForce = contract.startDays <= 0 && contract.endDays >= 0;
    const addedAt = daysFrom(now, Math.min(0, contract.startDays));
    chosen.forEach((m, i) => {
      seatedIds.push(m.id);
      if (inForce) seated.set(m.id, { siteId: facilityIds[contract.facilityIndexes[0]], planId: contract.kind === 'FLEX' ? 2 : 3 });
      rows.push([contract.id, m.id, i < contract.contacts ? 1 : 0, `FX${String(contract.id).padStart(2, '0')}${String(i + 1).padStart(6, '0')}`, 1, false, now,
        addedAt, i >= contract.seats]);
    });
  }
  await insertRows(tx, 'flex_users',
    ['flex_contract_id', 'user_id', 'delegate_division', 'card_no', 'card_delivery_division', 'delete_flg', 'last_updated', 'added_at', 'number_add'], rows);
  await tx.query('update users set flex_contract_flg = true where id = any($1::int[])', [seatedIds]);
  return seated;
}

/** Opening hours per site (the first ones open longer) and the closed periods of the closed-time rule. */
const SITE_HOURS: readonly [open: string, close: string][] = [['08:00', '22:00'], ['08:00', '22:00'], ['09:00', '21:00'], ['09:00', '20:00'], ['09:00', '20:00'], ['09:00', '19:00']];

async function seedFacilities(tx: SqlExecutor, now: Date): Promise<number[]> {
  const siteIds: number[] = [];
  const rows: unknown[][] = [];
  let id = 1;
  FACILITIES.forEach((site, siteIndex) => {
    const siteId = id++;
    siteIds.push(siteId);
    const [open, close] = SITE_HOURS[siteIndex % SITE_HOURS.length];
    rows.push([siteId, null, site.name, 1, site.serviceDivision, site.basePointType, site.prefecture, site.address, null, null, siteIndex + 1, open, close]);
    site.resources.forEach(([name, type, capacity, price], i) => {
      rows.push([id++, siteId, name, type, site.serviceDivision, site.basePointType, site.prefecture, site.address, capacity, price, i + 1, null, null]);
    });
  });
  CHARGE_RESOURCES.forEach(([name, type], i) => rows.push([id++, null, name, type, 1, 1, null, null, null, null, 100 + i, null, null]));
  await insertRows(
    tx,
    'facilities',
    ['id', 'parent_facility_id', 'facility_name', 'resource_type', 'service_division', 'base_point_type', 'prefecture', 'address', 'capacity',
      'unit_price', 'display_order', 'open_time', 'close_time'],
    rows,
  );
  // Every site closes for the year end (all day), and the first site closed its evenings for a week of works
  // three months ago: the daily closed hours repeat across that period.
  const year = Number(isoDate(now).slice(0, 4));
  const closed: unknown[][] = [];
  for (const siteId of siteIds) {
    for (const y of [year - 1, year]) closed.push([siteId, `${y}-12-29`, `${y + 1}-01-03`, '00:00', '24:00', '年末年始休館']);
  }
  const works = isoDate(daysFrom(now, -90));
  closed.push([siteIds[0], works, isoDate(daysFrom(now, -84)), '18:00', '22:00', '設備工事（夜間閉館）']);
  await insertRows(tx, 'facility_closed_periods', ['facility_id', 'start_day', 'end_day', 'closed_from', 'closed_to', 'reason'], closed);
  await insertRows(tx, 'price_plans', ['id', 'plan_name', 'service_division'], PRICE_PLANS.map((p) => [p.id, p.name, p.serviceDivision]));
  return siteIds;
}

async function seedNews(tx: SqlExecutor, now: Date): Promise<void> {
  await insertRows(
    tx,
    'news',
    ['corporation_id', 'name', 'description', 'start_date', 'end_date', 'created_at'],
    NEWS.map((n) => [n.corporationId, n.name, n.description, daysFrom(now, n.startDays), n.endDays === null ? null : daysFrom(now, n.endDays), now]),
  );
}

/**
 * Seeds when the database holds no corporation; answers whether it did, and calls onSeeding as it begins. Safe when
 * several servers start at once.
 */
export async function seedIfEmpty(db: Database, clock: () => Date, onSeeding?: () => void): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [{ count }] = await tx.query<{ count: number }>('select count(*)::int as count from corporations');
    if (count > 0) return false;
    onSeeding?.();
    const now = clock();
    const members = demoMembers();
    await seedOrganizations(tx, now);
    await seedStaff(tx, now);
    await seedMembers(tx, members, now);
    const siteIds = await seedFacilities(tx, now);
    const seated = await seedFlex(tx, members, now, siteIds);
    await seedReservationsAndUses(tx, members, now, seated, { skipForeignKeyChecks: db.kind === 'pglite' });
    await seedUsage(tx, members, now);
    await seedNews(tx, now);
    await seedApplications(tx, now);
    // The destinations and the payment applications before the close: it bills each month under the fee charge
    // division in force on its last day, which the applied division 2 application tells.
    await seedPayment(tx, now);
    // Last: the close reads the ledger and the contracts as the seed left them.
    await seedCharges(tx, now);
    await syncIdentities(tx, ['corporations', 'departments', 'user_rows', 'facilities', 'flex_contracts', 'flex_users', 'news', 'reservations', 'price_plans']);
    return true;
  });
  // The demo's budget alerts and cap stops come from the product's own rule, as after a night of the scheduler.
  if (seeded) {
    const now = clock();
    await runBudgetSweep(db, now);
    // Its mails are the demo's history, not news: never sent (to the demo's made-up addresses) nor shown in the mailbox.
    await db.query(
      "update mail_outbox_rows set state = 'skipped', failure_reason = 'demo data: written by the seed, never sent' where state = 'queued' and created_at = $1",
      [now],
    );
  }
  return seeded;
}
