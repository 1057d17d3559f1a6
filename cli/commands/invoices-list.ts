// `twb invoices list [--from] [--to] [--division share|flex] [--json]`: the closed months (statusClient) and, per month,
// the invoice destinations of the division (client) with the division's amount and the invoice's figures. Reads only:
// every call is retried on passing network trouble.
//
// The invoice of a destination covers both divisions and its tax is computed once per invoice and rate, so the tax and
// the total are shown as the invoice's and never recomputed per division here; the division's own amount is a column
// of its own. The server gives the invoice's figures to the responsible person only: a clerk sees "-" there.
import type { ChargeClientResponse } from '../../core/charges/calls';
import { chargeCalls } from '../../core/charges/calls';
import { t } from '../../core/i18n';
import { padColumns, padColumnsStart } from '../io/columns';
import { ExitCode } from '../io/exit-codes';
import type { Output } from '../io/output';
import type { CliRuntime } from '../runtime';
import { resolveSession, signedInClient } from '../session';
import { divisionCode, divisionOf, monthRangeOf, type DivisionName, type InvoicesListOptions } from './invoice-options';
import { withGetRetries } from './upload-retry';

export interface InvoiceRow {
  /** yyyy/MM */
  month: string;
  status: number;
  statusName: string;
  chargeClientId: string;
  destination: string;
  /** The destination's charges of the division asked, yen excluding tax. */
  divisionAmountExcludingTax: number;
  /** The invoice's figures (both divisions); null where the server does not show them (a department clerk). */
  invoiceNo: string | null;
  amountExcludingTax: number | null;
  taxAmount: number | null;
  totalIncludingTax: number | null;
}

export function rowsOf(answer: ChargeClientResponse): InvoiceRow[] {
  return answer.clients.map((client) => ({
    month: answer.month.month,
    status: answer.month.status,
    statusName: answer.month.statusName,
    chargeClientId: client.chargeClientId,
    destination: client.clientName,
    divisionAmountExcludingTax: client.amountExcludingTax,
    invoiceNo: client.invoice?.invoiceNo ?? null,
    amountExcludingTax: client.invoice?.amountExcludingTax ?? null,
    taxAmount: client.invoice?.taxAmount ?? null,
    totalIncludingTax: client.invoice?.totalIncludingTax ?? null,
  }));
}

const yen = new Intl.NumberFormat('ja-JP');
const money = (amount: number | null): string => (amount === null ? '-' : yen.format(amount));

const WIDTH = { month: 9, destinationId: 10, destination: 36, amount: 16, status: 6 } as const;

/** The table as lines: the header, then one line per row; amounts right-aligned with thousands separators. */
export function tableOf(rows: readonly InvoiceRow[], division: DivisionName): string[] {
  const amounts = (cells: string[]) => cells.map((cell) => padColumnsStart(cell, WIDTH.amount)).join('');
  // The destination's id first: what `twb invoices download --destination` takes.
  const header = padColumns(t('charges.field.month'), WIDTH.month) + padColumns(t('charges.cli.column.destinationId'), WIDTH.destinationId) +
    padColumns(t('charges.field.chargeClient'), WIDTH.destination) +
    amounts([
      t('charges.cli.column.divisionAmount', { division: t(`charges.division.${divisionCode(division)}`) }),
      t('charges.cli.column.invoiceAmount'), t('charges.field.taxAmount'), t('charges.field.totalIncludingTax'),
    ]) + `  ${t('charges.field.status')}`;
  return [
    header,
    ...rows.map((r) => padColumns(r.month, WIDTH.month) + padColumns(r.chargeClientId, WIDTH.destinationId) + padColumns(r.destination, WIDTH.destination) +
      amounts([money(r.divisionAmountExcludingTax), money(r.amountExcludingTax), money(r.taxAmount), money(r.totalIncludingTax)]) + `  ${r.statusName}`),
  ];
}

export async function runInvoicesList(options: InvoicesListOptions, runtime: CliRuntime, output: Output): Promise<number> {
  const range = monthRangeOf(options);
  const division = divisionOf(options.division);
  const api = await signedInClient(runtime, await resolveSession(runtime, options.baseUrl));
  const { months } = await withGetRetries(() => api.call(chargeCalls.statusClient, range));
  const rows: InvoiceRow[] = [];
  // One month after another, newest first as statusClient answers: a handful of calls, and the order is the table's.
  for (const month of months) {
    const answer = await withGetRetries(() => api.call(chargeCalls.client, { month: month.month, chargeDivision: divisionCode(division) }));
    rows.push(...rowsOf(answer));
  }
  if (output.json) {
    output.data({ division, rows });
    return ExitCode.OK;
  }
  if (rows.length === 0) {
    // Nothing to list is an answer, not a failure (as an empty reservation list): exit 0 with the spec's words.
    output.info(t('charges.noInvoice'));
    return ExitCode.OK;
  }
  for (const line of tableOf(rows, division)) output.line(line);
  output.info(t(rows.every((r) => r.invoiceNo === null) ? 'charges.cli.invoiceHidden' : 'charges.cli.invoiceNote'));
  return ExitCode.OK;
}
