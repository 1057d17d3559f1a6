// Builds the twb executable with the project's tsup entry and runs it as a child process, as a user would.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Options } from 'tsup';
import tsupConfig from '../../../tsup.config';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const TWB_PATH = join(ROOT, 'dist/cli/twb.js');

/** Builds only the CLI entry of tsup.config.ts (the server entry is someone else's), with paths made absolute. */
export async function buildCli(): Promise<void> {
  const configs = (Array.isArray(tsupConfig) ? tsupConfig : [tsupConfig]) as Options[];
  const cli = configs.find((config) => config.outDir === 'dist/cli');
  if (!cli || typeof cli.entry !== 'object' || Array.isArray(cli.entry)) throw new Error('tsup.config.ts has no dist/cli entry');
  const entry = Object.fromEntries(Object.entries(cli.entry).map(([name, file]) => [name, join(ROOT, file)]));
  await build({ ...cli, entry, outDir: join(ROOT, 'dist/cli'), tsconfig: join(ROOT, 'tsconfig.json'), config: false, silent: true });
}

export interface TwbResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface TwbHome {
  configDir: string;
  /** Runs twb with this home's config folder, the given base URL and extra environment; stdin is not a TTY. */
  run(args: string[], env?: Record<string, string>, input?: string): Promise<TwbResult>;
  dispose(): Promise<void>;
}

/** A fresh config folder and a clean environment: nothing of the outer TWB_* variables leaks in. */
export async function twbHome(baseUrl: string): Promise<TwbHome> {
  const configDir = await mkdtemp(join(tmpdir(), 'twb-cli-test-'));
  const baseEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: configDir,
    TWB_CONFIG_DIR: join(configDir, 'twb'),
    TWB_BASE_URL: baseUrl,
  };
  return {
    configDir: baseEnv.TWB_CONFIG_DIR,
    run: (args, env = {}, input = '') =>
      new Promise<TwbResult>((resolvePromise, reject) => {
        const child = spawn(process.execPath, [TWB_PATH, ...args], { env: { ...baseEnv, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
        child.on('error', reject);
        child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
        child.stdin.end(input);
      }),
    dispose: () => rm(configDir, { recursive: true, force: true }),
  };
}
