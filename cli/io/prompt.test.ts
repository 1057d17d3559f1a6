import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { collector, fakeTty } from '../testing/fake-runtime';
import { CliError } from './cli-error';
import { promptLine, promptNewSecret, promptSecret } from './prompt';

const request = { label: 'パスワード: ', what: 'パスワード', hint: '環境変数 TWB_PASSWORD を設定してください。' };

describe('prompts without a terminal', () => {
  it('refuse with a usage error naming the value and how to give it', async () => {
    const stdin = new PassThrough();
    const stderr = collector();
    for (const ask of [promptSecret, promptLine]) {
      const error = await ask({ stdin, stderr }, request).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CliError);
      expect((error as CliError).exitCode).toBe(2);
      expect((error as CliError).message).toBe('パスワードを入力できません（端末ではありません）。環境変数 TWB_PASSWORD を設定してください。');
    }
    expect(stderr.text()).toBe('');
  });
});

describe('promptSecret', () => {
  it('reads in raw mode without echo, honouring Backspace', async () => {
    const stdin = fakeTty();
    const stderr = collector(true);
    const answer = promptSecret({ stdin, stderr }, request);
    stdin.write('Demo');
    stdin.write('X\u007fPass2026\r');
    expect(await answer).toBe('DemoPass2026');
    expect(stderr.text()).toBe('パスワード: \n');
    expect(stdin.rawModes).toEqual([true, false]);
  });

  it('stops on Ctrl-C with exit 130', async () => {
    const stdin = fakeTty();
    const answer = promptSecret({ stdin, stderr: collector(true) }, request).catch((e: unknown) => e);
    stdin.write('abc\u0003');
    expect(((await answer) as CliError).exitCode).toBe(130);
    expect(stdin.rawModes).toEqual([true, false]);
  });

  it('refuses an empty answer', async () => {
    const stdin = fakeTty();
    const answer = promptSecret({ stdin, stderr: collector(true) }, request).catch((e: unknown) => e);
    stdin.write('\r');
    expect(((await answer) as CliError).exitCode).toBe(2);
  });
});

describe('promptNewSecret', () => {
  it('asks again after a mismatch', async () => {
    const stdin = fakeTty();
    const stderr = collector(true);
    const answer = promptNewSecret({ stdin, stderr }, request, { ...request, label: '確認: ' });
    const lines = ['first1\r', 'other2\r', 'second3\r', 'second3\r'];
    // Each prompt attaches its listener on the next tick; feed one line per prompt.
    for (const line of lines) {
      await new Promise((resolve) => setImmediate(resolve));
      stdin.write(line);
    }
    expect(await answer).toBe('second3');
    expect(stderr.text()).toContain('入力内容が一致しません。');
  });
});

describe('promptLine', () => {
  it('reads a visible line from a terminal', async () => {
    const stdin = fakeTty();
    const stderr = collector(true);
    const answer = promptLine({ stdin, stderr }, { ...request, label: 'ログインID: ', what: 'ログインID' });
    stdin.write('admin01\r');
    expect(await answer).toBe('admin01');
    expect(stderr.text()).toContain('ログインID: ');
  });
});

describe('pasted input', () => {
  it('keeps what follows the first Enter for the next prompt', async () => {
    const stdin = fakeTty();
    const stderr = collector(true);
    stdin.write('admin01\nDemoPass2026\r\nDemoCode2026\r');
    expect(await promptLine({ stdin, stderr }, { ...request, label: 'ログインID: ' })).toBe('admin01');
    expect(await promptSecret({ stdin, stderr }, request)).toBe('DemoPass2026');
    expect(await promptSecret({ stdin, stderr }, request)).toBe('DemoCode2026');
  });

  it('treats the end of input on an empty line as an interruption', async () => {
    const stdin = fakeTty();
    const answer = promptLine({ stdin, stderr: collector(true) }, request).catch((e: unknown) => e);
    stdin.end();
    expect(((await answer) as CliError).exitCode).toBe(130);
  });
});

