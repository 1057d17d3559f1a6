// Builds the twb executable with the project's tsup entry and runs it as a child process, as a user would.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Options } from 'tsup';
import tsupConfig from '../../../tsup.config';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const TWB_PATH = join(ROOT, 'dist/cli/twb.js');

/**
 * Builds only the CLI entry of tsup.config.ts (the server entry is someone else's), with paths made absolute. Run once
 * per test run by the e2e project's global set-up (tests/setup/e2e-builds.ts).
 */
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
  /** stdout as the bytes written (a file answer of `twb api`, compared byte for byte). */
  stdoutBytes: Buffer;
  stderr: string;
}

/** A twb still running: wait for what it prints, send it a signal (Ctrl-C is SIGINT), then wait for its end. */
export interface RunningTwb {
  /** Resolves once stderr matches (rejects when the process ends first, with what it printed). */
  stderrMatches(pattern: RegExp): Promise<RegExpMatchArray>;
  kill(signal: NodeJS.Signals): void;
  /** The exit: `code` is null when a signal ended the process (`signal` says which). */
  done: Promise<TwbResult & { signal: NodeJS.Signals | null }>;
}

export interface TwbHome {
  configDir: string;
  /** Runs twb with this home's config folder, the given base URL and extra environment; stdin is not a TTY. */
  run(args: string[], env?: Record<string, string>, input?: string): Promise<TwbResult>;
  /** As run, but answers at once with the running process. */
  start(args: string[], env?: Record<string, string>): RunningTwb;
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
    // The tests' tokens never reach the keyring of the machine running them (a test asks for a stand-in one).
    TWB_KEYRING: 'off',
  };
  return {
    configDir: baseEnv.TWB_CONFIG_DIR,
    run: (args, env = {}, input = '') =>
      new Promise<TwbResult>((resolvePromise, reject) => {
        const child = spawn(process.execPath, [TWB_PATH, ...args], { env: { ...baseEnv, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
        const stdout: Buffer[] = [];
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
        child.on('error', reject);
        child.on('close', (code) => {
          const bytes = Buffer.concat(stdout);
          resolvePromise({ code, stdout: bytes.toString('utf8'), stdoutBytes: bytes, stderr });
        });
        child.stdin.end(input);
      }),
    start(args, env = {}) {
      const child = spawn(process.execPath, [TWB_PATH, ...args], { env: { ...baseEnv, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      const waiters = new Set<() => void>();
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk;
        for (const check of [...waiters]) check();
      });
      const done = new Promise<TwbResult & { signal: NodeJS.Signals | null }>((resolvePromise, reject) => {
        child.on('error', reject);
        child.on('close', (code, signal) => {
          resolvePromise({ code, signal, stdout, stdoutBytes: Buffer.from(stdout, 'utf8'), stderr });
          for (const check of [...waiters]) check();
        });
      });
      child.stdin.end('');
      return {
        stderrMatches: (pattern) =>
          new Promise<RegExpMatchArray>((resolvePromise, reject) => {
            const check = (): void => {
              const match = pattern.exec(stderr);
              if (match) {
                waiters.delete(check);
                resolvePromise(match);
              } else if (child.exitCode !== null || child.signalCode !== null) {
                waiters.delete(check);
                reject(new Error(`twb ended (${child.exitCode ?? child.signalCode}) before printing ${pattern}: ${stderr}`));
              }
            };
            waiters.add(check);
            check();
          }),
        kill: (signal) => void child.kill(signal),
        done,
      };
    },
    dispose: () => rm(configDir, { recursive: true, force: true }),
  };
}
