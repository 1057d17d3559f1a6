// Asking the person at the terminal: a visible line or a secret without echo; refused when stdin is not a TTY.
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

const ENTER = new Set(['\r', '\n']);
const BACKSPACE = new Set(['\u007f', '\b']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';

/**
 * Reads up to the first Enter. In raw mode nothing is echoed and Backspace, Ctrl-C and Ctrl-D are handled here;
 * in cooked mode the terminal echoes and edits the line itself. Whatever follows the Enter (pasted input) is put
 * back on stdin for the next prompt.
 */
function readLine(stdin: InputStream, raw: boolean, label: string, stderr: OutputStream): Promise<string> {
  // Raw mode goes on before the label shows, so nothing typed after seeing the label can be echoed.
  if (raw) stdin.setRawMode?.(true);
  stdin.setEncoding('utf8');
  stderr.write(label);
  return new Promise<string>((resolve, reject) => {
    let typed = '';
    const finish = (rest: string, outcome: () => void): void => {
      stdin.removeListener('data', onData);
      stdin.removeListener('end', onEnd);
      if (raw) stdin.setRawMode?.(false);
      stdin.pause();
      if (rest !== '') stdin.unshift(rest);
      outcome();
    };
    const onEnd = (): void => finish('', () => (typed === '' ? reject(interruptedError()) : resolve(typed)));
    const onData = (chunk: string | Buffer): void => {
      const text = String(chunk);
      let consumed = 0;
      for (const ch of text) {
        consumed += ch.length;
        if (ENTER.has(ch)) {
          const rest = text.slice(ch === '\r' && text[consumed] === '\n' ? consumed + 1 : consumed);
          return finish(rest, () => resolve(typed));
        }
        if (ch === CTRL_C || (ch === CTRL_D && typed === '')) return finish('', () => reject(interruptedError()));
        if (ch === CTRL_D) return finish(text.slice(consumed), () => resolve(typed));
        if (BACKSPACE.has(ch)) typed = Array.from(typed).slice(0, -1).join('');
        else if (ch >= ' ') typed += ch;
      }
    };
    stdin.on('data', onData);
    stdin.on('end', onEnd);
    stdin.resume();
  });
}

/** A visible line (the login id), read in the terminal's cooked mode. */
export async function promptLine(streams: PromptStreams, request: PromptRequest): Promise<string> {
  refuseWithoutTty(streams, request);
  return requireValue((await readLine(streams.stdin, false, request.label, streams.stderr)).trim(), request);
}

/** A secret read in raw mode: nothing is echoed; Enter ends, Ctrl-C and Ctrl-D on an empty line stop (exit 130). */
export async function promptSecret(streams: PromptStreams, request: PromptRequest): Promise<string> {
  refuseWithoutTty(streams, request);
  try {
    return requireValue(await readLine(streams.stdin, true, request.label, streams.stderr), request);
  } finally {
    // Raw mode swallows the Enter's own line feed.
    streams.stderr.write('\n');
  }
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
