// npm start's quiet build (scripts/quiet-build.mjs), with fake build commands: a few lines on the terminal, everything
// in the log, and on failure the log's tail, its path and the command's exit status.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, TAIL_LINES, quietBuild } from './quiet-build.mjs';

/** A fake build: 500 lines on stdout and one on stderr, then the exit status. */
function fakeBuild(status: number): { command: string; args: string[] } {
  const script = `for (let i = 1; i <= 500; i++) console.log('chunk ' + i); console.error('stderr line'); process.exit(${status});`;
  return { command: process.execPath, args: ['-e', script] };
}

function terminal(): { write(text: string): void; lines(): string[] } {
  let text = '';
  return {
    write: (chunk: string) => {
      text += chunk;
    },
    lines: () => text.replace(/\n$/, '').split('\n'),
  };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'twb-quiet-build-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('quiet build', () => {
  it('shows two lines on the terminal and keeps all of the output in the log', async () => {
    const out = terminal();
    const logPath = join(dir, 'dist', 'build.log');
    const status = await quietBuild({ ...fakeBuild(0), logPath, out });
    expect(status).toBe(0);
    const lines = out.lines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(MESSAGES.building(logPath));
    expect(lines[1]).toMatch(/^ビルドしました（\d+ 秒）$/);
    const log = readFileSync(logPath, 'utf8').split('\n');
    expect(log).toContain('chunk 1');
    expect(log).toContain('chunk 500');
    expect(log).toContain('stderr line');
  });

  it('on failure shows the last lines of the log and its path, and answers the exit status', async () => {
    const out = terminal();
    const logPath = join(dir, 'build.log');
    const status = await quietBuild({ ...fakeBuild(3), logPath, out });
    expect(status).toBe(3);
    const lines = out.lines();
    expect(lines.length).toBeLessThanOrEqual(TAIL_LINES + 4);
    expect(lines).toContain(MESSAGES.failed(3));
    expect(lines).toContain('stderr line');
    expect(lines).toContain('chunk 500');
    expect(lines).toContain(`chunk ${500 - TAIL_LINES + 2}`);
    expect(lines).not.toContain(`chunk ${500 - TAIL_LINES + 1}`);
    expect(lines.at(-1)).toBe(MESSAGES.failedLog(logPath));
  });

  it('fails with status 1 when the command cannot start', async () => {
    const out = terminal();
    const status = await quietBuild({ command: join(dir, 'no-such-command'), logPath: join(dir, 'build.log'), out });
    expect(status).toBe(1);
    expect(out.lines()).toHaveLength(2);
    expect(out.lines()[1]).toMatch(/^ビルドのコマンドを起動できませんでした（.*no-such-command）: .*ENOENT/);
  });
});
