// Demo reservations and uses (issue 12): thirteen billing periods of bookings and the usage records they became,
// generated through the product's rules (opening hours and the closed-time rule, the rounding of billed minutes by
// date, the amount from the unit price, suspended members booking nothing after their suspension), plus future
// bookings of members who may book, so suspend and delete have reservations to cancel.
import { addDays, budgetPeriodOf, isoDay, jstDay } from '../../core/limit-amount/domain';
import {
  billedMinutes, bookingOverlap, closedTimeConflict, isTimeBased, type BookedSpan, usageAmount, usedMinutes, type ClosedPeriod, type OpeningHours,
} from '../../core/usage/domain';
import type { Row, SqlExecutor } from '../db/database';
import type { MemberSeed } from './demo-members';
import { insertColumns } from './insert-rows';
import { seededRandom, type Random } from './random';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const JST_MS = 9 * 60 * MINUTE_MS;
/**
 * Billing periods of history: the current one and the thirteen before it, so that each of the thirteen months the
 * demo closes for its invoices (server/seed/demo-charges.ts) is built from real uses.
 */
export const HISTORY_PERIODS = 14;

/** Price plans (the spec's chargeId): SHARE pay per use, and the FLEX and BASE seats. */
export const PRICE_PLANS = [
  { id: 1, name: 'SHARE 従量プラン', serviceDivision: 1 },
  { id: 2, name: 'FLEX 契約プラン', serviceDivision: 2 },
  { id: 3, name: 'BASE 契約プラン', serviceDivision: 3 },
] as const;

interface ResourceRow extends Row {
  id: number;
  parent_facility_id: number;
  resource_type: number;
  unit_price: number | null;
  open_time: string;
  close_time: string;
}

interface ClosedRow extends Row {
  facility_id: number;
  start_day: string;
  end_day: string;
  closed_from: string;
  closed_to: string;
}

export interface Site {
  id: number;
  hours: OpeningHours;
  closed: ClosedPeriod[];
  rooms: ResourceRow[];
  units: ResourceRow[];
}

/** The sites with their bookable rooms, per-unit equipment, hours and closed periods, as the database holds them. */
export async function loadSites(db: SqlExecutor): Promise<Site[]> {
  const resources = await db.query<ResourceRow>(
    `select r.id, r.parent_facility_id, r.resource_type, r.unit_price, s.open_time::text as open_time, s.close_time::text as close_time
       from facilities r join facilities s on s.id = r.parent_facility_id where not r.delete_flg order by r.id`,
  );
  const closed = await db.query<ClosedRow>(
    `select facility_id, start_day::text as start_day, end_day::text as end_day, closed_from::text as closed_from, closed_to::text as closed_to
       from facility_closed_periods order by id`,
  );
  const sites = new Map<number, Site>();
  for (const r of resources) {
    let site = sites.get(r.parent_facility_id);
    if (!site) {
      site = { id: r.parent_facility_id, hours: { open: r.open_time, close: r.close_time }, rooms: [], units: [],
        closed: closed.filter((c) => c.facility_id === r.parent_facility_id)
          .map((c) => ({ startDay: c.start_day, endDay: c.end_day, closedFrom: c.closed_from, closedTo: c.closed_to })) };
      sites.set(site.id, site);
    }
    if ([2, 3, 4, 5, 6].includes(r.resource_type)) site.rooms.push(r);
    else if (!isTimeBased(r.resource_type) && r.resource_type !== 8) site.units.push(r);
  }
  return [...sites.values()];
}

/** The instant of a Japan-time day (yyyy-MM-dd) at a minute of that day. */
export function jstInstant(day: string, minuteOfDay: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - JST_MS + minuteOfDay * MINUTE_MS);
}

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** Cheaper rooms are booked far more often than the large conference room. */
const ROOM_WEIGHTS: Readonly<Record<number, number>> = { 2: 4, 3: 6, 4: 4, 5: 1, 6: 2 };

