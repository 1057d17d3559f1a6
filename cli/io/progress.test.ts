// The progress bar is drawn on a terminal only, and ends its line when done.
import { describe, expect, it } from 'vitest';
import { createProgress } from './progress';

function stream(isTTY: boolean) {
  const written: string[] = [];
  return { written, write: (chunk: string) => written.push(chunk) > 0, isTTY };
}

describe('createProgress', () => {
  it('draws the bar on a TTY', () => {
    const out = stream(true);
    const progress = createProgress(out, 'アップロード中', true);
    progress.update(512 * 1024, 1024 * 1024);
    progress.finish();
    expect(out.written[0]).toBe(`\rアップロード中 [${'#'.repeat(15)}${'.'.repeat(15)}] 50% (0.5/1.0 MB)`);
    expect(out.written.at(-1)).toBe('\n');
  });

  it('writes nothing when the stream is no terminal or when disabled (--json)', () => {
    const pipe = stream(false);
    createProgress(pipe, 'x', true).update(1, 2);
    const tty = stream(true);
    createProgress(tty, 'x', false).update(1, 2);
    expect([...pipe.written, ...tty.written]).toEqual([]);
  });
});
