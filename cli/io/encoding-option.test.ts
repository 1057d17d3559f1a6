// One spelling of each --encoding value across commands (utf-8, cp932, auto), the others taken as aliases.
import { describe, expect, it } from 'vitest';
import { CliError } from './cli-error';
import { fileEncodingOption, readEncodingOption } from './encoding-option';

function refusal(run: () => unknown): CliError {
  try {
    run();
  } catch (error) {
    return error as CliError;
  }
  throw new Error('not refused');
}

describe('--encoding', () => {
  it('takes utf-8 and utf8 alike, and the common names of Shift_JIS as cp932, in any case', () => {
    for (const value of ['utf-8', 'utf8', 'UTF-8', ' Utf8 ']) expect(fileEncodingOption(value)).toBe('utf8');
    for (const value of ['cp932', 'CP932', 'sjis', 'shift_jis', 'Shift-JIS', 'windows-31j', 'MS932']) expect(fileEncodingOption(value)).toBe('cp932');
    expect(fileEncodingOption(undefined)).toBe('utf8');
  });

  it('auto only where the file is read here', () => {
    expect(readEncodingOption(undefined)).toBe('auto');
    expect(readEncodingOption('AUTO')).toBe('auto');
    expect(readEncodingOption('utf-8')).toBe('utf8');
    expect(readEncodingOption('sjis')).toBe('cp932');
    expect(refusal(() => fileEncodingOption('auto')).exitCode).toBe(2);
  });

  it('refuses anything else with exit 2, naming the canonical spellings and the aliases', () => {
    const written = refusal(() => fileEncodingOption('latin1'));
    expect(written.exitCode).toBe(2);
    expect(written.message).toBe('--encoding latin1 は指定できません。utf-8 または cp932（Shift_JIS）を指定してください（utf8 は utf-8、sjis・shift_jis は cp932 と同じ意味です）');
    expect(refusal(() => readEncodingOption('euc-jp')).message).toContain('auto、utf-8、cp932（Shift_JIS）のいずれかを指定してください');
  });
});
