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
export async function runScheduledWork(db: Database, now: Date, applyUploads: DueUploads = dueUploadsOf(db)): Promise<void> {
  await realizeAllDueApplications(db, now);
  await applyUploads(now);
  await runBudgetSweep(db, now);
  await closeEndedMonths(db, now);
  await confirmDueMonths(db, now);
}

/** The uploads step: applies the jobs due at `now` and resolves when they are done. */
export type DueUploads = (now: Date) => Promise<unknown>;

/** The step on its own: what tests and a bare scheduler use (a server passes its upload runner instead). */
const dueUploadsOf = (db: Database): DueUploads => (now) => applyDueUploads(db, now, formatDate(now));

/**
 * Runs the scheduled work now and every `intervalMs`, one pass at a time (a tick during a pass is skipped). The
 * server passes its upload runner's drain as the uploads step, so one process never applies a job twice at once (a
 * second attempt stages the whole file again only to find the job taken). The answer stops the timer and resolves
 * once the running pass is over: a stopping server never closes the database under a pass.
 */
export function startScheduler(
  db: Database,
  clock: () => Date,
  intervalMs: number,
  onError: (error: unknown) => void,
  applyUploads: DueUploads = dueUploadsOf(db),
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = (): void => {
    if (running || stopped) return;
    running = runScheduledWork(db, clock(), applyUploads)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  // The timer must not keep a stopping process alive.
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    while (running) await running;
  };
}
