// The options of `twb invoices list|download` checked before any call (exit 2 with a Japanese message), and the file
// names a download writes into -o DIR: decided here, apart from the network, so that they can be tested alone.
import { CHARGE_DIVISION, CHARGE_MONTH_PATTERN, CHARGE_OUTPUT_TYPE, type ChargeDivision, type ChargeOutputType } from '../../core/charges/domain';
import { t } from '../../core/i18n';
import { usageError } from '../io/cli-error';
import type { CommonOptions } from './common-options';
import { fileEncodingOption } from '../io/encoding-option';

export interface InvoicesListOptions extends CommonOptions {
  from?: string;
  to?: string;
  division?: string;
}

export interface InvoicesDownloadOptions extends CommonOptions {
  destination?: string;
  type?: string;
  format?: string;
  encoding?: string;
  division?: string;
  output?: string;
}

export const INVOICE_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type InvoiceFormat = (typeof INVOICE_FORMATS)[number];
export type DivisionName = keyof typeof CHARGE_DIVISION;
export type OutputTypeName = keyof typeof CHARGE_OUTPUT_TYPE;

export interface DownloadPlan {
  /** yyyy/MM, as the calls take it. */
  month: string;
  format: InvoiceFormat;
  /** Only for xlsx and csv (the PDF invoice covers both divisions). */
  division: DivisionName;
  outputType: OutputTypeName;
  encoding: 'utf-8' | 'cp932';
  destination: string | undefined;
  output: string;
}

function choice<T extends string>(option: string, value: string | undefined, choices: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  const given = value.trim().toLowerCase();
  if (!(choices as readonly string[]).includes(given)) throw usageError(t('charges.cli.badChoice', { option, value, choices: choices.join(', ') }));
  return given as T;
}

export function monthOf(option: string, value: string): string {
  if (!CHARGE_MONTH_PATTERN.test(value)) throw usageError(t('charges.cli.badMonth', { option, value }));
  return value;
}

/** --from and --to, both optional; the server would refuse a reversed range with a 400, the CLI says so first as a usage error. */
export function monthRangeOf(options: InvoicesListOptions): { from?: string; to?: string } {
  const from = options.from === undefined ? undefined : monthOf('--from', options.from);
  const to = options.to === undefined ? undefined : monthOf('--to', options.to);
  if (from && to && from > to) throw usageError(t('charges.cli.monthRange', { from, to }));
  return { from, to };
}

export function divisionOf(value: string | undefined): DivisionName {
  return choice('--division', value, Object.keys(CHARGE_DIVISION) as DivisionName[], 'share');
}

export function divisionCode(name: DivisionName): ChargeDivision {
  return CHARGE_DIVISION[name];
}

export function outputTypeCode(name: OutputTypeName): ChargeOutputType {
  return CHARGE_OUTPUT_TYPE[name];
}

export function destinationOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,9}$/.test(value)) throw usageError(t('charges.cli.badId', { option: '--destination', value }));
  return value;
}

/**
 * Every check of `download` that needs no server. Options that cannot apply to the format are refused rather than
 * ignored, so that `--format pdf --type summary` does not silently save something else than what was asked.
 */
export function downloadPlanOf(monthText: string, options: InvoicesDownloadOptions): DownloadPlan {
  const month = monthOf('<YYYY/MM>', monthText);
  const format = choice('--format', options.format, INVOICE_FORMATS, 'pdf');
  const outputType = choice('--type', options.type, Object.keys(CHARGE_OUTPUT_TYPE) as OutputTypeName[], 'all');
  const division = divisionOf(options.division);
  const encodingName = fileEncodingOption(options.encoding);
  if (format === 'pdf') {
    for (const [option, given] of [['--type', options.type], ['--division', options.division], ['--encoding', options.encoding]] as const) {
      if (given !== undefined) throw usageError(t('charges.cli.notForPdf', { option }));
    }
  }
  if (format === 'xlsx' && options.encoding !== undefined) throw usageError(t('charges.cli.csvOnly'));
  const destination = destinationOf(options.destination);
  if (options.output === undefined || options.output === '') throw usageError(t('charges.cli.outputRequired'));
  return { month, format, division, outputType, encoding: encodingName === 'cp932' ? 'cp932' : 'utf-8', destination, output: options.output };
}

/** yyyy/MM as it goes into a file name (no slash). */
function monthPart(month: string): string {
  return month.replace('/', '-');
}

export function invoicePdfName(month: string, destinationId: string): string {
  return `請求書_${monthPart(month)}_${destinationId}.pdf`;
}

export function chargeFileName(plan: Pick<DownloadPlan, 'month' | 'format' | 'division' | 'outputType'>, destinationId?: string): string {
  const destination = destinationId === undefined ? '' : `_${destinationId}`;
  return `charges_${monthPart(plan.month)}_${plan.division}_${plan.outputType}${destination}.${plan.format}`;
}

export type OutputTarget = { kind: 'stdout' } | { kind: 'file'; path: string } | { kind: 'dir'; dir: string };

/**
 * Where each of `count` files goes: -o - and -o FILE take exactly one (several would overwrite each other, so that is
 * a usage error before anything is written); -o DIR takes any number under their own names.
 */
export function assertTargetFits(target: OutputTarget, count: number): void {
  if (target.kind !== 'dir' && count > 1) throw usageError(t('charges.cli.severalFiles', { count }));
}
