// The usage page in real Chromium: the totals of the filtered set, the filters in the URL (and in every request), the
// CSV button busy while the file comes and the chosen encoding sent, and the server's CP932 refusal shown beside it.
// Screenshots go to tests/screenshots/ (ignored by git) for a look.
import '../../../web/kit/kit.css';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page } from 'vitest/browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billingCalls } from '../../../core/billing/calls';
import type { FileResponse } from '../../../core/api/client-types';
import { usageCalls, type UsageCsvRequest, type UsageRow, type UsageSearchQuery } from '../../../core/usage/calls';
import { ApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { renderAppAt, signedInKernel } from '../../../web/test-support/harness';

function use(overrides: Partial<UsageRow> = {}): UsageRow {
  return {
    usageId: '9001', startDate: '2026/11/10 10:00:00', endDate: '2026/11/10 10:41:00', facilityName: 'ワークスペース東京駅前', resourceName: '会議室A',
    resourceType: 2, userId: '11', userName: '山田 花子', organizationId: '5', organizationName: '営業第一部', chargeId: '1', chargeName: 'SHARE 従量プラン',
    usedMinutes: 41, billedMinutes: 50, quantity: 1, unitPrice: 1100, amount: 1833, notClearedFlg: false, useOnlyFlg: false, registrationFeeFlg: false,
    ...overrides,
  };
}

function usageKernel() {
  const kernel = signedInKernel();
  const queries: UsageSearchQuery[] = [];
  kernel.client
    .on(usageCalls.list, (query) => {
      queries.push(query);
      return {
        startDate: query.startDate?.replaceAll('-', '/') ?? '2026/10/21', toDate: query.toDate?.replaceAll('-', '/') ?? '2026/11/20', totalCount: 1234, offset: 0, limit: 100,
        totals: { count: 1234, billedMinutes: 56_780, amount: 2_345_678 },
        rows: [use(), use({ usageId: '9002', userName: '佐藤 次郎', billedMinutes: 30, usedMinutes: 30, amount: 1100 })],
      };
    })
    .on(usageCalls.summary, () => ({
      startDate: '2026/10/21', toDate: '2026/11/20',
      byMonth: [{ periodStart: '2026/10/21', label: t('usage.chart.monthLabel', { year: 2026, month: 11 }), billedMinutes: 56_780, amount: 2_345_678 }],
      byDepartment: [{ organizationId: '5', organizationName: '営業第一部', billedMinutes: 56_780, amount: 2_345_678 }],
    }))
    .on(billingCalls.withMark, () => [
      { billingId: '5', billingName: '営業第一部', displayOrder: 1, disableFlg: false, mark: '' },
      { billingId: '6', billingName: '営業第二部', displayOrder: 2, disableFlg: false, mark: '' },
    ]);
  return { kernel, queries };
}

describe('usage page in Chromium', () => {
  beforeEach(() => page.viewport(1280, 900));
  afterEach(() => cleanup());

  it('shows the totals of the filtered set and keeps the filters in the URL and the requests', async () => {
    const { kernel, queries } = usageKernel();
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/Usage/Usage?startDate=2026-11-01&toDate=2026-11-15');
    const totals = await screen.findByRole('region', { name: t('usage.totals.title') });
    expect(totals.textContent).toContain('1,234');
    expect(totals.textContent).toContain(t('usage.totals.minutesValue', { minutes: '56,780' }));
    expect(totals.textContent).toContain(t('usage.totals.amountValue', { amount: '2,345,678' }));
    expect(queries[0]).toMatchObject({ startDate: '2026-11-01', toDate: '2026-11-15', offset: 0, limit: 100 });
    await screen.findByText('佐藤 次郎');
    await page.screenshot({ path: '../../../tests/screenshots/usage-page.png' });

    await user.type(screen.getByLabelText(t('usage.field.userName')), '山田');
    await user.click(screen.getByRole('button', { name: t('usage.action.search') }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('userName')).toBe('山田'));
    expect(new URLSearchParams(router.state.location.search).get('startDate')).toBe('2026-11-01');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ userName: '山田', startDate: '2026-11-01', toDate: '2026-11-15' }));
    const summaries = kernel.client.calls.filter((c) => c.id === usageCalls.summary.id);
    expect(summaries.at(-1)?.request).toMatchObject({ userName: '山田', startDate: '2026-11-01' });
    // The sort is the list's: a click on a column header goes into the URL too.
    await user.click(screen.getByRole('button', { name: new RegExp(t('usage.field.amount')) }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('amount'));
  });

  it('keeps the CSV button busy while the file comes, sends the chosen encoding and the filter, then says it is done', async () => {
    const { kernel } = usageKernel();
    let deliver: (file: FileResponse) => void = () => undefined;
    const requests: UsageCsvRequest[] = [];
    kernel.client.onDownload(usageCalls.csv, (request) => {
      requests.push(request);
      return new Promise<FileResponse>((resolve) => {
        deliver = resolve;
      });
    });
    const user = userEvent.setup();
    renderAppAt(kernel, '/Usage/Usage?startDate=2026-11-01&toDate=2026-11-15&organizationId=5');
    await screen.findByText('佐藤 次郎');
    await user.selectOptions(screen.getByLabelText(t('usage.action.encoding')), 'cp932');
    const button = screen.getByRole('button', { name: t('usage.action.csv') });
    await user.click(button);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({ startDate: '2026-11-01', toDate: '2026-11-15', organizationId: '5', encoding: 'cp932' });
    // Busy: a spinner in the button, which takes no second click meanwhile.
    await waitFor(() => expect(button.classList.contains('bp6-loading')).toBe(true));
    expect(button.querySelector('.bp6-spinner')).not.toBeNull();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await page.screenshot({ path: '../../../tests/screenshots/usage-csv-busy.png' });
    deliver({ fileName: '利用実績_20261101-20261115.csv', contentType: 'text/csv; charset=Shift_JIS', data: new Uint8Array([0x41, 0x0d, 0x0a]) });
    await screen.findByText(t('usage.csv.downloaded'));
    await waitFor(() => expect(button.classList.contains('bp6-loading')).toBe(false));
    expect(requests).toHaveLength(1);
  });

  it("shows the server's refusal of CP932 beside the button, and no success", async () => {
    const { kernel } = usageKernel();
    const message = t('usage.validation.notCp932', { row: 12, column: t('usage.field.userName') });
    kernel.client.fail(usageCalls.csv, new ApiError(message, 'VALIDATION', { httpStatusCode: 400, message, code: 'VALIDATION', fields: { encoding: message } }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Usage/Usage');
    await screen.findByText('佐藤 次郎');
    await user.selectOptions(screen.getByLabelText(t('usage.action.encoding')), 'cp932');
    await user.click(screen.getByRole('button', { name: t('usage.action.csv') }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.queryByText(t('usage.csv.downloaded'))).toBeNull();
  });
});
