// The department budget detail: settings, usage with the registration fee of the fee-bearing department, the alerts
// of the period, the members' standing, the change links the viewer may follow (laid out as every detail page), and
// the gate that closes the page when both alert choice flags are set.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { limitAmountCalls } from '../../../core/limit-amount/calls';
import { t } from '../../../core/i18n';
import { ROLE_AUTHORITIES } from '../../../core/domain/permissions';
import { renderAppAt } from '../../../web/test-support/harness';
import { budgetDetail, budgetKernel } from '../test-support';

describe('LimitAmountBillingDetailPage', () => {
  it('shows the budget, the period, the alerts sent and the members, with the change links', async () => {
    const kernel = budgetKernel({}, { detail: budgetDetail({ registrationFeeChargeFlg: true, registrationFeeAmount: 50_000 }) });
    renderAppAt(kernel, '/LimitAmountBilling/Detail/5');
    expect(await screen.findByText(t('limitAmount.value.period', { start: '2026/10/21', end: '2026/11/20' }))).toBeTruthy();
    expect(screen.getByText(t('limitAmount.detail.feeNote'))).toBeTruthy();
    expect(screen.getByText(t('limitAmount.value.yen', { amount: '50,000' }))).toBeTruthy();
    expect(screen.getByText(t('limitAmount.value.alert.department80', { sentAt: '2026/11/11 09:00:00', recipients: 'clerk@example.co.jp' }))).toBeTruthy();
    expect(screen.getByText(t('limitAmount.division.STOP'))).toBeTruthy();
    expect(screen.getByRole('row', { name: `${t('limitAmount.field.membersStopped')} ${t('limitAmount.value.count', { count: 1 })}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('limitAmount.detail.edit') }).getAttribute('href')).toBe('/LimitAmountBilling/Edit/5');
    expect(screen.getByRole('link', { name: t('limitAmount.detail.editUser') }).getAttribute('href')).toBe('/LimitAmountUser/Edit/5');
    expect(screen.getByRole('link', { name: t('limitAmount.general.title') }).getAttribute('href')).toBe('/Billing/LimitAmount/5');
  });

  it('shows a department\'s share of the registration fee (division 2) without the fee flag, and no fee line without either', async () => {
    const { unmount } = renderAppAt(budgetKernel({}, { detail: budgetDetail({ registrationFeeChargeFlg: false, registrationFeeAmount: 16_667 }) }), '/LimitAmountBilling/Detail/5');
    expect(await screen.findByRole('row', { name: `${t('limitAmount.field.registrationFee')} ${t('limitAmount.value.yen', { amount: '16,667' })}` })).toBeTruthy();
    expect(screen.queryByText(t('limitAmount.detail.feeNote'))).toBeNull();
    unmount();
    renderAppAt(budgetKernel({}, { detail: budgetDetail() }), '/LimitAmountBilling/Detail/5');
    expect(await screen.findByText(t('limitAmount.field.usageAmount'))).toBeTruthy();
    expect(screen.queryByText(t('limitAmount.field.registrationFee'))).toBeNull();
  });

  it('is laid out as every detail page: the department\'s name and state, the table, the change links in the kit order, the way back', async () => {
    renderAppAt(budgetKernel({}, { detail: budgetDetail() }), '/LimitAmountBilling/Detail/5');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Sales One' });
    const detail = heading.closest('.twb-detail') as HTMLElement;
    expect(detail.classList).toContain('twb-budget-detail');
    expect(detail.querySelector('.twb-detail__status')?.textContent).toBe(t('limitAmount.serviceStatus.1'));
    expect(within(detail).getByRole('table', { name: 'Sales One' })).toBeTruthy();
    // The department's budget (primary) first, then the plain ones, all links.
    const bar = within(detail).getByRole('group', { name: t('common.actions') });
    expect([...bar.children].map((action) => action.textContent)).toEqual([
      t('limitAmount.detail.edit'), t('limitAmount.detail.editUser'), t('limitAmount.general.title'),
    ]);
    expect(within(bar).getAllByRole('link')).toHaveLength(3);
    expect(within(bar).getByRole('link', { name: t('limitAmount.detail.edit') }).classList).toContain('bp6-intent-primary');
    expect(within(detail).getByRole('link', { name: t('limitAmount.detail.toList') }).closest('.twb-detail__footer')).toBeTruthy();
  });

  it('offers only the links the viewer may follow (no write permission, member edit closed)', async () => {
    const readOnly = { ...ROLE_AUTHORITIES[4], WFAF003: 1, WFAC004: 1 };
    const kernel = budgetKernel({ roleType: 4, authorities: readOnly }, {
      detail: budgetDetail({ limitAmountForUserAlertChoiceFlg: true, limitFullAmountForUserAlertDivision: 'NONE' }),
    });
    renderAppAt(kernel, '/LimitAmountBilling/Detail/5');
    expect(await screen.findByText(t('limitAmount.detail.toList'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: t('limitAmount.detail.edit') })).toBeNull();
    expect(screen.queryByRole('link', { name: t('limitAmount.detail.editUser') })).toBeNull();
    expect(screen.queryByRole('link', { name: t('limitAmount.general.title') })).toBeNull();
  });

  it('goes home with the permission message when both alert choice flags are set', async () => {
    const kernel = budgetKernel({}, { detail: budgetDetail({ limitAmountAlertChoiceFlg: true, limitFullAmountAlertChoiceFlg: true }) });
    const { router } = renderAppAt(kernel, '/LimitAmountBilling/Detail/4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(t('error.permission'))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === limitAmountCalls.detail.id)?.request).toEqual({ id: '4' });
  });
});
