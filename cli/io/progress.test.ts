// The progress bar is drawn on a terminal only, and ends its line when done.
import { describe, expect, it } from 'vitest';
import { createActivity, createProgress, elapsedText } from './progress';

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

describe('createActivity', () => {
  function manual() {
    let tick: (() => void) | null = null;
    let now = 0;
    return {
      clock: () => now,
      repeat: (fn: () => void) => ((tick = fn), () => (tick = null)),
      advance(ms: number) {
        now += ms;
        tick?.();
      },
      get running() {
        return tick !== null;
      },
    };
  }

  it('redraws one line in place with a spinner and the elapsed time, and clears it when stopped', () => {
    const out = stream(true);
    const timer = manual();
    const activity = createActivity(out, true, timer);
    activity.start((elapsed) => `確認しています（経過 ${elapsedText(elapsed)}）`);
    timer.advance(1_200);
    timer.advance(65_000);
    activity.stop();
    expect(out.written).toEqual([
      '\r⠋ 確認しています（経過 0秒）\u001b[K',
      '\r⠙ 確認しています（経過 1秒）\u001b[K',
      '\r⠹ 確認しています（経過 1分06秒）\u001b[K',
      '\r\u001b[K',
    ]);
    expect(timer.running).toBe(false);
  });

  it('draws nothing and starts no timer without a terminal or with --json', () => {
    const pipe = stream(false);
    const timer = manual();
    createActivity(pipe, true, timer).start(() => 'x');
    const tty = stream(true);
    createActivity(tty, false, timer).start(() => 'x');
    expect([...pipe.written, ...tty.written]).toEqual([]);
    expect(timer.running).toBe(false);
  });
});

describe('elapsedText', () => {
  it('seconds, minutes and hours in Japanese', () => {
    expect(elapsedText(999)).toBe('0秒');
    expect(elapsedText(59_999)).toBe('59秒');
    expect(elapsedText(125_000)).toBe('2分05秒');
    expect(elapsedText(3_723_000)).toBe('1時間02分03秒');
  });
});
