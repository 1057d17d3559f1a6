// Terminal colours: only on a TTY, never when NO_COLOR is set (https://no-color.org) or TERM is dumb.
import type { OutputStream } from './streams';

export type Env = Readonly<Record<string, string | undefined>>;

const CODES = { red: 31, green: 32, yellow: 33, dim: 2 } as const;
export type Color = keyof typeof CODES;

export function colorEnabled(stream: OutputStream, env: Env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

export function paint(text: string, color: Color, enabled: boolean): string {
  return enabled ? `\u001b[${CODES[color]}m${text}\u001b[0m` : text;
}
