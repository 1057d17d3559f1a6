// The server's own timed work, which must happen without anyone making a request: department registrations
// that reached their apply date become departments, the budget sweep (spec 9 alerts and automatic releases) runs,
// and the month that ended is closed for the invoices. One run at a time; a failed step is reported and the next
// tick tries again.
import { realizeDueApplications } from '../billing/applications';
import type { Database } from '../db/database';
import { runBudgetSweep } from '../limit-amount/budget-sweep';
import { closeEndedMonths } from '../charges/close';
import { applyDueUploads } from '../uploads/apply-job';
import { formatDate } from '../format/dates';

/** Every corporation's due department registrations, each corporation in its own transaction. */
export async function realizeAllDueApplications(db: Database, now: Date): Promise<number> {
  const corporations = await db.query<{ id: number }>('select distinct corporation_id as id from applications where division = 1 and status = 1');
  let realized = 0;
  for (const { id } of corporations) realized += await db.transaction((tx) => realizeDueApplications(tx, id, now));
  return realized;
}

/**
 * One pass of the scheduled work at `now`, in the order the rules need it: new departments first (an upload may name
 * them), then the uploads whose start date has come, then budgets, then (from the 21st) the monthly close of the
 * period that ended (server/charges/close.ts: once per corporation and month).
 */
export async function runScheduledWork(db: Database, now: Date): Promise<void> {
  await realizeAllDueApplications(db, now);
  await applyDueUploads(db, now, formatDate(now));
  await runBudgetSweep(db, now);
  await closeEndedMonths(db, now);
}

export function startScheduler(db: Database, clock: () => Date, intervalMs: number, onError: (error: unknown) => void): () => void {
  let running = false;
  const tick = (): void => {
    if (running) return;
    running = true;
    runScheduledWork(db, clock()).catch(onError).finally(() => {
      running = false;
    });
  };
  const timer = setInterval(tick, intervalMs);
  // The timer must not keep a stopping process alive.
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
