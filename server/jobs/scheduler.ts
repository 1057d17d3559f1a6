// The server's own timed work, which must happen without anyone making a request: applications of every division
// that reached their apply date apply (server/applications/realize.ts), the budget sweep (spec 9 alerts and automatic releases) runs,
// the month that ended is closed for the invoices, and closed months are confirmed on their day. One run at a time; a failed step is reported and the next
// tick tries again.
import { realizeAllDueApplications } from '../applications/realize';
import type { Database } from '../db/database';
import { runBudgetSweep } from '../limit-amount/budget-sweep';
import { closeEndedMonths } from '../charges/close';
import { confirmDueMonths } from '../charges/confirm';
import { applyDueUploads } from '../uploads/apply-job';
import { formatDate } from '../format/dates';

/**
 * One pass of the scheduled work at `now`, in the order the rules need it: due applications first (an upload may name
 * the departments they make; the close reads the destinations and the fee arrangement they set), then the uploads whose start date has come, then budgets, then (from the 21st) the monthly close of the
 * period that ended (server/charges/close.ts: once per corporation and month), then the confirmation of the closed months
 * whose day has come (server/charges/confirm.ts).
 */
export async function runScheduledWork(db: Database, now: Date): Promise<void> {
  await realizeAllDueApplications(db, now);
  await applyDueUploads(db, now, formatDate(now));
  await runBudgetSweep(db, now);
  await closeEndedMonths(db, now);
  await confirmDueMonths(db, now);
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
