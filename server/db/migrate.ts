// Applies the versioned SQL files of db/migrations in order, once each, recorded in schema_migrations.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

/** Any fixed number: every server that starts against the same database takes the same lock. */
export const MIGRATION_LOCK_KEY = 73_401_202;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE_PATTERN = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/**
 * The folder beside this module when run from source (tsx, vitest); from the bundle in dist/server the
 * package's own server/db/migrations, which ships with the package.
 */
export function defaultMigrationsDir(): string {
  const candidates = [new URL('./migrations/', import.meta.url), new URL('../../server/db/migrations/', import.meta.url)];
  for (const candidate of candidates) {
    const dir = fileURLToPath(candidate);
    if (existsSync(dir)) return dir;
  }
  throw new Error(`migrations folder not found (looked in ${candidates.map((c) => fileURLToPath(c)).join(', ')})`);
}

export function readMigrations(dir: string): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => ({ file, match: FILE_PATTERN.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({ version: Number(match[1]), name: match[2], sql: readFileSync(`${dir}/${file}`, 'utf8') }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (i > 0 && migrations[i - 1].version === m.version) throw new Error(`two migrations share version ${m.version}`);
  });
  return migrations;
}

/**
 * Runs the pending migrations in one transaction under a transaction-scoped advisory lock, so several servers
 * starting together apply each migration exactly once and a failing migration leaves nothing half done.
 * Answers the versions applied now.
 */
export async function migrate(db: Database, clock: () => Date, dir = defaultMigrationsDir()): Promise<number[]> {
  const migrations = readMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz(3) not null
    )`);
    const rows = await tx.query<{ version: number }>('select version from schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name, applied_at) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        clock(),
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
