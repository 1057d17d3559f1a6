// The member list's total counts, kept between requests (issue 32): counting every match of a 100,000-member
// corporation read the whole index for each page, the largest part of a list request under load. A kept count is
// used only while the corporation's members' version (member-changes.ts) is the one it was counted at, so a change
// by any server on the database is seen at the next request.
import type { SqlExecutor } from '../db/database';
import { perDatabase } from '../db/per-database';

interface KeptCount {
  version: string;
  count: number;
}

/** Distinct searches kept per database; the oldest is dropped first (a Map keeps insertion order). */
const MAX_KEPT = 1_000;

/** Per database handle (server/db/per-database.ts). */
const keptOf = perDatabase<KeptCount>();

/** The key of a count: the WHERE clause and its parameters (the corporation and the viewer's reach among them). */
export function countKey(sql: string, params: readonly unknown[]): string {
  return `${sql}\u0000${JSON.stringify(params)}`;
}

/** What is kept for `key` (its count and the version it was counted at), if anything. */
export function keptEntry(db: SqlExecutor, key: string): Readonly<KeptCount> | undefined {
  return keptOf(db).get(key);
}

/** The count kept for `key` at `version`, if any. */
export function keptCount(db: SqlExecutor, key: string, version: string): number | undefined {
  const kept = keptOf(db).get(key);
  return kept && kept.version === version ? kept.count : undefined;
}

/** Keeps `count`, read in the same statement as `version`. */
export function keepCount(db: SqlExecutor, key: string, version: string, count: number): void {
  const kept = keptOf(db);
  kept.delete(key);
  kept.set(key, { version, count });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
}
