// What the benches of a large company share (not a bench itself: bench.mjs runs bench-*.mjs): 20 more departments
// and generated members for one corporation, written in chunks. The server's TypeScript modules are imported when
// first used, after the bench has registered tsx.
import { DEMO_PASSWORD } from './support-bench.mjs';

/** 20 more departments for the corporation, so department filters and the display-order sort mean something. */
export async function addDepartments(db, corporationId, now) {
  const { insertRows } = await import('../server/seed/insert-rows.ts');
  const [{ max }] = await db.query('select coalesce(max(display_order), 0)::int as max from departments where corporation_id = $1', [corporationId]);
  const rows = Array.from({ length: 20 }, (_, i) => [corporationId, `ベンチ部門${String(i + 1).padStart(2, '0')}`, max + i + 1, now, now]);
  await insertRows(db, 'departments', ['corporation_id', 'billing_name', 'display_order', 'created_at', 'last_updated'], rows);
  const departments = await db.query('select id from departments where corporation_id = $1 and not disable_flg order by display_order', [corporationId]);
  return departments.map((d) => d.id);
}

/**
 * `count` generated members of the corporation (the same ones for the same count: a seeded random), spread over the
 * departments, with every status in realistic shares (5 % awaiting approval, 7 % deleted, 20 % initial password...).
 */
export async function generateMembers(db, corporationId, departmentIds, count, now) {
  const { insertRows } = await import('../server/seed/insert-rows.ts');
  const { hashSecret } = await import('../server/auth/secret-hash.ts');
  const { FAMILY_NAMES, GIVEN_NAMES } = await import('../server/seed/names.ts');
  const { seededRandom } = await import('../server/seed/random.ts');
  const random = seededRandom(100_000);
  const [{ trinity_code: trinityCode }] = await db.query('select trinity_code from corporations where id = $1', [corporationId]);
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const columns = ['login_id', 'password_hash', 'corporation_id', 'department_id', 'user_last_name', 'user_first_name',
    'user_last_name_kana', 'user_first_name_kana', 'user_code', 'mail_address', 'trinity_code', 'approval_division',
    'delete_flg', 'service_usage', 'password_reset_flg', 'flex_contract_flg', 'reservation_stop_flg', 'created_at', 'last_updated'];
  const chunk = 5_000;
  for (let start = 0; start < count; start += chunk) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + chunk); i++) {
      const family = random.pick(FAMILY_NAMES);
      const given = random.pick(GIVEN_NAMES);
      const roll = random.next();
      rows.push([`b${String(i + 1).padStart(7, '0')}`, passwordHash, corporationId, departmentIds[random.int(departmentIds.length)],
        family.kanji, given.kanji, family.kana, given.kana, `B${String(i + 1).padStart(7, '0')}`,
        `${given.romaji}.${family.romaji}.${i + 1}@toyo-sysdev.co.jp`, trinityCode, roll < 0.05 ? 1 : 2, roll > 0.93,
        roll > 0.85 && roll <= 0.9, roll < 0.2 ? 1 : 0, roll > 0.6 && roll < 0.65, roll > 0.98,
        new Date(now.getTime() - random.int(700) * 86_400_000), new Date(now.getTime() - random.int(60) * 86_400_000)]);
    }
    await insertRows(db, 'users', columns, rows);
  }
}
