// Fixed-window rate limits kept in the database, so every server process behind the balancer counts the same hits.
import type { Row, SqlExecutor } from '../db/database';

export interface RateRule {
  /** Names the limit in keys and logs, e.g. 'login-address'. */
  name: string;
  max: number;
  windowMs: number;
}

/** A counted hit: `release` gives it back (a sign-in that succeeded should not count against the person). */
export interface RateHit {
  allowed: boolean;
  key: string;
  windowStart: Date;
}

function windowOf(rule: RateRule, now: Date): Date {
  return new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
}

/**
 * Counts one hit of `subject` under `rule` with one atomic upsert (no read-then-write race between processes) and
 * says whether it is within the limit. Hits over the limit are counted too, so a flood does not reset itself.
 */
export async function hitRate(db: SqlExecutor, rule: RateRule, subject: string, now: Date): Promise<RateHit> {
  const key = `${rule.name}|${subject}`;
  const windowStart = windowOf(rule, now);
  const rows = await db.query<{ hits: number } & Row>(
    `insert into rate_limit_counters (key, window_start, hits) values ($1, $2, 1)
     on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1
     returning hits`,
    [key, windowStart],
  );
  // Windows older than a day are of no use to any rule; the index on window_start keeps this sweep cheap.
  await db.query('delete from rate_limit_counters where window_start < $1', [new Date(now.getTime() - 24 * 60 * 60 * 1000)]);
  return { allowed: (rows[0]?.hits ?? 0) <= rule.max, key, windowStart };
}

export async function releaseRate(db: SqlExecutor, hit: RateHit): Promise<void> {
  await db.query('update rate_limit_counters set hits = greatest(hits - 1, 0) where key = $1 and window_start = $2', [hit.key, hit.windowStart]);
}
