// Keyset anchors for deep pages of the member list (issue 32): page 101 of 100,000 members (offset 50,000) walked
// 50,000 index entries for every request (~80 ms on the embedded database). A page that was read leaves the sort keys
// of its first and last rows here; a later request for a page at or after one of them starts the index walk at that
// key (a row comparison the sort index answers) and skips only what lies between. An anchor is used only while the
// corporation's members' version (member-changes.ts) is the one it was read at, checked in the page's own statement.
import type { MemberSortColumn, MemberSortOrder } from '../../core/users/domain';
import type { SqlExecutor } from '../db/database';
import { perDatabase } from '../db/per-database';

/**
 * The SQL types of each sort's keys (before the id), for the sorts an anchor can serve. A row comparison is unknown
 * where it meets a null, so the keys after the first must never be null (NOT NULL columns); a null first key is
 * handled by the caller (ascending, nulls come last: a keyset page that comes back short is read again by offset).
 * The other sorts (a flag, then the nullable department order; the department name) always walk.
 */
const KEY_TYPES: Partial<Record<MemberSortColumn, readonly string[]>> = {
  chargeDisplayOrder: ['int', 'text', 'text'],
  userName: ['text', 'text'],
  userNameKana: ['text', 'text'],
  userCode: ['text'],
  loginId: ['text'],
  mailAddress: ['text'],
  createdAt: ['timestamptz'],
  lastUpdated: ['timestamptz'],
};

/** Below this offset the walk costs little: no anchors are kept or used. */
export const ANCHOR_MIN_OFFSET = 2_000;

/** Anchored searches kept per database (a Map keeps insertion order: the oldest is dropped first). */
const MAX_SEARCHES = 200;
/** Anchors kept per search. */
const MAX_ANCHORS = 64;

export interface PageAnchor {
  version: string;
  /** The position of the row in the list (0 = first). */
  offset: number;
  /** Its sort keys as text, then its id. */
  keys: readonly string[];
}

interface KeptAnchors {
  version: string;
  byOffset: Map<number, readonly string[]>;
}

/** Per database handle (server/db/per-database.ts). */
const keptOf = perDatabase<KeptAnchors>();

/** The SQL types of the sort's keys then the id, or null when the sort cannot be served from an anchor. */
export function anchorTypes(sort: MemberSortColumn): readonly string[] | null {
  const types = KEY_TYPES[sort];
  return types ? [...types, 'int'] : null;
}

/** The anchor nearest at or before `offset` for the search `key`, if any is kept. */
export function anchorAtOrBefore(db: SqlExecutor, key: string, offset: number): PageAnchor | undefined {
  const kept = keptOf(db).get(key);
  if (!kept) return undefined;
  let best: PageAnchor | undefined;
  for (const [at, keys] of kept.byOffset) {
    if (at <= offset && (!best || at > best.offset)) best = { version: kept.version, offset: at, keys };
  }
  return best;
}

/** Keeps the rows' keys at their positions, read at `version` (anchors of another version are dropped). */
export function keepAnchors(db: SqlExecutor, key: string, version: string, anchors: ReadonlyArray<{ offset: number; keys: readonly (string | null)[] | null }>): void {
  const all = keptOf(db);
  let kept = all.get(key);
  if (!kept || kept.version !== version) kept = { version, byOffset: new Map() };
  all.delete(key);
  all.set(key, kept);
  if (all.size > MAX_SEARCHES) all.delete(all.keys().next().value as string);
  for (const anchor of anchors) {
    // A row with a null key cannot be compared with (see KEY_TYPES); nor is a shallow one worth keeping.
    if (anchor.offset < ANCHOR_MIN_OFFSET || !anchor.keys || anchor.keys.some((k) => k === null)) continue;
    kept.byOffset.delete(anchor.offset);
    kept.byOffset.set(anchor.offset, anchor.keys as string[]);
    if (kept.byOffset.size > MAX_ANCHORS) kept.byOffset.delete(kept.byOffset.keys().next().value as number);
  }
}

/** The order's direction as the row comparison that keeps the anchor's row and those after it. */
export const fromAnchor = (order: MemberSortOrder): string => (order === 'desc' ? '<=' : '>=');
