// npm start's build step (scripts/start.mjs): the build's own output (vite's ~400 lines of chunk sizes, tsup's)
// goes to a log file, and the terminal gets two short lines; a failed build shows the log's last lines and its path.
// With verbose, the output goes to the terminal as before.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative } from 'node:path';
import process from 'node:process';

// The product's console messages are Japanese and live in core/i18n/catalog/server.ts, but this plain Node script
// runs before anything is built and cannot import the TypeScript catalogue: its few lines are kept here.
export const MESSAGES = {
  building: (log) => `Web画面とサーバーをビルドしています…（詳細: ${log}）`,
  buildingVerbose: 'Web画面とサーバーをビルドしています…',
  built: (seconds) => `ビルドしました（${seconds} 秒）`,
  failed: (code) => `ビルドに失敗しました（終了コード ${code}）。`,
  tail: (lines) => `ログの最後の ${lines} 行:`,
  failedLog: (log) => `ログ全体: ${log}`,
  notStarted: (command, reason) => `ビルドのコマンドを起動できませんでした（${command}）: ${reason}`,
};

/** Lines of the log shown when the build fails. */
export const TAIL_LINES = 40;

/**
 * Runs the build command; returns its exit status (0: built). Quiet: the command's stdout and stderr go to logPath
 * (made anew), the terminal (`out`) gets a start line and a done line, or the log's tail on failure.
 */
export async function quietBuild({ command, args = [], cwd, logPath, verbose = false, out = process.stdout, env = process.env }) {
  const started = Date.now();
  const shown = displayPath(logPath);
  out.write(`${verbose ? MESSAGES.buildingVerbose : MESSAGES.building(shown)}\n`);
  let result;
  if (verbose) {
    result = await run(command, args, { cwd, env, stdio: 'inherit' });
  } else {
    mkdirSync(dirname(logPath), { recursive: true });
    const fd = openSync(logPath, 'w');
    try {
      result = await run(command, args, { cwd, env, stdio: ['ignore', fd, fd] });
    } finally {
      closeSync(fd);
    }
  }
  const { status, error } = result;
  if (error) {
    out.write(`${MESSAGES.notStarted(command, error.message)}\n`);
    return 1;
  }
  if (status === 0) {
    out.write(`${MESSAGES.built(((Date.now() - started) / 1000).toFixed(0))}\n`);
    return 0;
  }
  out.write(`${MESSAGES.failed(status)}\n`);
  if (!verbose) {
    const lines = readFileSync(logPath, 'utf8').replace(/\n$/, '').split('\n').slice(-TAIL_LINES);
    out.write(`${MESSAGES.tail(lines.length)}\n${lines.join('\n')}\n${MESSAGES.failedLog(shown)}\n`);
  }
  return status;
}

/** The exit status of a command (1 when killed by a signal), or the error that kept it from starting. */
function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, shell: process.platform === 'win32' && !isAbsolute(command) });
    child.on('error', (error) => resolve({ status: 1, error }));
    child.on('close', (code) => resolve({ status: code ?? 1 }));
  });
}

/** The log's path as typed from the current folder when it lies below it, else absolute. */
function displayPath(path) {
  const fromHere = relative(process.cwd(), path);
  return fromHere && !fromHere.startsWith('..') && !isAbsolute(fromHere) ? fromHere : path;
}
