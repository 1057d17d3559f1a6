// Generated members and usage records for the benches that measure the usage ledger at scale (bench-usage,
// bench-charges). Called after tsx is registered (the benches do so first): the server modules are TypeScript.
import { DEMO_PASSWORD } from './support-bench.mjs';

/**
 * `count` members of the corporation spread over its departments in use, login ids `<prefix>0000001`…, named
 * `<lastName> 太郎N`.
 */
export async function generateMembers(db, { corporationId, count, prefix, lastName, lastNameKana, now }) {
  const { insertRows } = await import('../server/seed/insert-rows.ts');
  const { hashSecret } = await import('../server/auth/secret-hash.ts');
  const departments = (await db.query('select id from departments where corporation_id = $1 and not disable_flg order by id', [corporationId])).map((d) => d.id);
  const [{ trinity_code: trinityCode }] = await db.query('select trinity_code from corporations where id = $1', [corporationId]);
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const columns = ['login_id', 'password_hash', 'corporation_id', 'department_id', 'user_last_name', 'user_first_name', 'user_last_name_kana',
    'user_first_name_kana', 'trinity_code', 'approval_division', 'password_reset_flg', 'created_at', 'last_updated'];
  for (let start = 0; start < count; start += 5_000) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 5_000); i++) {
      rows.push([`${prefix}${String(i + 1).padStart(7, '0')}`, passwordHash, corporationId, departments[i % departments.length], lastName, `太郎${i + 1}`,
        lastNameKana, 'タロウ', trinityCode, 2, 0, now, now]);
    }
    await insertRows(db, 'users', columns, rows);
  }
}

/**
 * `count` uses of the generated members (login ids starting with `prefix`) in rooms, starting at random minutes in
 * [start, start + spanSeconds), billed by the rounding rule of 2023/03/21 on; generated in the database
 * (generate_series) in chunks. Written in time order, as a ledger is: a use is recorded when it ends, so a month's
 * records lie together in the table (random order would scatter each month over the whole table, which no ledger
 * that grows over time does).
 */
export async function generateUses(db, { corporationId, prefix, count, start, spanSeconds, now }) {
  const members = await db.query('select id, department_id from users where corporation_id = $1 and login_id like $2 order by id', [corporationId, `${prefix}%`]);
  const rooms = await db.query('select id, parent_facility_id, resource_type, unit_price from facilities where resource_type in (2, 3, 4, 5, 6) order by id');
  const chunk = 200_000;
  // Bulk load as a restore does: the secondary indexes are dropped and built once afterwards, and the generated
  // references (taken from the tables above) skip the per-row foreign-key triggers where the role may.
  const indexes = await db.query(`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'usage_records'
      and indexname not in (select conname from pg_constraint)`);
  for (const index of indexes) await db.exec(`drop index ${index.indexname}`);
  const [{ may }] = await db.query('select rolsuper as may from pg_roles where rolname = current_user');
  const chunks = Math.ceil(count / chunk);
  for (let done = 0, k = 0; done < count; done += chunk, k++) {
    const n = Math.min(chunk, count - done);
    // Chunk k covers the k-th part of the span, its uses in start order.
    const chunkStart = new Date(start.getTime() + Math.floor((k * spanSeconds) / chunks) * 1000);
    const chunkSeconds = Math.floor(((k + 1) * spanSeconds) / chunks) - Math.floor((k * spanSeconds) / chunks);
    await db.transaction(async (tx) => {
      if (may) await tx.query('set local session_replication_role = replica');
      await tx.query("set local work_mem = '256MB'"); // the chunk's sort in memory
      await tx.query(
        `insert into usage_records (corporation_id, user_id, department_id, usage_date, start_at, end_at, resource_id, facility_id, resource_type,
                price_plan_id, used_minutes, billed_minutes, quantity, unit_price, amount, created_at)
         select $1, ($2::int[])[s.ui], ($3::int[])[s.ui], (s.start_at at time zone 'Asia/Tokyo')::date, s.start_at, s.start_at + make_interval(mins => s.minutes),
                ($4::int[])[s.ri], ($5::int[])[s.ri], ($6::int[])[s.ri], 1, s.minutes, ceil(s.minutes / 10.0)::int * 10, 1, ($7::int[])[s.ri],
                (($7::int[])[s.ri] * ceil(s.minutes / 10.0)::int * 10) / 30, $8
           from (select date_trunc('minute', $9::timestamptz + (random() * $10) * interval '1 second') as start_at, 20 + (random() * 160)::int as minutes,
                        1 + (random() * ($11 - 1))::int as ui, 1 + (random() * ($12 - 1))::int as ri
                   from generate_series(1, $13)) s
          order by s.start_at`,
        [corporationId, members.map((m) => m.id), members.map((m) => m.department_id), rooms.map((r) => r.id), rooms.map((r) => r.parent_facility_id),
          rooms.map((r) => r.resource_type), rooms.map((r) => r.unit_price ?? 0), now, chunkStart, chunkSeconds, members.length, rooms.length, n],
      );
    });
  }
  // Each index sorted in memory rather than in temporary files (the default 64 MB spills at this size).
  for (const index of indexes) {
    await db.transaction(async (tx) => {
      await tx.query("set local maintenance_work_mem = '256MB'");
      await tx.exec(index.indexdef);
    });
  }
  // What autovacuum does on a running PostgreSQL (PGlite has none); it also sets the visibility map that lets
  // count(*) and the totals read the index alone.
  await db.exec('vacuum analyze usage_records');
  await db.exec('vacuum analyze users');
}
