// The invoice of one destination and month as an A4 PDF (server/documents: Noto Sans JP, subset into the file, so it
// prints the same anywhere), carrying what a qualified invoice (適格請求書) must: the issuer and its registration
// number, the date, the recipient, what was supplied, the total per tax rate and the consumption tax per rate
// (computed once per invoice and rate), and the amount due including tax; and what the payer acts on: the due date
// and the account to transfer to, or the debit date and the account debited, and each line's unit-price basis.
// The figures are the invoice's (server/charges/invoices.ts) and the detail table is the same lines grouped, so the
// detail adds up to the header; a month not yet confirmed prints as provisional, without an issue date.
import { CHARGE_STATUS } from '../../core/charges/domain';
import { PaymentMethod } from '../../core/payment/domain';
import { PRICE_UNIT_MINUTES } from '../../core/usage/domain';
import { t, type MessageKey } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { A4Document } from '../documents/a4-document';
import type { FileReply } from '../http/call-context';
import { notFound } from '../http/http-error';
import { loadInvoiceIssuer } from './issuer';
import { invoicesOfMonth, type InvoiceDbRow } from './invoices';

const yen = (amount: number): string => t('charges.format.yen', { amount: new Intl.NumberFormat('ja-JP').format(amount) });
const count = (n: number): string => new Intl.NumberFormat('ja-JP').format(n);

/** The unit-price basis of a line: per 30 minutes for time-based uses, else per its unit (回, 席, 名, 式). */
export function unitPriceBasis(unitPrice: number, unit: string): string {
  const price = yen(unitPrice);
  return unit === t('charges.unit.minute')
    ? t('charges.invoice.unitBasis.minute', { price, minutes: PRICE_UNIT_MINUTES })
    : t('charges.invoice.unitBasis.per', { price, unit });
}

interface DetailRow extends Row {
  billing_name: string;
  charge_division: number;
  details_name: string;
  unit: string;
  unit_price: number;
  price_apply_value: string | number;
  amount: string | number;
  tax_rate: number;
}

export interface InvoiceRequest {
  corporationId: number;
  month: string;
  periodStart: string;
  periodLabel: string;
  status: number;
  /** yyyy/MM/dd: the day a month not yet confirmed will be (printed instead of the issue date). */
  confirmationDay: string;
  /** null: the corporation's default destination. */
  chargeClientId: number | null;
}

async function invoiceOf(db: SqlExecutor, request: InvoiceRequest): Promise<InvoiceDbRow> {
  const invoices = await invoicesOfMonth(db, request.corporationId, request.periodStart);
  let clientId = request.chargeClientId;
  if (clientId === null) {
    const [fallback] = await db.query<{ id: number } & Row>('select id from charge_clients where corporation_id = $1 and default_flg', [request.corporationId]);
    clientId = fallback?.id ?? null;
  }
  const invoice = invoices.find((i) => i.charge_client_id === clientId);
  if (!invoice) throw notFound(t('charges.noInvoice'));
  return invoice;
}

/** What the payer acts on: the due date and method, then the account to transfer to, or the debit date and account. */
function paymentBlock(doc: A4Document, invoice: InvoiceDbRow): void {
  const line = (label: string, value: string, bold = false) => doc.paragraph(`${label}：${value}`, { size: 10, bold, after: 1 });
  line(t('charges.invoice.dueOn'), invoice.due_on, true);
  line(t('charges.invoice.paymentMethod'), t(`charges.invoice.paymentMethod.${invoice.payment_method}` as MessageKey));
  if (invoice.payment_method === PaymentMethod.DIRECT_DEBIT) {
    line(t('charges.invoice.debitOn'), invoice.direct_debit_on ?? '');
    line(t('charges.invoice.debitAccount'), invoice.payment_account ?? t('charges.invoice.pendingAccount'));
    doc.paragraph(t('charges.invoice.debitNote'), { size: 8, after: 8 });
  } else {
    line(t('charges.invoice.transferTo'), invoice.payment_account ?? t('charges.invoice.pendingAccount'));
    doc.paragraph(t('charges.invoice.transferNote'), { size: 8, after: 8 });
  }
}

