import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_KIND_NAMES } from '../../core/csv/kind';
import { buildProgram } from '../program';
import { completionScript, placeholderValues } from './completion';

let dir: string;
let script: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'twb-completion-'));
  script = join(dir, 'twb.bash');
  await writeFile(script, completionScript('bash', buildProgram()));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Sources the script in a real bash and asks it to complete the words (the last one being typed). */
function complete(...words: string[]): string[] {
  const program = `source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$((\${#COMP_WORDS[@]} - 1)); _twb; printf '%s\\n' "\${COMPREPLY[@]}"`;
  const result = spawnSync('bash', ['-c', program, 'bash', script, 'twb', ...words], { encoding: 'utf8', cwd: dir });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout.split('\n').filter((line) => line !== '');
}

describe('twb completion bash, sourced in bash', () => {
  it('completes `twb upload submit <TAB>` to the six upload kinds', () => {
    expect(complete('upload', 'submit', '')).toEqual([...UPLOAD_KIND_NAMES]);
    expect(complete('upload', 'submit', 'department-')).toEqual(UPLOAD_KIND_NAMES.filter((kind) => kind.startsWith('department-')));
  });

  it('completes commands, subcommands, options and the values their placeholders list', () => {
    expect(complete('')).toEqual(expect.arrayContaining(['upload', 'invoices', 'auth', 'corp', 'config', 'completion', 'api']));
    expect(complete('upload', '')).toEqual(['validate', 'submit', 'history', 'cancel', 'result', 'template']);
    expect(complete('upload', 'submit', '--enc')).toEqual(['--encoding']);
    expect(complete('upload', 'submit', '--encoding', '')).toEqual(['auto', 'utf-8', 'cp932']);
    expect(complete('invoices', 'download', '2026/11', '--format', '')).toEqual(['pdf', 'xlsx', 'csv']);
    expect(complete('api', '')).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    expect(complete('config', 'set', '')).toEqual(['base-url', 'encoding', 'output-dir']);
    expect(complete('help', 'ex')).toEqual(['exit-codes']);
  });

  it('completes a file after the kind (the second argument of submit)', async () => {
    await writeFile(join(dir, 'members.csv'), 'x');
    expect(complete('upload', 'submit', 'members', 'mem')).toEqual(['members.csv']);
  });

  it('refuses a shell it does not know with a usage error', () => {
    expect(() => completionScript('powershell', buildProgram())).toThrow('bash、zsh、fish のいずれか');
  });

  it('takes values only from placeholders that list values', () => {
    expect(placeholderValues('share|flex')).toEqual(['share', 'flex']);
    expect(placeholderValues('id|name')).toEqual([]);
    expect(placeholderValues('file|dir')).toEqual([]);
    expect(placeholderValues('YYYY/MM')).toEqual([]);
  });
});