function pickRoom(random: Random, rooms: readonly ResourceRow[]): ResourceRow {
  const total = rooms.reduce((sum, r) => sum + (ROOM_WEIGHTS[r.resource_type] ?? 1), 0);
  let x = random.next() * total;
  for (const room of rooms) {
    x -= ROOM_WEIGHTS[room.resource_type] ?? 1;
    if (x < 0) return room;
  }
  return rooms[rooms.length - 1];
}

/** One use as it goes into usage_records (the ledger). */
export interface UseRow {
  corporationId: number;
  userId: number | null;
  departmentId: number;
  start: Date;
  end: Date;
  resource: { id: number; siteId: number | null; type: number; unitPrice: number };
  reservationId: number | null;
  pricePlanId: number;
  quantity: number;
  useOnly: boolean;
  registrationFee: boolean;
  notCleared: boolean;
}

/** The columns of a ledger row and their SQL types (for the column-wise insert). */
export const USE_COLUMNS: readonly (readonly [string, string])[] = [
  ['corporation_id', 'int'], ['user_id', 'int'], ['department_id', 'int'], ['usage_date', 'date'], ['start_at', 'timestamptz'],
  ['end_at', 'timestamptz'], ['resource_id', 'int'], ['facility_id', 'int'], ['resource_type', 'smallint'], ['reservation_id', 'int'],
  ['price_plan_id', 'int'], ['used_minutes', 'int'], ['billed_minutes', 'int'], ['quantity', 'int'], ['unit_price', 'int'], ['amount', 'int'],
  ['registration_fee_flg', 'boolean'], ['not_cleared_flg', 'boolean'], ['use_only_flg', 'boolean'], ['created_at', 'timestamptz'],
];
export const AMOUNT_INDEX = USE_COLUMNS.findIndex(([name]) => name === 'amount');

/** The ledger row of a use: billed minutes by the rounding rule of its date, the amount from the unit price. */
export function ledgerValues(use: UseRow, now: Date): unknown[] {
  const timeBased = isTimeBased(use.resource.type) && !use.registrationFee;
  const billed = timeBased ? billedMinutes(use.start, use.end) : 0;
  const amount = usageAmount({ resourceType: use.resource.type, unitPrice: use.resource.unitPrice, billedMinutes: billed, quantity: use.quantity, useOnly: use.useOnly });
  return [use.corporationId, use.userId, use.departmentId, isoDay(jstDay(use.start)), use.start.toISOString(), use.end.toISOString(), use.resource.id,
    use.resource.siteId, use.resource.type, use.reservationId, use.pricePlanId, timeBased ? usedMinutes(use.start, use.end) : 0, billed,
    use.quantity, use.resource.unitPrice, amount, use.registrationFee, use.notCleared, use.useOnly, now.toISOString()];
}

/** How many days before today a suspended member was suspended (they book nothing from then on). */
export function suspendedDaysAgo(memberIndex: number): number {
  return 5 + (memberIndex % 40);
}

interface Booking {
  site: Site;
  room: ResourceRow;
  start: Date;
  end: Date;
}

/** The held (not cancelled) bookings of each room by Japan-time day: bookings never cross midnight. */
type HeldRooms = Map<string, BookedSpan[]>;

/**
 * A booking of a room on the day within its site's hours that the closed-time rule allows and that no held booking
 * of the room overlaps (the product's own rules), or null.
 */
function bookingOn(random: Random, sites: readonly Site[], home: Site, day: string, heavy: boolean, held: HeldRooms): Booking | null {
  const site = random.next() < 0.8 ? home : random.pick(sites);
  if (site.rooms.length === 0) return null;
  const room = pickRoom(random, site.rooms);
  const open = minutesOf(site.hours.open);
  const close = minutesOf(site.hours.close);
  // Odd lengths (not whole tens) so the rounding rule shows in billed minutes.
  const length = (heavy ? 60 : 20) + random.int(heavy ? 180 : 100);
  const startMinute = open + 5 * random.int(Math.max(1, Math.floor((close - open - length) / 5)));
  const start = jstInstant(day, startMinute);
  const end = new Date(start.getTime() + length * MINUTE_MS);
  if (closedTimeConflict(start, end, site.hours, site.closed) !== null) return null;
  if (bookingOverlap(held.get(`${room.id}|${day}`) ?? [], { start, end }) !== null) return null;
  return { site, room, start, end };
}

