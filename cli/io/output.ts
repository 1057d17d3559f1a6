// Where things go: data on stdout (JSON with --json), messages on stderr, coloured only where colour is wanted.
import { colorEnabled, paint, type Env } from './color';
import { jqResultText, selectFields, type MachineFormat } from './machine-output';
import type { OutputStream } from './streams';

export interface Output {
  readonly json: boolean;
  /** True with --jq: stdout carries the expression's results only (no error object). */
  readonly jq: boolean;
  /** A value as indented JSON on stdout, narrowed to the --json fields, or the results of --jq. */
  data(value: unknown): void;
  /** A value as indented JSON on stdout as it is (the error object of a failed run). */
  report(value: unknown): void;
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

export function createOutput(targets: OutputTargets, options: MachineFormat): Output {
  const { stdout, stderr } = targets;
  const colored = colorEnabled(stderr, targets.env);
  const { fields, jq } = options;
  return {
    json: options.json,
    jq: jq !== undefined,
    data(value) {
      const selected = fields ? selectFields(value, fields) : value;
      if (!jq) return void stdout.write(formatJson(selected));
      for (const result of jq(selected)) stdout.write(jqResultText(result));
    },
    report: (value) => void stdout.write(formatJson(value)),
    line: (text) => void stdout.write(`${text}\n`),
    info: (message) => void stderr.write(`${message}\n`),
    success: (message) => void stderr.write(`${paint(message, 'green', colored)}\n`),
    warn: (message) => void stderr.write(`${paint(message, 'yellow', colored)}\n`),
    error: (message) => void stderr.write(`${paint(message, 'red', colored)}\n`),
  };
}
