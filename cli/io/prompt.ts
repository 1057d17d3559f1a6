// Asking the person at the terminal: a visible line or a secret without echo; refused when stdin is not a TTY.
import { createInterface } from 'node:readline';
import { t } from '../../core/i18n';
import { interruptedError, usageError } from './cli-error';
import type { InputStream, OutputStream } from './streams';

export interface PromptStreams {
  stdin: InputStream;
  /** Prompts go to stderr so that stdout carries data only. */
  stderr: OutputStream;
}

export interface PromptRequest {
  /** The label shown, e.g. "パスワード: ". */
  label: string;
  /** The name of the value for messages, e.g. "パスワード". */
  what: string;
  /** How to give the value without a terminal, e.g. "環境変数 TWB_PASSWORD を設定してください。". */
  hint: string;
}

export function canPrompt(streams: PromptStreams): boolean {
  return streams.stdin.isTTY === true;
}

function refuseWithoutTty(streams: PromptStreams, request: PromptRequest): void {
  if (!canPrompt(streams)) throw usageError(t('cli.prompt.notTty', { what: request.what, hint: request.hint }));
}

function requireValue(value: string, request: PromptRequest): string {
  if (value === '') throw usageError(t('cli.prompt.empty', { what: request.what }));
  return value;
}

/** A visible line (the login id), read in the terminal's own cooked mode, which echoes and edits the line itself. */
export async function promptLine(streams: PromptStreams, request: PromptRequest): Promise<string> {
  refuseWithoutTty(streams, request);
  streams.stderr.write(request.label);
  const rl = createInterface({ input: streams.stdin, terminal: false });
  try {
    const answer = await new Promise<string>((resolve, reject) => {
      rl.once('line', resolve);
      rl.once('close', () => reject(interruptedError()));
    });
    return requireValue(answer.trim(), request);
  } finally {
    rl.removeAllListeners('close');
    rl.close();
  }
}

const ENTER = new Set(['\r', '\n']);
const BACKSPACE = new Set(['\u007f', '\b']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';

/** A secret read in raw mode: nothing is echoed; Backspace edits, Enter ends, Ctrl-C and Ctrl-D on an empty line stop. */
export async function promptSecret(streams: PromptStreams, request: PromptRequest): Promise<string> {
  refuseWithoutTty(streams, request);
  const { stdin, stderr } = streams;
  stderr.write(request.label);
  stdin.setRawMode?.(true);
  stdin.setEncoding('utf8');
  const value = await new Promise<string>((resolve, reject) => {
    let typed = '';
    const finish = (outcome: () => void): void => {
      stdin.removeListener('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      stderr.write('\n');
      outcome();
    };
    const onData = (chunk: string | Buffer): void => {
      for (const ch of String(chunk)) {
        if (ENTER.has(ch)) return finish(() => resolve(typed));
        if (ch === CTRL_C || (ch === CTRL_D && typed === '')) return finish(() => reject(interruptedError()));
        if (ch === CTRL_D) return finish(() => resolve(typed));
        if (BACKSPACE.has(ch)) typed = Array.from(typed).slice(0, -1).join('');
        else if (ch >= ' ') typed += ch;
      }
    };
    stdin.on('data', onData);
    stdin.resume();
  });
  return requireValue(value, request);
}

/** A new secret typed twice; a mismatch asks again, up to `attempts` times. */
export async function promptNewSecret(
  streams: PromptStreams,
  first: PromptRequest,
  again: PromptRequest,
  attempts = 3,
): Promise<string> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const value = await promptSecret(streams, first);
    const confirm = await promptSecret(streams, again);
    if (value === confirm) return value;
    streams.stderr.write(`${t('cli.prompt.mismatch')}\n`);
  }
  throw usageError(t('cli.prompt.tooManyMismatches'));
}
