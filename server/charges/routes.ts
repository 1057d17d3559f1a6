// Handlers of the Charges calls (core/charges/calls.ts): every per-month call first checks its input (400),
// the division's own permission and the FLEX gates (403), then reads within the viewer's scope (a clerk: only
// their departments' lines); the invoice PDF is for the responsible person only.
import { chargeCalls, type ChargeCsvRequest, type ChargeFileQuery } from '../../core/charges/calls';
import { ErrorCode } from '../../core/api/error';
import { CHARGE_DIVISION, CHARGE_MONTH_PATTERN, CHARGE_STATUS, confirmationDayOf } from '../../core/charges/domain';
import { t } from '../../core/i18n';
import { addMemberAmounts, assertDivisionAccess, breakdown, clientTotals, clientsWithMonths, closedMonth, closedMonths, pageOfLines, parseChargeFilter, parseMonthRange, summary, type ChargeFilter } from './read';
import { chargeCsvFile, chargeExcelFile, fileRowCount } from './files';
import { invoicePdf } from './invoice-pdf';
import { loadBillingTerms } from './issuer';
import { handler, sessionOf, type CallContext, type HandlerMap } from '../http/call-context';
import { HttpError, notFound } from '../http/http-error';
import { loadViewer, type MemberViewer } from '../users/viewer';
import { parseCsvEncoding } from '../users/member-csv';

/** The viewer and the checked filter of a per-month call, the division's access asserted. */
async function monthCall(ctx: CallContext<ChargeFileQuery>, division?: 1 | 2): Promise<{ viewer: MemberViewer; filter: ChargeFilter }> {
  const viewer = loadViewer(sessionOf(ctx));
  const parsed = parseChargeFilter(ctx.input, viewer);
  const filter = division === undefined ? parsed : { ...parsed, division };
  await assertDivisionAccess(ctx.services.db, viewer, filter.division, ctx.now);
  return { viewer, filter };
}

async function csvReply(ctx: CallContext<ChargeCsvRequest>, confirmedOnly: boolean) {
  const encoding = parseCsvEncoding(ctx.input);
  const { viewer, filter } = await monthCall(ctx);
  const month = await closedMonth(ctx.services.db, viewer.corporationId, filter.month);
  if (confirmedOnly && month.status !== CHARGE_STATUS.confirmed) {
    const day = confirmationDayOf(filter.month, await loadBillingTerms(ctx.services.db)).replaceAll('-', '/');
    throw notFound(t('charges.notConfirmed', { month: month.month, date: day }));
  }
  return chargeCsvFile(ctx.services.db, { filter, periodStart: month.periodStartIso, viewer }, encoding);
}

/** The month's issue date as the files print it: the confirmation day, or when the month will be confirmed. */
async function issueDayText(ctx: CallContext<unknown>, corporationId: number, month: string, periodStart: string): Promise<string> {
  const [written] = await ctx.services.db.query<{ issued_on: string | null }>(
    "select to_char(max(issued_on), 'YYYY/MM/DD') as issued_on from invoices i join charge_months m using (corporation_id, period_start) where m.corporation_id = $1 and m.period_start = $2::date and m.status = 2",
    [corporationId, periodStart]);
  if (written?.issued_on) return written.issued_on;
  return t('charges.invoice.notIssued', { date: confirmationDayOf(month, await loadBillingTerms(ctx.services.db)).replaceAll('-', '/') });
}

export const chargeHandlers: HandlerMap = {
  ...handler(chargeCalls.statusClient, async (ctx) => {
    const range = parseMonthRange(ctx.input);
    const viewer = loadViewer(sessionOf(ctx));
    return closedMonths(ctx.services.db, viewer.corporationId, range);
  }),
  ...handler(chargeCalls.client, async (ctx) => {
    const { viewer, filter } = await monthCall(ctx);
    return clientTotals(ctx.services.db, viewer, filter);
  }),
  ...handler(chargeCalls.clientAll, async (ctx) => {
    const range = parseMonthRange(ctx.input);
    return clientsWithMonths(ctx.services.db, loadViewer(sessionOf(ctx)), range);
  }),
  ...handler(chargeCalls.allBillings, async (ctx) => {
    const { viewer, filter } = await monthCall(ctx);
    return pageOfLines(ctx.services.db, viewer, filter, ctx.input);
  }),
  ...handler(chargeCalls.summary, async (ctx) => {
    const { viewer, filter } = await monthCall(ctx);
    return summary(ctx.services.db, viewer, filter);
  }),
  ...handler(chargeCalls.breakdown, async (ctx) => {
    const { viewer, filter } = await monthCall(ctx);
    return breakdown(ctx.services.db, viewer, filter);
  }),
  ...handler(chargeCalls.addMemberMonthlyAmountInfo, async (ctx) => {
    const { viewer, filter } = await monthCall(ctx, CHARGE_DIVISION.flex);
    return addMemberAmounts(ctx.services.db, viewer, filter);
  }),
  ...handler(chargeCalls.csv, (ctx) => csvReply(ctx, false)),
  ...handler(chargeCalls.csvAfter, (ctx) => csvReply(ctx, true)),
  ...handler(chargeCalls.excelCheck, async (ctx) => {
    const { viewer, filter } = await monthCall(ctx);
    const [month] = await ctx.services.db.query<{ iso: string }>('select period_start::text as iso from charge_months where corporation_id = $1 and month = $2',
      [viewer.corporationId, filter.month]);
    const rowCount = month ? await fileRowCount(ctx.services.db, { filter, periodStart: month.iso, viewer }) : 0;
    return { available: rowCount > 0, rowCount, message: rowCount > 0 ? null : t('charges.noInvoice') };
  }),
  ...handler(chargeCalls.excel, async (ctx) => {
    const { viewer, filter } = await monthCall(ctx);
    const month = await closedMonth(ctx.services.db, viewer.corporationId, filter.month);
    return chargeExcelFile(ctx.services.db, { filter, periodStart: month.periodStartIso, viewer }, {
      month: month.month, statusName: month.statusName, period: t('charges.format.period', { start: month.periodStart, end: month.periodEnd }),
      issuedOn: await issueDayText(ctx, viewer.corporationId, filter.month, month.periodStartIso),
    });
  }),
  ...handler(chargeCalls.invoice, async (ctx) => {
    const match = CHARGE_MONTH_PATTERN.exec(ctx.input.month);
    const chargeClientId = ctx.input.chargeClientId === undefined ? null : Number(ctx.input.chargeClientId);
    const viewer = loadViewer(sessionOf(ctx));
    // The company-wide invoice (every department, tax per rate) is the responsible person's.
    if (!viewer.responsible) throw new HttpError(403, ErrorCode.PERMISSION, t('charges.forbidden.invoice'));
    const month = `${match?.[1]}-${match?.[2]}`;
    const info = await closedMonth(ctx.services.db, viewer.corporationId, month);
    return invoicePdf(ctx.services.db, {
      corporationId: viewer.corporationId, month, periodStart: info.periodStartIso, periodLabel: t('charges.format.period', { start: info.periodStart, end: info.periodEnd }),
      status: info.status, confirmationDay: confirmationDayOf(month, await loadBillingTerms(ctx.services.db)).replaceAll('-', '/'), chargeClientId,
    });
  }),
};
