// The account lock of spec 9 (10 failed sign-ins), which lifts by itself after LOCK_PERIOD_MS or by a 責任者.
import type { SqlExecutor } from '../db/database';
import { LOCK_PERIOD_MS } from './sign-in-limits';

/** A lock set at `lockedAt` still holds at `now`. */
export function lockHolds(lockedAt: Date | null, now: Date): boolean {
  return lockedAt !== null && now.getTime() - lockedAt.getTime() < LOCK_PERIOD_MS;
}

/** When the lock lifts by itself; null when the account is not locked. */
export function lockedUntil(lockedAt: Date | null, now: Date): Date | null {
  return lockedAt && lockHolds(lockedAt, now) ? new Date(lockedAt.getTime() + LOCK_PERIOD_MS) : null;
}

/** The oldest locking time that still holds: locks set after it are in force. */
export function lockCutoff(now: Date): Date {
  return new Date(now.getTime() - LOCK_PERIOD_MS);
}

/** Lifts the lock and forgets the failures; the password stays as it is. */
export async function unlockAccount(db: SqlExecutor, userId: number, now: Date): Promise<void> {
  await db.query('update users set failed_login_count = 0, locked_at = null, last_updated = $2 where id = $1', [userId, now]);
}
