// Migrations run once each, in order, atomically and safely in parallel; the seed runs on the first start only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/server';
import { createApp } from '../app';
import { openDatabase } from './open-database';
import { defaultMigrationsDir, migrate, readMigrations } from './migrate';
import type { Database } from './database';
import { seedIfEmpty } from '../seed/seed-database';

const clock = (): Date => new Date();
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function freshDatabase(): Promise<{ db: Database; test: TestDatabase }> {
  const test = await createTestDatabase();
  const db = await openDatabase(test.options);
  cleanups.push(test.drop, () => db.close());
  return { db, test };
}

describe('migrate', () => {
  it('applies every migration once and records it', async () => {
    const { db } = await freshDatabase();
    const versions = readMigrations(defaultMigrationsDir()).map((m) => m.version);
    expect(versions[0]).toBe(1);
    expect(await migrate(db, clock)).toEqual(versions);
    expect(await migrate(db, clock)).toEqual([]);
    const rows = await db.query<{ version: number; name: string }>('select version, name from schema_migrations order by version');
    expect(rows.map((r) => r.version)).toEqual(versions);
    expect(rows[0].name).toBe('initial');
  });

  it('lets two servers starting together apply each migration exactly once', async () => {
    const { db, test } = await freshDatabase();
    // With PostgreSQL these are two connections racing for the advisory lock; PGlite serializes them itself.
    const other = test.options.databaseUrl ? await openDatabase(test.options) : db;
    if (other !== db) cleanups.push(() => other.close());
    const [a, b] = await Promise.all([migrate(db, clock), migrate(other, clock)]);
    expect([...a, ...b].sort((x, y) => x - y)).toEqual(readMigrations(defaultMigrationsDir()).map((m) => m.version));
  });

  it('leaves nothing behind when a migration fails', async () => {
    const { db } = await freshDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'twb-migrations-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, '001_first.sql'), 'create table first_table (id integer primary key);');
    writeFileSync(join(dir, '002_broken.sql'), 'create table second_table (id integer primary key); select no_such_function();');
    await expect(migrate(db, clock, dir)).rejects.toThrow(/no_such_function/);
    const tables = await db.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_name in ('first_table', 'second_table', 'schema_migrations')",
    );
    expect(tables).toEqual([]);
  });
});

describe('seed', () => {
  // How long seeding takes is for a benchmark, not a test: this machine is shared and its load varies.
  it('fills an empty database with every member status, and only once', async () => {
    const { db } = await freshDatabase();
    await migrate(db, clock);
    expect(await seedIfEmpty(db, clock)).toBe(true);
    expect(await seedIfEmpty(db, clock)).toBe(false);

    const [corporations] = await db.query<{ n: number }>('select count(*)::int as n from corporations');
    expect(corporations.n).toBe(2);
    const departments = await db.query<{ n: number; clerked: number }>(
      `select count(*)::int as n, count(*) filter (where exists (select 1 from clerk_departments c where c.department_id = d.id))::int as clerked
         from departments d where corporation_id = 1 and not disable_flg`,
    );
    expect(departments[0].n).toBeGreaterThanOrEqual(8);
    expect(departments[0].clerked).toBe(departments[0].n);

    const members = await db.query<{ mail_address: string; user_last_name_kana: string; user_first_name_kana: string; approval_division: number; password_reset_flg: number; service_usage: boolean; delete_flg: boolean }>(
      'select mail_address, user_last_name_kana, user_first_name_kana, approval_division, password_reset_flg, service_usage, delete_flg from users where corporation_id = 1 and role_type is null',
    );
    expect(members.length).toBeGreaterThanOrEqual(300);
    expect(members.every((m) => m.mail_address.endsWith('@mirai-works.co.jp'))).toBe(true);
    expect(new Set(members.map((m) => m.mail_address)).size).toBe(members.length);
    expect(members.every((m) => /^[\u30a1-\u30f6\u30fc]+$/.test(m.user_last_name_kana + m.user_first_name_kana))).toBe(true);
    expect(members.some((m) => m.approval_division === 1)).toBe(true);
    expect(members.some((m) => m.approval_division === 2 && m.password_reset_flg === 1 && !m.delete_flg)).toBe(true);
    expect(members.some((m) => m.service_usage && !m.delete_flg)).toBe(true);
    expect(members.some((m) => m.delete_flg)).toBe(true);
    expect(members.some((m) => m.approval_division === 2 && m.password_reset_flg === 0 && !m.service_usage && !m.delete_flg)).toBe(true);

    const secrets = await db.query<{ password_hash: string; confirmation_code_hash: string | null }>(
      "select password_hash, confirmation_code_hash from users where login_id in ('admin01', 'clerk01')",
    );
    for (const s of secrets) {
      expect(s.password_hash).toMatch(/^scrypt\$/);
      expect(s.confirmation_code_hash).toMatch(/^scrypt\$/);
      expect(s.password_hash).not.toContain('DemoPass2026');
    }
    expect(secrets[0].password_hash).not.toBe(secrets[1].password_hash);

    const types = await db.query<{ resource_type: number }>('select distinct resource_type from facilities');
    expect(types.length).toBeGreaterThanOrEqual(10);
    const [news] = await db.query<{ n: number }>('select count(*)::int as n from news');
    expect(news.n).toBeGreaterThanOrEqual(5);
  });

  it('keeps user changes across restarts', async () => {
    const test = await createTestDatabase();
    cleanups.push(test.drop);
    // A folder on disk for PGlite, so the second start reopens the same data.
    const dir = mkdtempSync(join(tmpdir(), 'twb-data-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const options = test.options.databaseUrl ? test.options : { dataDir: dir };

    const first = await createApp({ ...options, seed: true });
    expect(first.seeded.done).toBe(true);
    await first.db.query("update corporations set corporation_name = '株式会社みらいワークス（変更後）' where id = 1");
    await first.close();

    const second = await createApp({ ...options, seed: true });
    try {
      expect(second.seeded.done).toBe(false);
      const [row] = await second.db.query<{ corporation_name: string }>('select corporation_name from corporations where id = 1');
      expect(row.corporation_name).toBe('株式会社みらいワークス（変更後）');
      // Identities continue after the seeded ids.
      const [news] = await second.db.query<{ id: number }>(
        "insert into news (name, description, start_date, created_at) values ('追加', '本文', now(), now()) returning id",
      );
      expect(news.id).toBeGreaterThan(9);
    } finally {
      await second.close();
    }
  });
});
