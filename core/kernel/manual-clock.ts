// A Clock that only moves when told to: lets tests (and the web's own tests) step through timers exactly.
import type { Clock } from '../platform/tokens';

interface PendingTimer {
  id: number;
  at: number;
  fn: () => void;
}

export class ManualClock implements Clock {
  private current: number;
  private nextId = 1;
  private timers: PendingTimer[] = [];

  constructor(start = 0) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const timer = { id: this.nextId++, at: this.current + Math.max(0, ms), fn };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  /** Moves time forward, firing due timers in order of their due time (and of creation for ties). */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.current = due.at;
      due.fn();
    }
    this.current = target;
  }

  /** How many timers are waiting. */
  pending(): number {
    return this.timers.length;
  }
}
