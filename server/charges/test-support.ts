// The charge tests' own small world: a fresh migrated database (a copy of the run's migrated template) (in-memory PGlite, or PostgreSQL with DATABASE_URL)
// holding one corporation (id 1) under the 代表部署へ一括 fee arrangement, to which each test file adds its facilities,
// destinations, departments and ledger.
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { createTestDatabase, type TestDatabase } from '../../tests/support/server';

export interface ChargeTestWorld {
  database: TestDatabase;
  db: Database;
  close(): Promise<void>;
}

/** A migrated database with corporation 1 (contract from 2020/01/01, fee on the representative department). */
export async function chargeTestWorld(now: Date, corporation: { name: string; kana: string }): Promise<ChargeTestWorld> {
  const database = await createTestDatabase('migrated');
  const db = await openDatabase(database.options);
  await migrate(db, () => now);
  await db.query(
    `insert into corporations (id, corporation_name, corporation_name_kana, trinity_code, postal_code, address, contract_start_date,
        representative_fee_setting, created_at, last_updated)
     values (1, $1, $2, 'T0001', '100-0001', '東京都千代田区', '2020-01-01', true, now(), now())`,
    [corporation.name, corporation.kana]);
  return {
    database,
    db,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}
