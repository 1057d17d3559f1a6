// Demo data for the Members area: past and future reservations of active members (so suspend and delete have
// reservations to cancel) and a few members whose reservations are stopped by their budget cap.
import type { Row, SqlExecutor } from '../db/database';
import { daysFrom } from './demo-content';
import type { MemberSeed } from './demo-members';
import { insertRows } from './insert-rows';
import { seededRandom } from './random';

const HOUR_MS = 60 * 60 * 1000;

interface RoomRow extends Row {
  id: number;
  parent_facility_id: number;
  unit_price: number | null;
}

/** Start of a booking `days` from now at a whole hour between 9:00 and 17:00 Japan time. */
function bookingStart(now: Date, days: number, hourJst: number): Date {
  const day = daysFrom(now, days);
  const jst = new Date(day.getTime() + 9 * HOUR_MS);
  jst.setUTCHours(hourJst, 0, 0, 0);
  return new Date(jst.getTime() - 9 * HOUR_MS);
}

export async function seedMemberExtras(tx: SqlExecutor, members: readonly MemberSeed[], now: Date): Promise<void> {
  const rooms = await tx.query<RoomRow>(
    'select id, parent_facility_id, unit_price from facilities where parent_facility_id is not null and resource_type in (2, 3, 4, 5, 6) order by id',
  );
  if (rooms.length === 0) return;
  const random = seededRandom(20_260_415);
  const rows: unknown[][] = [];
  const active = members.filter((m) => m.status === 'active' || m.status === 'initialPassword' || m.status === 'suspended');
  active.forEach((member, i) => {
    if (i % 3 === 2) return;
    const count = 1 + (i % 4);
    for (let k = 0; k < count; k++) {
      // Suspended members keep only their past bookings (suspending cancelled the rest).
      const future = member.status !== 'suspended' && (k + i) % 2 === 0;
      const days = future ? 1 + random.int(40) : -(1 + random.int(90));
      const start = bookingStart(now, days, 9 + random.int(8));
      const hours = 1 + random.int(3);
      const room = rooms[random.int(rooms.length)];
      rows.push([member.corporationId, member.id, member.departmentId, room.parent_facility_id, room.id, start,
        new Date(start.getTime() + hours * HOUR_MS), (room.unit_price ?? 0) * hours * 2, false, null, null, now, now]);
    }
  });
  await insertRows(
    tx,
    'reservations',
    ['corporation_id', 'user_id', 'department_id', 'facility_id', 'room_id', 'start_date', 'to_date', 'charge_amount',
      'cancel_flg', 'cancelled_at', 'cancel_reason', 'created_at', 'last_updated'],
    rows,
  );
  // Cap stops are not marked here: the budget sweep makes them from the usage ledger at the end of the seed.
}
