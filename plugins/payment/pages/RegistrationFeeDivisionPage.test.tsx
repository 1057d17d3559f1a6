// The registration-fee charge division: what is in force and how the fee is shared; the change form showing the fee
// department only under 代表部署 and the apply date defaulting to the next 21st; checks before calling; confirm then
// apply with the right bodies; a server field error at its field; a pending change; the division 2 history.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paymentCalls } from '../../../core/payment/calls';
import { ApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { defaultApplyDate } from '../components/apply-date';
import { feeInfo, paymentDetail, paymentKernel, paymentRow, preview } from '../test-support';

const SLOW = { timeout: 15_000 };
const PATH = '/Payment/RegistrationFeeChargeDivisionChange';
const requestOf = (kernel: ReturnType<typeof paymentKernel>, id: string) => kernel.client.calls.find((c) => c.id === id)?.request;
const dateBox = () => screen.getByRole('textbox', { name: new RegExp(`^${t('payment.field.applyDate')}`) });

describe('RegistrationFeeDivisionPage', () => {
  it('shows the setting in force, the explanation and the history', async () => {
    const kernel = paymentKernel({}, { history2: [paymentRow({ applicationId: '21', division: 2, kind: 'registrationFee', reason: null, status: 2, summary: '部署ごとに請求へ変更' })] });
    renderAppAt(kernel, PATH);
    const current = await screen.findByRole('table', { name: t('paymentPages.fee.current') }, SLOW);
    expect(within(current).getByText(t('payment.feeDivision.1'))).toBeTruthy();
    expect(within(current).getByText('総務部')).toBeTruthy();
    expect(screen.getByText(t('paymentPages.fee.explain'))).toBeTruthy();
    const history = await screen.findByRole('link', { name: '部署ごとに請求へ変更' });
    expect(history.getAttribute('href')).toBe('/Payment/Detail/21');
    expect(screen.getByText(t('paymentPages.status.2'))).toBeTruthy();
  });

  it('asks the fee department only under 代表部署, checks, confirms and applies', async () => {
    const kernel = paymentKernel();
    kernel.client
      .on(paymentCalls.registrationFeeConfirm, (request) => preview({ kind: 'registrationFee', applyDate: request.applyDate, changes: [{ label: '登録管理料請求区分', before: '代表部署へ一括請求', after: '代表部署へ一括請求（営業一部）' }] }))
      .on(paymentCalls.registrationFee, () => ({ result: 'OK' as const, application: paymentDetail({ applicationId: '22', division: 2, kind: 'registrationFee', applyDate: '2026/12/21' }), message: 'applied' }));
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, PATH);
    await user.click(await screen.findByRole('button', { name: t('paymentPages.fee.change') }, SLOW));
    const separately = await screen.findByRole('radio', { name: t('payment.feeDivision.2') });
    expect(router.state.location.search).toBe('?change=1');
    // Nothing but the division until it is chosen.
    expect(screen.queryByRole('combobox', { name: new RegExp(t('payment.field.feeDepartment')) })).toBeNull();
    await user.click(separately);
    expect(screen.queryByRole('combobox', { name: new RegExp(t('payment.field.feeDepartment')) })).toBeNull();
    expect((dateBox() as HTMLInputElement).value).toBe(defaultApplyDate(new Date(), '2026/11/26', '2027/11/25'));
    await user.click(screen.getByRole('radio', { name: t('payment.feeDivision.1') }));
    const department = screen.getByRole('combobox', { name: new RegExp(t('payment.field.feeDepartment')) });
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${t('payment.field.applyDate')}`) })).toBeNull();
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual([t('paymentPages.validation.choose')]);
    expect(document.activeElement).toBe(department);
    expect(kernel.client.idsCalled()).not.toContain(paymentCalls.registrationFeeConfirm.id);

    await user.selectOptions(department, '6');
    await user.clear(dateBox());
    await user.type(dateBox(), '2028/01/21');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual([t('paymentPages.validation.dateRange', { from: '2026/11/26', to: '2027/11/25' })]);
    await user.clear(dateBox());
    await user.type(dateBox(), '2026/12/21');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('代表部署へ一括請求（営業一部）')).toBeTruthy();
    expect(router.state.location.search).toBe('?change=1&step=confirm');
    await user.click(screen.getByRole('button', { name: t('paymentPages.apply') }));
    expect(await screen.findByText(t('paymentPages.complete', { date: '2026/12/21' }))).toBeTruthy();
    expect(requestOf(kernel, paymentCalls.registrationFeeConfirm.id)).toEqual({ division: 1, billingId: '6', applyDate: '2026/12/21' });
    expect(requestOf(kernel, paymentCalls.registrationFee.id)).toEqual({ division: 1, billingId: '6', applyDate: '2026/12/21' });
    expect(screen.getByRole('link', { name: t('paymentPages.toDetail') }).getAttribute('href')).toBe('/Payment/Detail/22');
  });

  it('sends no department under 部署ごと and shows a server field error at its field', async () => {
    const kernel = paymentKernel();
    const message = '適用日には翌日以降の日付を入力してください';
    kernel.client.fail(paymentCalls.registrationFeeConfirm, new ApiError(t('error.badRequest'), 'VALIDATION_ERROR', {
      httpStatusCode: 400, message: t('error.badRequest'), code: 'VALIDATION_ERROR', fields: { applyDate: message },
    }));
    const user = userEvent.setup();
    renderAppAt(kernel, `${PATH}?change=1`);
    await user.click(await screen.findByRole('radio', { name: t('payment.feeDivision.2') }, SLOW));
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([message]));
    expect(document.activeElement).toBe(dateBox());
    expect(requestOf(kernel, paymentCalls.registrationFeeConfirm.id)).toEqual({ division: 2, applyDate: (dateBox() as HTMLInputElement).value });
  });

  it('points to a pending change instead of offering another, and offers no change without write', async () => {
    const kernel = paymentKernel({}, { info: feeInfo({ pendingApplicationId: '21' }) });
    renderAppAt(kernel, PATH);
    expect((await screen.findByRole('link', { name: t('paymentPages.pendingLink') }, SLOW)).getAttribute('href')).toBe('/Payment/Detail/21');
    expect(screen.queryByRole('button', { name: t('paymentPages.fee.change') })).toBeNull();

    const reader = paymentKernel({ authorities: { WFAZ006: 2, WFAI001: 1 } });
    renderAppAt(reader, `${PATH}?change=1`);
    await screen.findAllByRole('table', { name: t('paymentPages.fee.current') }, SLOW);
    expect(screen.queryByRole('button', { name: t('paymentPages.fee.change') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('flow.toConfirm') })).toBeNull();
  });
});
