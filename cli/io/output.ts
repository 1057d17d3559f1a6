// Where things go: data on stdout (JSON with --json), messages on stderr, coloured only where colour is wanted.
import { colorEnabled, paint, type Env } from './color';
import type { OutputStream } from './streams';

export interface Output {
  readonly json: boolean;
  /** A value as indented JSON on stdout. */
  data(value: unknown): void;
  /** A line of human-readable data on stdout. */
  line(text: string): void;
  /** A message on stderr. */
  info(message: string): void;
  success(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface OutputTargets {
  stdout: OutputStream;
  stderr: OutputStream;
  env: Env;
}

export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export function createOutput(targets: OutputTargets, options: { json: boolean }): Output {
  const { stdout, stderr } = targets;
  const colored = colorEnabled(stderr, targets.env);
  return {
    json: options.json,
    data: (value) => void stdout.write(formatJson(value)),
    line: (text) => void stdout.write(`${text}\n`),
    info: (message) => void stderr.write(`${message}\n`),
    success: (message) => void stderr.write(`${paint(message, 'green', colored)}\n`),
    warn: (message) => void stderr.write(`${paint(message, 'yellow', colored)}\n`),
    error: (message) => void stderr.write(`${paint(message, 'red', colored)}\n`),
  };
}
