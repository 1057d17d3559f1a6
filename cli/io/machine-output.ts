// What `--json [fields]` and `--jq EXPR` do to the data a command prints, the same for every command (as gh's):
// fields keep only the named keys of each record, and a jq expression prints its results one per line. The jq library
// is loaded only when --jq is given, so that no other run (and never `twb --help`) reads it.
import { t } from '../../core/i18n';
import { CliError, errorDetail, usageError } from './cli-error';
import { ExitCode } from './exit-codes';

/** The options of a command that prints data: `--json` alone, `--json a,b`, `--jq EXPR`. */
export interface MachineOptions {
  json?: boolean | string;
  jq?: string;
}

/** A compiled jq program: every result of running it on one value. */
export type JqFilter = (value: unknown) => unknown[];

export interface MachineFormat {
  /** Data as JSON on stdout (--json or --jq). */
  json: boolean;
  fields?: readonly string[];
  jq?: JqFilter;
}

/** The names after `--json`, comma-separated; an empty name is refused. */
export function parseFields(text: string): string[] {
  const fields = text.split(',').map((field) => field.trim());
  // A month or a path here is an argument that followed a bare --json (`--json 2026/11`): said rather than guessed.
  if (fields.some((field) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(field))) throw usageError(t('cli.json.badFields', { fields: text }));
  return fields;
}

/** The key a paged or grouped answer keeps its records under (`{ totalCount, rows }`, `{ division, rows }`, a charge page's `lines`). */
export const RECORD_LIST_KEYS = ['rows', 'lines'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Where the records of a value are: an array's items, the rows of a page, or the object itself. */
export function recordListKey(value: Record<string, unknown>): string | undefined {
  return RECORD_LIST_KEYS.find((key) => Array.isArray(value[key]));
}

function pick(record: unknown, fields: readonly string[]): unknown {
  if (!isRecord(record)) return record;
  return Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]));
}

/** Refuses a field no record has, naming the ones there are (checked on what came back: an empty list has none). */
function checkFields(records: readonly unknown[], fields: readonly string[]): void {
  const known = new Set(records.filter(isRecord).flatMap((record) => Object.keys(record)));
  if (known.size === 0) return;
  const unknown = fields.filter((field) => !known.has(field));
  if (unknown.length > 0) {
    throw usageError(t('cli.json.unknownFields', { fields: unknown.join(', '), known: [...known].join(', ') }));
  }
}

/**
 * Keeps only `fields` of each record: of every item of an array, of every row of a page (its totals and the like are
 * kept as they are, so a script still knows how many there are), or of a single object.
 */
export function selectFields(value: unknown, fields: readonly string[]): unknown {
  if (Array.isArray(value)) {
    checkFields(value, fields);
    return value.map((item) => pick(item, fields));
  }
  if (!isRecord(value)) return value;
  const listKey = recordListKey(value);
  if (listKey === undefined) {
    checkFields([value], fields);
    return pick(value, fields);
  }
  const rows = value[listKey] as unknown[];
  checkFields(rows, fields);
  return { ...value, [listKey]: rows.map((row) => pick(row, fields)) };
}

/** One jq result as a line: a string as it is (as `jq -r` and gh's --jq), anything else as indented JSON. */
export function jqResultText(result: unknown): string {
  return typeof result === 'string' ? `${result}\n` : `${JSON.stringify(result, null, 2)}\n`;
}

/** Compiles the expression with jqjs (a pure-JavaScript jq): a bad expression is a usage error before anything is sent. */
export async function compileJq(expression: string): Promise<JqFilter> {
  const { default: jq } = await import('@michaelhomer/jqjs');
  let program: (input: unknown) => Iterable<unknown>;
  try {
    program = jq.compile(expression);
  } catch (error) {
    throw usageError(t('cli.jq.bad', { detail: errorDetail(error) }));
  }
  return (value) => {
    try {
      return [...program(value)];
    } catch (error) {
      throw new CliError(t('cli.jq.failed', { detail: errorDetail(error) }), ExitCode.FAILURE, 'JQ_FAILED');
    }
  };
}

/** The format of a run from its options; `--jq` implies JSON. */
export async function machineFormat(options: MachineOptions | boolean | undefined): Promise<MachineFormat> {
  if (options === undefined || typeof options === 'boolean') return { json: options === true };
  const format: MachineFormat = { json: options.json !== undefined && options.json !== false };
  if (typeof options.json === 'string') format.fields = parseFields(options.json);
  if (options.jq !== undefined) {
    format.json = true;
    format.jq = await compileJq(options.jq);
  }
  return format;
}
