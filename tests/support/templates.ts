// Database templates for the test servers (issue 29): a test server used to create its database, migrate it and seed
// the demo data, about 12 s of CPU on this machine for each of ~70 servers a run. Instead the vitest global set-up
// (tests/setup/templates.ts) makes two templates once per run, a migrated database and a migrated and seeded one, and
// each test server starts from a copy: on PGlite an archive of the data folder (PgliteDatabase.dumpDataDir, loaded by
// the worker thread), on PostgreSQL a database created with CREATE DATABASE ... TEMPLATE.
//
// The demo data are seeded relative to the clock (reservations up to yesterday, uses earlier today, the months'
// charges): the seeded copy is the world of a demo server seeded at the template's instant that has run since, so it
// is used only for a server whose clock is on the same day (Japan time) and not before that instant. Any other server
// (a test clock set to another date, a run that crosses midnight) starts from the migrated copy and is seeded afresh.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { keptPgliteTemplates, keepPgliteTemplates, type TestTemplates } from './template-cache';
import pg from 'pg';
import { jstDay } from '../../core/limit-amount/domain';
import { migrate } from '../../server/db/migrate';
import { openPgliteDatabase, type PgliteDatabase } from '../../server/db/pglite-database';
import { openPostgresDatabase } from '../../server/db/postgres-database';
import { seedIfEmpty } from '../../server/seed/seed-database';
import type { Database } from '../../server/db/database';

/** How the workers learn of the templates: the global set-up writes it before any test file runs. */
const ENV_KEY = 'TWB_TEST_TEMPLATES';

export type { TestTemplates } from './template-cache';

/** The templates of this run, or null outside a vitest run with the global set-up (the benches, a single script). */
export function runTemplates(): TestTemplates | null {
  const text = process.env[ENV_KEY];
  return text ? (JSON.parse(text) as TestTemplates) : null;
}

const sameJapanDay = (a: Date, b: Date): boolean => {
  const x = jstDay(a);
  const y = jstDay(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
};

/**
 * The template a new test database starts from: the seeded one when the server seeds and its clock reads the same
 * Japanese day as the seeding and not earlier; else the migrated one (the server then seeds, or not, itself).
 */
export function templateFor(templates: TestTemplates, seed: boolean, now: Date): string {
  const seededAt = new Date(templates.seededAt);
  const seededFits = seed && now.getTime() >= seededAt.getTime() && sameJapanDay(now, seededAt);
  return seededFits ? templates.seeded : templates.migrated;
}

/** Runs one statement on the PostgreSQL server of `adminUrl` on a connection of its own (CREATE/DROP DATABASE). */
export async function adminStatement(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function migratedAndSeeded(db: Database, seed: boolean, clock: () => Date): Promise<void> {
  await migrate(db, clock);
  if (seed) await seedIfEmpty(db, clock);
}

/**
 * Every test server loads a copy of the template archive. With PostgreSQL's 16 MB WAL segments kept for reuse, half of
 * the seeded archive (66 MB) was WAL the copies never read. Built with 1 MB segments and the least WAL kept, then
 * checkpointed before each dump, the archive holds only the data; the copies run with the embedded database's usual
 * WAL settings (server/db/open-database.ts).
 */
const TEMPLATE_PGLITE = {
  initdbArgs: ['--wal-segsize=1'],
  postgresqlConf: "min_wal_size = '2MB'\nmax_wal_size = '2MB'\n",
};

/**
 * The embedded database has one database (postgres); the two templates PostgreSQL's initdb makes for CREATE DATABASE
 * (template0 and template1, 7.4 MB each) are never used by a test server, and would be copied by each of them.
 */
async function dropUnusedDatabases(db: PgliteDatabase): Promise<void> {
  await db.exec(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await db.exec('drop database template0');
  await db.exec('drop database template1');
}

async function dumpCompact(db: PgliteDatabase, path: string): Promise<void> {
  await db.exec('checkpoint');
  await db.dumpDataDir(path);
}

/**
 * This run's templates, announced to the workers; answers how to remove them. PGlite's are taken from the kept ones
 * (template-cache.ts) when those were built from the same sources a short while ago today, and kept when built.
 */
export async function buildTemplates(): Promise<{ templates: TestTemplates; remove: () => Promise<void> }> {
  const kept = process.env.DATABASE_URL ? null : keptPgliteTemplates(new Date());
  if (kept) {
    process.env[ENV_KEY] = JSON.stringify(kept);
    return { templates: kept, remove: async () => undefined };
  }
  const seededAt = new Date();
  const clock = () => seededAt;
  const adminUrl = process.env.DATABASE_URL;
  let templates: TestTemplates;
  let remove: () => Promise<void>;
  if (adminUrl) {
    const base = `twb_template_${randomBytes(4).toString('hex')}`;
    const names = { migrated: `${base}_migrated`, seeded: `${base}_seeded` };
    for (const [name, seed] of [[names.migrated, false], [names.seeded, true]] as const) {
      await adminStatement(adminUrl, `create database ${name}`);
      const db = await openPostgresDatabase(databaseUrlOf(adminUrl, name));
      try {
        await migratedAndSeeded(db, seed, clock);
      } finally {
        await db.close();
      }
    }
    templates = { kind: 'postgres', ...names, seededAt: seededAt.toISOString() };
    remove = async () => {
      for (const name of Object.values(names)) await adminStatement(adminUrl, `drop database if exists ${name} with (force)`);
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'twb-test-templates-'));
    const paths = { empty: join(dir, 'empty.tar'), migrated: join(dir, 'migrated.tar'), seeded: join(dir, 'seeded.tar') };
    const db = await openPgliteDatabase('memory://', TEMPLATE_PGLITE);
    try {
      await dropUnusedDatabases(db);
      await dumpCompact(db, paths.empty);
      await migratedAndSeeded(db, false, clock);
      await dumpCompact(db, paths.migrated);
      await seedIfEmpty(db, clock);
      await dumpCompact(db, paths.seeded);
    } finally {
      await db.close();
    }
    templates = { kind: 'pglite', ...paths, seededAt: seededAt.toISOString() };
    const keptCopy = keepPgliteTemplates(templates);
    if (keptCopy) {
      rmSync(dir, { recursive: true, force: true });
      templates = keptCopy;
      remove = async () => undefined;
    } else {
      remove = async () => rmSync(dir, { recursive: true, force: true });
    }
  }
  process.env[ENV_KEY] = JSON.stringify(templates);
  return { templates, remove };
}
