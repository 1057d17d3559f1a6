import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from './program';
import { collector } from './testing/fake-runtime';
import { reportCommanderFailure } from './usage-errors';

async function parseFailure(args: string[]): Promise<CommanderError> {
  const program = buildProgram();
  program.configureOutput({ writeOut: () => undefined, writeErr: () => undefined, outputError: () => undefined });
  try {
    await program.parseAsync(['node', 'twb', ...args]);
  } catch (error) {
    if (error instanceof CommanderError) return error;
    throw error;
  }
  throw new Error('expected a parse failure');
}

function report(failure: CommanderError, json = false) {
  const stdout = collector();
  const stderr = collector();
  const code = reportCommanderFailure(failure, { stdout, stderr, env: {}, json });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

describe('usage errors', () => {
  it('exit 2 with a Japanese message for an unknown option', async () => {
    const result = report(await parseFailure(['whoami', '--frobnicate']));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('使い方に誤りがあります');
    expect(result.stderr).toContain('--frobnicate');
  });

  it('says every commander failure in Japanese, with its suggestion', async () => {
    const unknownOption = report(await parseFailure(['whoami', '--jsno']));
    expect(unknownOption.stderr).toContain('オプション --jsno はありません。--json のことですか？');
    expect(unknownOption.stderr).not.toMatch(/unknown option|Did you mean/);
    expect(report(await parseFailure(['upoad'])).stderr).toContain('コマンド upoad はありません。upload のことですか？');
    expect(report(await parseFailure(['upload', 'submit', 'members'])).stderr).toContain('引数 file を指定してください。');
    expect(report(await parseFailure(['invoices', 'list', '--from'])).stderr).toContain('オプション --from <YYYY/MM> に値を指定してください。');
    expect(report(await parseFailure(['whoami', 'extra'])).stderr).toContain('引数が多すぎます（0個まで指定できますが、1個指定されました）。');
  });

  it('explains that secrets never go in flags', async () => {
    const result = report(await parseFailure(['login', '--login-id', 'admin01', '--password', 'DemoPass2026']));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--password は指定できません');
    expect(result.stderr).toContain('TWB_PASSWORD');
  });

  it('exit 2 for a missing argument, with a JSON error under --json', async () => {
    const result = report(await parseFailure(['upload', 'submit', 'members']), true);
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { code: 'USAGE' } });
  });

  it('exit 0 after --help and --version', async () => {
    expect(report(await parseFailure(['--help'])).code).toBe(0);
    expect(report(await parseFailure(['--version'])).code).toBe(0);
  });

  it('exit 2 for no command at all', async () => {
    expect(report(await parseFailure([])).code).toBe(2);
  });
});
