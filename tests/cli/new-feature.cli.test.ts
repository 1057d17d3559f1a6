// npm run new:feature (scripts/new-feature.mjs) end to end, in a copy of the repository (its tracked files as they are
// on disk, node_modules linked): the feature it makes type-checks with the lists it edits and its own tests pass; a
// second run with the same name and a bad name are refused with exit code 2 and change nothing.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
/** The lists the script adds to, besides the three folders. */
const LISTS = [
  'core/api/contract.ts', 'server/http/all-handlers.ts', 'web/app/plugins.ts', 'core/i18n/index.ts', 'core/i18n/all.ts',
  'core/i18n/catalog/frame.ts', 'core/i18n/catalog/help.ts', 'core/domain/permissions.ts',
];

/** The files the script makes for the feature `sample`. */
const FEATURE_FILES = [
  'core/sample/calls.ts', 'core/sample/messages.ts', 'core/sample/load-messages.ts', 'server/sample/routes.ts', 'server/sample/routes.test.ts',
  'plugins/sample/index.ts', 'plugins/sample/pages/SamplePage.tsx', 'plugins/sample/pages/SamplePage.test.tsx',
];

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command in the copy; the child sees none of this run's VITEST_* variables (it may start its own vitest). */
function run(command: string, args: string[], cwd: string): Promise<Ran> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env: { ...env, FORCE_COLOR: '0', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

const script = (copy: string, ...args: string[]) => run(process.execPath, ['scripts/new-feature.mjs', ...args], copy);
const snapshot = (copy: string) => Object.fromEntries(LISTS.map((file) => [file, readFileSync(join(copy, file), 'utf8')]));

let copy: string;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'twb-new-feature-'));
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new:feature', () => {
  it('makes the three folders and registers them in the lists', async () => {
    const made = await script(copy, 'sample');
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    for (const file of FEATURE_FILES) {
      expect(existsSync(join(copy, file)), file).toBe(true);
      expect(made.stdout).toContain(file);
    }
    for (const file of LISTS) expect(made.stdout).toContain(file);
    expect(made.stdout).toContain('npx vitest run --project node server/sample --project dom plugins/sample');
    const lists = snapshot(copy);
    expect(lists['core/api/contract.ts']).toContain("import { sampleCalls } from '../sample/calls';");
    expect(lists['core/api/contract.ts']).toContain('  sample: sampleCalls,');
    expect(lists['server/http/all-handlers.ts']).toContain("import { sampleHandlers } from '../sample/routes';");
    expect(lists['server/http/all-handlers.ts']).toContain('    sampleHandlers,');
    expect(lists['web/app/plugins.ts']).toContain("import { samplePlugin } from '../../plugins/sample';");
    expect(lists['web/app/plugins.ts']).toContain('  samplePlugin,');
    expect(lists['core/i18n/index.ts']).toContain("import type { sample } from '../sample/messages';");
    expect(lists['core/i18n/all.ts']).toContain("import { sample } from '../sample/messages';");
    expect(lists['core/i18n/catalog/frame.ts']).toContain("'sample.title':");
    expect(lists['core/i18n/catalog/help.ts']).toContain("'sample.help.body':");
    expect(lists['core/domain/permissions.ts']).toContain("'/Sample': r('FEAT_SAMPLE'),");
  });

  it('type-checks with the new feature', async () => {
    // The feature's files and the lists it edited, with everything they import (the contract, the server, every
    // plugin): the program a feature can break. The repository's own tests are type-checked by npm test itself; the
    // whole repository again here took 40-70 s, most of it on test files the script does not touch.
    const program = { extends: './tsconfig.json', include: [], files: [...FEATURE_FILES, ...LISTS] };
    writeFileSync(join(copy, 'tsconfig.new-feature.json'), JSON.stringify(program));
    const checked = await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.new-feature.json'], copy);
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.code).toBe(0);
  }, 300_000);

  it("passes the feature's own server and page tests", async () => {
    const tested = await run(
      process.execPath,
      [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'node', 'server/sample', '--project', 'dom', 'plugins/sample'],
      copy,
    );
    const output = tested.stdout + tested.stderr;
    expect(tested.code, output).toBe(0);
    expect(output).toMatch(/Test Files\s+2 passed \(2\)/);
    expect(output).toMatch(/Tests\s+[1-9]\d* passed/);
    expect(output).not.toMatch(/\d+ failed/);
  }, 300_000);

  it('refuses the same name again (exit code 2) and changes nothing', async () => {
    const before = snapshot(copy);
    const again = await script(copy, 'sample');
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(JAPANESE);
    expect(again.stderr).toContain('core/sample/');
    expect(again.stdout).toBe('');
    expect(snapshot(copy)).toEqual(before);
  });

  it('refuses a bad name (exit code 2) and changes nothing', async () => {
    const before = snapshot(copy);
    for (const bad of ['Bad_Name', '9lives', 'a--b']) {
      const refused = await script(copy, bad);
      expect(refused.code, bad).toBe(2);
      expect(refused.stderr, bad).toMatch(JAPANESE);
      expect(existsSync(join(copy, 'core', bad)), bad).toBe(false);
    }
    const none = await script(copy);
    expect(none.code).toBe(2);
    expect(snapshot(copy)).toEqual(before);
  });
});
