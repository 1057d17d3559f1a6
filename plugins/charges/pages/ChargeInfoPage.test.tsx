// The invoice inquiry pages against a scripted server: the newest closed month by default and another from the
// picker (held in the URL), the destination's figures with separators, the invoice PDF and the Excel check for the
// responsible person, the clerk's view without invoice figures, the spec 8 message when nothing is closed, the lines
// paged from the URL's department filter, and the FLEX/BASE gate.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chargeCalls, type ChargeLinesQuery, type ChargeMonthQuery } from '../../../core/charges/calls';
import { calls } from '../../../core/api/contract';
import { t } from '../../../core/i18n';
import { renderAppAt, VIEW_PERMISSION } from '../../../web/test-support/harness';
import { chargesKernel } from '../test-support';

const requests = <T,>(kernel: ReturnType<typeof chargesKernel>, id: string) => kernel.client.calls.filter((c) => c.id === id).map((c) => c.request as T);
const SLOW = { timeout: 15_000 };

describe('ShareChargeInfoPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the newest month per destination, then the month chosen, kept in the URL', async () => {
    const kernel = chargesKernel();
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/ShareCharge/Info');
    const card = (await screen.findByRole('heading', { name: 'Mirai Sales HQ' }, SLOW)).closest('.twb-charge-client') as HTMLElement;
    expect(requests<ChargeMonthQuery>(kernel, chargeCalls.client.id)).toEqual([{ month: '2026/11', chargeDivision: 1 }]);
    // Amounts with thousands separators, right-aligned in the department table.
    expect(within(card).getByText('1,430,000円')).toBeTruthy();
    // Not confirmed yet: no issue date, the due date all the same.
    expect(within(card).getByText(t('charges.info.notIssued'))).toBeTruthy();
    expect(within(card).getByText('2026/12/31')).toBeTruthy();
    expect(within(card).getByText(/202611-00001-00001/)).toBeTruthy();
    const cell = within(card).getByText('234,567');
    expect(cell.className).toContain('twb-charge-table__number');
    expect(screen.getByText(t('charges.status.0'), { selector: '.twb-charge-month *' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: t('charges.field.month') }), '2026/10');
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026%2F10'));
    await waitFor(() => expect(requests<ChargeMonthQuery>(kernel, chargeCalls.client.id).at(-1)).toEqual({ month: '2026/10', chargeDivision: 1 }));
    expect(await screen.findByText(t('charges.status.2'), { selector: '.twb-charge-month *' })).toBeTruthy();
    // The links to the month's other pages carry the month.
    const nav = screen.getByRole('navigation', { name: t('charges.nav.label') });
    expect(within(nav).getByRole('link', { name: t('charges.nav.summary') }).getAttribute('href')).toBe('/ShareCharge/Summary?month=2026%2F10');
  });

  it('downloads the destination\'s invoice PDF, busy until it arrives', async () => {
    const kernel = chargesKernel();
    let deliver: () => void = () => undefined;
    kernel.client.onDownload(chargeCalls.invoice, () => new Promise((resolve) => {
      deliver = () => resolve({ fileName: '請求書_202611.pdf', contentType: 'application/pdf', data: new Uint8Array([0x25, 0x50, 0x44, 0x46]) });
    }));
    const saved: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob.type);
      return 'blob:pdf';
    });
    URL.revokeObjectURL = () => undefined;
    const user = userEvent.setup();
    renderAppAt(kernel, '/ShareCharge/Info');
    const pdf = await screen.findByRole('button', { name: t('charges.invoice.pdfOf', { client: 'Mirai Sales HQ' }) }, SLOW);
    await user.click(pdf);
    expect(await screen.findByText(t('list.export.downloading'))).toBeTruthy();
    expect((screen.getByRole('button', { name: t('charges.download.csv') }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests(kernel, chargeCalls.invoice.id)).toEqual([{ month: '2026/11', chargeClientId: '7' }]);
    await act(async () => deliver());
    expect(await screen.findByText(t('list.export.done', { fileName: '請求書_202611.pdf' }))).toBeTruthy();
    expect(saved).toEqual(['application/pdf']);
  });

  it('checks the Excel file first: an empty month says so and downloads nothing', async () => {
    const kernel = chargesKernel();
    kernel.client
      .on(chargeCalls.excelCheck, () => ({ available: false, rowCount: 0, message: t('charges.noInvoice') }))
      .onDownload(chargeCalls.excel, () => ({ fileName: 'x.xlsx', contentType: 'application/octet-stream', data: new Uint8Array([0x50, 0x4b]) }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/ShareCharge/Info');
    await screen.findByRole('heading', { name: 'Mirai Sales HQ' }, SLOW);
    await user.selectOptions(screen.getByRole('combobox', { name: t('charges.download.outputType') }), '3');
    await user.click(screen.getByRole('button', { name: t('charges.download.excel') }));
    expect(await screen.findByText(t('charges.noInvoice'))).toBeTruthy();
    expect(requests(kernel, chargeCalls.excelCheck.id)).toEqual([{ month: '2026/11', chargeDivision: 1, outputType: 3 }]);
    expect(requests(kernel, chargeCalls.excel.id)).toEqual([]);
  });

  it('a department clerk: their destination without invoice figures and no PDF', async () => {
    const kernel = chargesKernel({ roleType: 4 });
    renderAppAt(kernel, '/ShareCharge/Info');
    await screen.findByRole('heading', { name: 'Mirai Sales HQ' }, SLOW);
    expect(screen.queryByText(/202611-00001-00001/)).toBeNull();
    expect(screen.queryByText(t('charges.field.totalIncludingTax'))).toBeNull();
    expect(screen.queryByRole('button', { name: t('charges.invoice.pdfOf', { client: 'Mirai Sales HQ' }) })).toBeNull();
  });

  it('says there is no invoice detail when no month is closed yet', async () => {
    const kernel = chargesKernel({}, []);
    renderAppAt(kernel, '/ShareCharge/Info');
    expect(await screen.findByText(t('charges.noInvoice'), undefined, SLOW)).toBeTruthy();
    expect(requests(kernel, chargeCalls.client.id)).toEqual([]);
  });
});