const RESERVATION_COLUMNS: readonly (readonly [string, string])[] = [
  ['id', 'int'], ['corporation_id', 'int'], ['user_id', 'int'], ['department_id', 'int'], ['facility_id', 'int'], ['room_id', 'int'],
  ['price_plan_id', 'int'], ['start_date', 'timestamptz'], ['to_date', 'timestamptz'], ['charge_amount', 'int'], ['cancel_flg', 'boolean'],
  ['cancelled_at', 'timestamptz'], ['cancel_reason', 'text'], ['created_at', 'timestamptz'], ['last_updated', 'timestamptz'],
];

/** The first day (yyyy-MM-dd) of the oldest period the demo has uses in. */
export function historyStart(now: Date): string {
  let period = budgetPeriodOf(addDays(jstDay(now), -1));
  for (let i = 1; i < HISTORY_PERIODS; i++) {
    const [y, m, d] = period.start.split('-').map(Number);
    period = budgetPeriodOf(addDays({ year: y, month: m, day: d }, -1));
  }
  return period.start;
}

/**
 * Seeds reservations and the uses they became for the thirteen periods up to yesterday, and future bookings.
 * flexSeated: members seated on a FLEX/BASE contract at a site (their uses there are covered: use only).
 * skipForeignKeyChecks (embedded PGlite only, whose user owns everything): the per-row foreign-key triggers are off
 * for these two bulk inserts alone, which takes their time from about 4.7 s to 1.8 s on a loaded machine (every
 * test server seeds). The rows are built from ids just read from the same transaction; the constraints stay
 * declared and checked for every later write.
 */
