// Fixtures of the charges plugin's page tests: closed months, a month per destination, lines and a kernel whose fake
// client answers the charges calls as the server would.
import {
  chargeCalls, type ChargeClientResponse, type ChargeLine, type ChargeLinesResponse, type ChargeMonthInfo,
} from '../../core/charges/calls';
import { billingCalls } from '../../core/billing/calls';
import type { TestKernel, UserOptions } from '../../core/services/test-support';
import { signedInKernel } from '../../web/test-support/harness';

export const MONTHS: ChargeMonthInfo[] = [
  { month: '2026/11', periodStart: '2026/10/21', periodEnd: '2026/11/20', status: 0, statusName: '未確定', actualUsers: 120, confirmedAt: null },
  { month: '2026/10', periodStart: '2026/09/21', periodEnd: '2026/10/20', status: 2, statusName: '確定', actualUsers: 118, confirmedAt: '2026/10/25 10:00:00' },
];

export function clientAnswer(month: ChargeMonthInfo, responsible: boolean): ChargeClientResponse {
  return {
    month,
    chargeDivision: 1,
    amountExcludingTax: 1_234_567,
    clients: [{
      chargeClientId: '7',
      clientName: 'Mirai Sales HQ',
      departments: [{ organizationId: '5', billingName: 'Sales One', amount: 1_000_000 }, { organizationId: '6', billingName: 'Sales Two', amount: 234_567 }],
      amountExcludingTax: 1_234_567,
      invoice: responsible
        ? { invoiceNo: '202611-00001-00001', amountExcludingTax: 1_300_000, taxAmount: 130_000, totalIncludingTax: 1_430_000, taxLines: [{ taxRate: 10, taxableAmount: 1_300_000, taxAmount: 130_000 }], issuedOn: null, dueOn: '2026/12/31' }
        : null,
    }],
  };
}

export function chargeLine(overrides: Partial<ChargeLine> = {}): ChargeLine {
  return {
    lineId: '1', chargeDivision: 1, lineKind: 'use', addingUpCode: null, organizationId: '5', billingName: 'Sales One', chargeClientId: '7',
    userId: '101', userName: 'Yamada Hanako', resourceType: 2, resourceName: 'Room A', detailsName: 'Tokyo Room A', unit: '分', unitPrice: 1_100,
    value: 95, priceApplyValue: 100, useCount: 1, chargeAmountTotal: 3_666, taxRate: 10, ...overrides,
  };
}

/** A kernel answering the months, the month per destination and the lines; `user` as in signedInKernel. */
export function chargesKernel(user: UserOptions = {}, months: ChargeMonthInfo[] = MONTHS): TestKernel {
  const kernel = signedInKernel(user);
  const responsible = (user.roleType ?? 3) === 3;
  kernel.client
    .on(chargeCalls.statusClient, () => ({ months }))
    .on(chargeCalls.client, ({ month }) => clientAnswer(months.find((m) => m.month === month) ?? months[0], responsible))
    .on(chargeCalls.allBillings, (query): ChargeLinesResponse => ({
      month: months[0], totalCount: 1_203, offset: query.offset ?? 0, limit: query.limit ?? 500, totalAmount: 3_236_852, lines: [chargeLine()],
    }))
    .on(billingCalls.withMark, () => [
      { billingId: '5', billingName: 'Sales One', displayOrder: 1, disableFlg: false, mark: '' },
      { billingId: '6', billingName: 'Sales Two', displayOrder: 2, disableFlg: false, mark: '' },
    ]);
  return kernel;
}
