// A progress bar on stderr, drawn only on a terminal (and never with --json): scripts and logs get no control codes.
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