export async function seedReservationsAndUses(
  tx: SqlExecutor,
  members: readonly MemberSeed[],
  now: Date,
  flexSeated: ReadonlyMap<number, { siteId: number; planId: number }>,
  options: { skipForeignKeyChecks?: boolean } = {},
): Promise<void> {
  const sites = await loadSites(tx);
  if (sites.length === 0) return;
  const random = seededRandom(20_261_124);
  const today = jstDay(now);
  const yesterday = addDays(today, -1);
  const current = budgetPeriodOf(yesterday);
  // Recent periods (previous and current) are busier, so the budget pages have members near their caps.
  const [cy, cm, cd] = current.start.split('-').map(Number);
  const previousStart = budgetPeriodOf(addDays({ year: cy, month: cm, day: cd }, -1)).start;
  const firstStart = historyStart(now);
  const reservations: unknown[][] = [];
  const uses: unknown[][] = [];
  let reservationId = 1;
  const stamp = (d: Date | null): string | null => (d ? d.toISOString() : null);
  const held: HeldRooms = new Map();
  const hold = (booking: Booking, day: string): void => {
    const key = `${booking.room.id}|${day}`;
    held.set(key, [...(held.get(key) ?? []), { start: booking.start, end: booking.end }]);
  };
  const usable = members.filter((m) => m.status === 'active' || m.status === 'initialPassword' || m.status === 'suspended');
  usable.forEach((member, i) => {
    const heavy = i % 9 === 0;
    const home = sites[i % sites.length];
    const seat = flexSeated.get(member.id);
    const lastDay = member.status === 'suspended' ? isoDay(addDays(today, -suspendedDaysAgo(i))) : isoDay(yesterday);
    for (let d = Date.parse(`${firstStart}T00:00:00Z`); ; d += DAY_MS) {
      const day = new Date(d).toISOString().slice(0, 10);
      if (day > lastDay) break;
      if (new Date(d).getUTCDay() === 0) continue;
      const recent = day >= previousStart;
      const chance = recent ? (heavy ? 0.4 : 0.2) : heavy ? 0.06 : 0.02;
      if (random.next() >= chance) continue;
      if (random.next() < 0.12 && home.units.length > 0) {
        // Equipment used at the site (copies, a locker, a shower): per unit, no booking.
        const unit = random.pick(home.units);
        const at = jstInstant(day, minutesOf(home.hours.open) + 30 + random.int(480));
        if (closedTimeConflict(at, new Date(at.getTime() + MINUTE_MS), home.hours, home.closed) !== null) continue;
        uses.push(ledgerValues({ corporationId: member.corporationId, userId: member.id, departmentId: member.departmentId, start: at, end: at,
          resource: { id: unit.id, siteId: home.id, type: unit.resource_type, unitPrice: unit.unit_price ?? 0 }, reservationId: null,
          pricePlanId: 1, quantity: unit.resource_type === 9 ? 1 + random.int(30) : 1, useOnly: false, registrationFee: false, notCleared: false }, now));
        continue;
      }
      const booking = bookingOn(random, sites, home, day, heavy, held);
      if (!booking) continue;
      const covered = seat !== undefined && seat.siteId === booking.site.id;
      const planId = covered ? seat.planId : 1;
      const cancelled = random.next() < 0.06;
      const id = reservationId++;
      const price = booking.room.unit_price ?? 0;
      const charge = covered ? 0 : usageAmount({ resourceType: booking.room.resource_type, unitPrice: price,
        billedMinutes: billedMinutes(booking.start, booking.end), quantity: 1, useOnly: false });
      const booked = new Date(booking.start.getTime() - (1 + random.int(14)) * DAY_MS);
      reservations.push([id, member.corporationId, member.id, member.departmentId, booking.site.id, booking.room.id, planId, stamp(booking.start),
        stamp(booking.end), charge, cancelled, cancelled ? stamp(booked) : null, cancelled ? 'member' : null, stamp(booked), stamp(booked)]);
      if (cancelled) continue;
      hold(booking, day);
      uses.push(ledgerValues({ corporationId: member.corporationId, userId: member.id, departmentId: member.departmentId, start: booking.start,
        end: booking.end, resource: { id: booking.room.id, siteId: booking.site.id, type: booking.room.resource_type, unitPrice: price },
        reservationId: id, pricePlanId: planId, quantity: 1, useOnly: covered, registrationFee: false, notCleared: false }, now));
    }
    // Future bookings: members who may book (not suspended), two in three of them.
    if (member.status === 'suspended' || i % 3 === 2) return;
    for (let k = 0; k < 1 + (i % 4); k++) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const day = isoDay(addDays(today, 1 + random.int(40)));
        const booking = bookingOn(random, sites, home, day, false, held);
        if (!booking) continue;
        hold(booking, day);
        const price = booking.room.unit_price ?? 0;
        const covered = seat !== undefined && seat.siteId === booking.site.id;
        const charge = covered ? 0 : usageAmount({ resourceType: booking.room.resource_type, unitPrice: price,
          billedMinutes: billedMinutes(booking.start, booking.end), quantity: 1, useOnly: false });
        reservations.push([reservationId++, member.corporationId, member.id, member.departmentId, booking.site.id, booking.room.id,
          covered ? seat.planId : 1, stamp(booking.start), stamp(booking.end), charge, false, null, null, stamp(now), stamp(now)]);
        break;
      }
    }
  });
  if (options.skipForeignKeyChecks) await tx.query('set local session_replication_role = replica');
  await insertColumns(tx, 'reservations', RESERVATION_COLUMNS, reservations);
  await insertColumns(tx, 'usage_records', USE_COLUMNS, uses);
  if (options.skipForeignKeyChecks) await tx.query('set local session_replication_role = origin');
}
