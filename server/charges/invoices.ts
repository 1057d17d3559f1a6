// The invoices of a month, one per invoice destination (請求先), from one source: the month's lines. While the month
// is not confirmed, every reader (the Info page, the destinations page, the PDF, the Excel, `twb invoices`) gets the
// figures computed from the lines as they are now, so the header and the detail can never disagree; the
// confirmation writes the same computation into the invoice rows with the issue date, the due date and the payment
// details, and from then on the month's invoices are read as written and never move.
import {
  CHARGE_STATUS, directDebitDayOf, invoiceNumber, paymentDueDayOf, taxByRate, type TaxLine,
} from '../../core/charges/domain';
import { PaymentMethod } from '../../core/payment/domain';
import type { Row, SqlExecutor } from '../db/database';
import { accountSummary } from '../payment/charge-branches';
import type { BankAccountFields } from '../../core/payment/domain';
import { loadInvoiceIssuer } from './issuer';

export interface InvoiceTaxLineRow {
  tax_rate: number;
  taxable_amount: number;
  tax_amount: number;
}

export interface InvoiceDbRow extends Row {
  charge_client_id: number;
  invoice_no: string;
  client_name: string;
  postal_code: string | null;
  address: string | null;
  attention: string | null;
  amount_excluding_tax: number;
  tax_amount: number;
  /** yyyy/MM/dd: the confirmation day; null while the month is not confirmed. */
  issued_on: string | null;
  /** yyyy/MM/dd */
  due_on: string;
  /** yyyy/MM/dd for 口座振替, else null. */
  direct_debit_on: string | null;
  payment_method: PaymentMethod;
  /** 請求書払い: the issuer's account; 口座振替: the payer's account, masked; null when none is known. */
  payment_account: string | null;
  tax_lines: InvoiceTaxLineRow[];
  confirmed: boolean;
}

interface ClientTotalRow extends Row {
  charge_client_id: number;
  tax_rate: number;
  amount: string | number;
  lines: number;
}

/**
 * The month's line totals per destination and tax rate, with the number of lines: the written lines (charge_lines)
 * and, while the month is not confirmed, its live use lines (usage_line_totals, summed per department before they
 * take the destination the close recorded for the department: the rows of view charge_line_rows, without reading
 * them one by one).
 */
export async function lineTotalsByClient(db: SqlExecutor, corporationId: number, periodStart: string): Promise<ClientTotalRow[]> {
  return db.query<ClientTotalRow>(
    `select charge_client_id, tax_rate, sum(amount)::bigint as amount, sum(lines)::int as lines from (
       select charge_client_id, tax_rate, sum(amount) as amount, count(*) as lines from charge_lines
        where corporation_id = $1 and period_start = $2::date group by charge_client_id, tax_rate
       union all
       select md.charge_client_id, m.tax_rate, t.amount, t.lines
         from (select department_id, sum(amount) as amount, count(*) as lines from usage_line_totals
                where corporation_id = $1 and period_start = $2::date and use_count > 0 group by department_id) t
         join charge_month_departments md on md.corporation_id = $1 and md.period_start = $2::date and md.department_id = t.department_id
         join charge_months m on m.corporation_id = $1 and m.period_start = $2::date and m.status = ${CHARGE_STATUS.notConfirmed}
     ) x group by charge_client_id, tax_rate order by charge_client_id, tax_rate`,
    [corporationId, periodStart],
  );
}

interface ClientRow extends Row {
  id: number;
  client_name: string;
  postal_code: string | null;
  address: string | null;
  attention: string | null;
  payment_method: number;
  bank_account: BankAccountFields | null;
}

interface MonthRow extends Row {
  month: string;
  status: number;
}

const slashed = (isoDay: string): string => isoDay.replaceAll('-', '/');