export async function invoicePdf(db: SqlExecutor, request: InvoiceRequest): Promise<FileReply> {
  const invoice = await invoiceOf(db, request);
  const issuer = await loadInvoiceIssuer(db);
  // What was supplied, per department and item: one row per department, division, item and unit price.
  const details = await db.query<DetailRow>(
    `select l.billing_name, l.charge_division, l.details_name, coalesce(l.unit, case when l.time_based then $4 else $5 end) as unit, l.unit_price,
            sum(l.price_apply_value)::bigint as price_apply_value,
            sum(l.amount)::bigint as amount, l.tax_rate
       from charge_line_rows l join departments d on d.id = l.department_id
      where l.corporation_id = $1 and l.period_start = $2::date and l.charge_client_id = $3
      group by d.display_order, l.department_id, l.billing_name, l.charge_division, l.details_name, 4, l.unit_price, l.tax_rate
      order by d.display_order, l.department_id, l.charge_division, l.details_name, l.unit_price`,
    // Live use lines name their unit here (their words are in core/i18n, not in the database).
    [request.corporationId, request.periodStart, invoice.charge_client_id, t('charges.unit.minute'), t('charges.unit.time')],
  );
  const title = t('charges.invoice.title');
  const doc = await A4Document.create({ title: `${title} ${invoice.invoice_no}`, author: issuer.issuerName, subject: invoice.client_name });
  doc.heading(title, 1);
  doc.paragraph(`${t('charges.invoice.number')}：${invoice.invoice_no}`, { align: 'right', size: 9, after: 0 });
  const issuedOn = invoice.issued_on ?? t('charges.invoice.notIssued', { date: request.confirmationDay });
  doc.paragraph(`${t('charges.invoice.issuedOn')}：${issuedOn}`, { align: 'right', size: 9, after: 6 });
  doc.paragraph(`${invoice.client_name} ${t('charges.invoice.to')}`, { size: 14, bold: true, after: 2 });
  if (invoice.postal_code || invoice.address) doc.paragraph(t('charges.format.address', { postalCode: invoice.postal_code ?? '', address: invoice.address ?? '' }).trim(), { size: 9, after: 0 });
  if (invoice.attention) doc.paragraph(invoice.attention, { size: 9, after: 0 });
  doc.space(6);
  doc.paragraph(issuer.issuerName, { align: 'right', bold: true, after: 0 });
  doc.paragraph(`${t('charges.invoice.registrationNumber')}：${issuer.registrationNumber}`, { align: 'right', size: 9, after: 0 });
  if (issuer.address) doc.paragraph(t('charges.format.address', { postalCode: issuer.postalCode ?? '', address: issuer.address }), { align: 'right', size: 9, after: 0 });
  if (issuer.phoneNumber) doc.paragraph(t('charges.format.phone', { phone: issuer.phoneNumber }), { align: 'right', size: 9, after: 8 });
  doc.paragraph(`${t('charges.field.period')}：${request.periodLabel}`, { size: 10, after: 2 });
  doc.paragraph(t('charges.invoice.lead'), { size: 10, after: 6 });
  doc.paragraph(`${t('charges.invoice.total')}\u3000${yen(invoice.amount_excluding_tax + invoice.tax_amount)}`, { size: 16, bold: true, after: 4 });
  paymentBlock(doc, invoice);

  const taxRows = invoice.tax_lines.map((l) => [t('charges.invoice.taxableByRate', { rate: l.tax_rate }), yen(l.taxable_amount), yen(l.tax_amount)]);
  doc.table({
    columns: [
      { header: t('charges.field.taxRate'), width: 2 }, { header: t('charges.invoice.taxable'), width: 3, align: 'right' },
      { header: t('charges.field.taxAmount'), width: 3, align: 'right' },
    ],
    rows: [...taxRows, [t('charges.invoice.sum'), yen(invoice.amount_excluding_tax), yen(invoice.tax_amount)]],
    emphasisRows: [taxRows.length],
  });
  doc.paragraph(t('charges.invoice.rounding'), { size: 8, after: 2 });
  if (request.status !== CHARGE_STATUS.confirmed) doc.paragraph(t('charges.invoice.statusNote'), { size: 8, bold: true, after: 2 });
  doc.space(4);
  doc.heading(t('charges.invoice.departmentTotals'), 2);
  doc.table({
    size: 8.5,
    columns: [
      { header: t('charges.field.billingName'), width: 3 }, { header: t('charges.field.division'), width: 1.6 }, { header: t('charges.field.detailsName'), width: 4.2 },
      { header: t('charges.field.unitPrice'), width: 2.6, align: 'right' }, { header: t('charges.field.priceApplyValue'), width: 1.8, align: 'right' },
      { header: t('charges.field.chargeAmountTotal'), width: 2.2, align: 'right' }, { header: t('charges.field.taxRate'), width: 1, align: 'right' },
    ],
    rows: [
      ...details.map((d) => [
        d.billing_name, t(`charges.division.${d.charge_division}` as MessageKey), d.details_name, unitPriceBasis(d.unit_price, d.unit),
        `${count(Number(d.price_apply_value))}${d.unit}`, yen(Number(d.amount)), `${d.tax_rate}%`,
      ]),
      [t('charges.invoice.subtotal'), '', '', '', '', yen(details.reduce((s, d) => s + Number(d.amount), 0)), ''],
    ],
    emphasisRows: [details.length],
  });
  doc.paragraph(t('charges.invoice.unitBasisNote', { minutes: PRICE_UNIT_MINUTES }), { size: 8, after: 2 });
  const data = await doc.finish({ pageNumbers: true, footer: `${title} ${invoice.invoice_no}` });
  const month = request.month.replace('-', '');
  return {
    kind: 'file',
    fileName: t('charges.file.pdf', { month, client: invoice.client_name }),
    asciiFileName: `invoice_${month}_${invoice.charge_client_id}.pdf`,
    contentType: 'application/pdf',
    data,
  };
}
