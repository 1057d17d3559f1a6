// A progress bar and a line of activity on stderr, drawn only on a terminal (and never with --json): scripts and logs
// get no control codes.
import { t } from '../../core/i18n';
import type { OutputStream } from './streams';

export interface Progress {
  update(done: number, total: number): void;
  finish(): void;
}

const WIDTH = 30;
const NO_PROGRESS: Progress = { update: () => undefined, finish: () => undefined };

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

export function createProgress(stream: OutputStream, label: string, enabled: boolean): Progress {
  if (!enabled || stream.isTTY !== true) return NO_PROGRESS;
  let drawn = false;
  return {
    update(done, total) {
      const ratio = total > 0 ? Math.min(1, done / total) : 1;
      const filled = Math.round(ratio * WIDTH);
      stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${Math.round(ratio * 100)}% (${megabytes(done)}/${megabytes(total)} MB)`);
      drawn = true;
    },
    finish() {
      if (drawn) stream.write('\n');
    },
  };
}

/** Schedules `tick` every `ms` and answers the function that stops it (replaceable in tests). */
export type Repeat = (tick: () => void, ms: number) => () => void;

const defaultRepeat: Repeat = (tick, ms) => {
  const timer = setInterval(tick, ms);
  // A line being redrawn never keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
};

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
export const ACTIVITY_TICK_MS = 200;

/**
 * A line of "still working" on stderr, redrawn in place with a spinner and the text `render` makes of the time since
 * start (a terminal only, never with --json: a log or a pipe gets nothing). `stop` clears the line, so the message
 * that follows starts at the left margin.
 */
export interface Activity {
  start(render: (elapsedMs: number) => string): void;
  /** Redraws now (after the state the render reads has changed). */
  refresh(): void;
  stop(): void;
}

const NO_ACTIVITY: Activity = { start: () => undefined, refresh: () => undefined, stop: () => undefined };

export function createActivity(stream: OutputStream, enabled: boolean, options: { clock?: () => number; repeat?: Repeat } = {}): Activity {
  if (!enabled || stream.isTTY !== true) return NO_ACTIVITY;
  const clock = options.clock ?? Date.now;
  const repeat = options.repeat ?? defaultRepeat;
  let render: ((elapsedMs: number) => string) | null = null;
  let startedAt = 0;
  let frame = 0;
  let cancel: (() => void) | null = null;
  const draw = (): void => {
    if (!render) return;
    stream.write(`\r${SPINNER[frame++ % SPINNER.length]} ${render(clock() - startedAt)}\u001b[K`);
  };
  return {
    start(next) {
      cancel?.();
      render = next;
      startedAt = clock();
      draw();
      cancel = repeat(draw, ACTIVITY_TICK_MS);
    },
    refresh: draw,
    stop() {
      cancel?.();
      cancel = null;
      if (render) stream.write('\r\u001b[K');
      render = null;
    },
  };
}

/** 8秒, 2分05秒, 1時間02分03秒: how long something has been going on. */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number): string => String(n).padStart(2, '0');
  const seconds = total % 60;
  const minutes = Math.floor(total / 60) % 60;
  const hours = Math.floor(total / 3600);
  if (hours > 0) return t('cli.elapsed.hours', { hours, minutes: two(minutes), seconds: two(seconds) });
  if (minutes > 0) return t('cli.elapsed.minutes', { minutes, seconds: two(seconds) });
  return t('cli.elapsed.seconds', { seconds });
}
