// Runs the budget sweep on a timer in production (spec 9 alerts and automatic releases need no request to
// happen). One run at a time; a failed run is reported and the next tick tries again.
import type { Database } from '../db/database';
import { runBudgetSweep } from './budget-sweep';

export function startBudgetSweepTimer(db: Database, clock: () => Date, intervalMs: number, onError: (error: unknown) => void): () => void {
  let running = false;
  const tick = (): void => {
    if (running) return;
    running = true;
    runBudgetSweep(db, clock()).catch(onError).finally(() => {
      running = false;
    });
  };
  const timer = setInterval(tick, intervalMs);
  // The timer must not keep a stopping process alive.
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
