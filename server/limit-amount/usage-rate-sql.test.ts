// The usage rate computed in SQL (filters and sorts of the member budget list) equals the one the pages and the
// department list compute in TypeScript, on both sides of every rounding and band edge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageRateOf, usageRateSql } from '../../core/limit-amount/domain';
import type { Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../../tests/support/server';
import { openDatabase } from '../db/open-database';

describe('usageRateSql', () => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = await openDatabase(testDb.options);
  });
  afterAll(async () => {
    await db.close();
    await testDb.drop();
  });

  it('agrees with usageRateOf', async () => {
    const pairs: Array<[number, number]> = [[0, 0], [5, 0], [0, 100_000], [2_668, 10_000], [2_664, 10_000], [26_675, 100_000],
      [79_949, 100_000], [79_950, 100_000], [79_999, 100_000], [80_000, 100_000], [99_950, 100_000], [99_999, 100_000],
      [100_000, 100_000], [100_049, 100_000], [100_050, 100_000], [1, 3], [2, 3], [1, 7], [99_999_999, 1], [333, 999]];
    for (let i = 1; i <= 200; i++) pairs.push([(i * 7919) % 12_345, 1 + ((i * 104_729) % 9_999)]);
    const rows = await db.query<{ usage: number; lim: number; rate: string }>(
      `select usage, lim, ${usageRateSql('usage', 'lim')} as rate from unnest($1::int[], $2::int[]) as t(usage, lim)`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    expect(rows).toHaveLength(pairs.length);
    for (const row of rows) expect([row.usage, row.lim, Number(row.rate)]).toEqual([row.usage, row.lim, usageRateOf(row.usage, row.lim)]);
  });
});