describe('the lines and the FLEX/BASE gate', () => {
  it('pages the lines of the URL\'s departments 500 at a time, with the filter\'s total', async () => {
    const kernel = chargesKernel();
    renderAppAt(kernel, '/ShareCharge/All?month=2026/10&organizationId=5,6&page=2');
    expect(await screen.findByText('3,236,852円', undefined, SLOW)).toBeTruthy();
    expect(requests<ChargeLinesQuery>(kernel, chargeCalls.allBillings.id)).toEqual([
      { month: '2026/10', chargeDivision: 1, organizationId: '5,6', offset: 500, limit: 500 },
    ]);
    expect(screen.getByText(t('common.count', { from: '501', to: '501', total: '1,203' }))).toBeTruthy();
    expect(screen.getByText('3,666').closest('td')?.className).toContain('twb-cell--numeric');
  });

  it('asks the server to sort by the column clicked, back on page 1, kept in the URL', async () => {
    const kernel = chargesKernel();
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/ShareCharge/All?month=2026/10&page=2');
    await screen.findByText('3,236,852円', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: new RegExp(t('charges.col.amount')) }));
    await waitFor(() => expect(requests<ChargeLinesQuery>(kernel, chargeCalls.allBillings.id).at(-1)).toEqual({
      month: '2026/10', chargeDivision: 1, sort: 'chargeAmountTotal', sortOrder: 'asc', offset: 0, limit: 500,
    }));
    expect(router.state.location.search).toContain('sort=chargeAmountTotal');
  });

  it('sends the viewer home from /FlexCharge/Info without a FLEX/BASE contract in force', async () => {
    const kernel = chargesKernel();
    kernel.client.on(calls.auth.viewPermission, () => ({ ...VIEW_PERMISSION, flexContractExistFlg: false }));
    const { router } = renderAppAt(kernel, '/FlexCharge/Info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
    expect(await screen.findByText(t('error.permission'))).toBeTruthy();
    expect(requests(kernel, chargeCalls.statusClient.id)).toEqual([]);
  });
});