/** The figures of each destination with lines, computed from the lines, with the destination and terms as they are now. */
async function computedInvoices(db: SqlExecutor, corporationId: number, periodStart: string, month: string): Promise<InvoiceDbRow[]> {
  const totals = await lineTotalsByClient(db, corporationId, periodStart);
  const ids = [...new Set(totals.map((r) => r.charge_client_id))];
  if (ids.length === 0) return [];
  const clients = await db.query<ClientRow>(
    `select id, client_name, postal_code, concat_ws(' ', address, nullif(residence, '')) as address, attention, payment_method, bank_account
       from charge_clients where id = any($1::int[])`, [ids]);
  const issuer = await loadInvoiceIssuer(db);
  return ids.flatMap((id) => {
    const client = clients.find((c) => c.id === id);
    if (!client) return [];
    const taxLines: TaxLine[] = taxByRate(totals.filter((r) => r.charge_client_id === id).map((r) => ({ amount: Number(r.amount), taxRate: r.tax_rate })));
    const method = client.payment_method === PaymentMethod.DIRECT_DEBIT ? PaymentMethod.DIRECT_DEBIT : PaymentMethod.BANK_TRANSFER;
    return [{
      charge_client_id: id,
      invoice_no: invoiceNumber(month, corporationId, id),
      client_name: client.client_name,
      postal_code: client.postal_code,
      address: client.address,
      attention: client.attention,
      amount_excluding_tax: taxLines.reduce((s, l) => s + l.taxableAmount, 0),
      tax_amount: taxLines.reduce((s, l) => s + l.taxAmount, 0),
      issued_on: null,
      due_on: slashed(paymentDueDayOf(month, issuer)),
      direct_debit_on: method === PaymentMethod.DIRECT_DEBIT ? slashed(directDebitDayOf(month, issuer)) : null,
      payment_method: method,
      payment_account: method === PaymentMethod.DIRECT_DEBIT ? accountSummary(client.bank_account) : issuer.transferAccount,
      tax_lines: taxLines.map((l) => ({ tax_rate: l.taxRate, taxable_amount: l.taxableAmount, tax_amount: l.taxAmount })),
      confirmed: false,
    }];
  });
}

/** The written invoices of a confirmed month. */
async function writtenInvoices(db: SqlExecutor, corporationId: number, periodStart: string): Promise<InvoiceDbRow[]> {
  return db.query<InvoiceDbRow>(
    `select i.charge_client_id, i.invoice_no, i.client_name, i.postal_code, i.address, i.attention,
            i.amount_excluding_tax::float8 as amount_excluding_tax, i.tax_amount::float8 as tax_amount,
            to_char(i.issued_on, 'YYYY/MM/DD') as issued_on, to_char(i.due_on, 'YYYY/MM/DD') as due_on,
            to_char(i.direct_debit_on, 'YYYY/MM/DD') as direct_debit_on, coalesce(i.payment_method, 1) as payment_method, i.payment_account,
            coalesce((select json_agg(json_build_object('tax_rate', t.tax_rate, 'taxable_amount', t.taxable_amount::float8, 'tax_amount', t.tax_amount::float8)
                                 order by t.tax_rate desc) from invoice_tax_lines t where t.invoice_id = i.id), '[]'::json) as tax_lines,
            true as confirmed
       from invoices i where i.corporation_id = $1 and i.period_start = $2::date order by i.charge_client_id`,
    [corporationId, periodStart]);
}

/** The month's invoices (none when the month is not closed): as written once confirmed, else computed from its lines. */
export async function invoicesOfMonth(db: SqlExecutor, corporationId: number, periodStart: string): Promise<InvoiceDbRow[]> {
  const [month] = await db.query<MonthRow>('select month, status from charge_months where corporation_id = $1 and period_start = $2::date',
    [corporationId, periodStart]);
  if (!month) return [];
  return month.status === CHARGE_STATUS.confirmed
    ? writtenInvoices(db, corporationId, periodStart)
    : computedInvoices(db, corporationId, periodStart, month.month);
}

/**
 * Writes the month's invoices as they compute now (the confirmation; the lines must already be the month's final
 * ones). `issuedOn` is the confirmation's Japan-time day, yyyy-MM-dd. Answers how many were written.
 */
export async function writeInvoices(tx: SqlExecutor, corporationId: number, periodStart: string, month: string, issuedOn: string): Promise<number> {
  const invoices = await computedInvoices(tx, corporationId, periodStart, month);
  await tx.query('delete from invoices where corporation_id = $1 and period_start = $2::date', [corporationId, periodStart]);
  for (const invoice of invoices) {
    const [row] = await tx.query<{ id: number } & Row>(
      `insert into invoices (corporation_id, period_start, charge_client_id, invoice_no, client_name, postal_code, address, attention,
          amount_excluding_tax, tax_amount, issued_on, due_on, direct_debit_on, payment_method, payment_account)
       values ($1, $2::date, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, $12::date, $13::date, $14, $15) returning id`,
      [corporationId, periodStart, invoice.charge_client_id, invoice.invoice_no, invoice.client_name, invoice.postal_code, invoice.address, invoice.attention,
        invoice.amount_excluding_tax, invoice.tax_amount, issuedOn, invoice.due_on, invoice.direct_debit_on, invoice.payment_method, invoice.payment_account],
    );
    for (const l of invoice.tax_lines) {
      await tx.query('insert into invoice_tax_lines (invoice_id, tax_rate, taxable_amount, tax_amount) values ($1, $2, $3, $4)',
        [row.id, l.tax_rate, l.taxable_amount, l.tax_amount]);
    }
  }
  return invoices.length;
}
