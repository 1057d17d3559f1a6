// The destinations page: a card per destination with its address, person, mail, method (masked account) and the
// departments billed to it (one invoice for several), a pending change's link, the buttons by permission and the
// division 3 history; a department clerk is sent home from every payment page and sees no 支払い情報 menu group.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { paymentKernel, paymentRow } from '../test-support';

const SLOW = { timeout: 15_000 };
const card = async (name: string) => (await screen.findByRole('heading', { name }, SLOW)).closest('.twb-payment-branch') as HTMLElement;

describe('ChargeBranchListPage', () => {
  it('shows each destination with the departments it bills, and the history', async () => {
    const kernel = paymentKernel({}, { history3: [paymentRow()] });
    renderAppAt(kernel, '/Payment/ChargeBranchNoChange');
    const head = await card('株式会社みらいワークス 本社');
    expect(within(head).getByText(/10000001/)).toBeTruthy();
    expect(within(head).getByText('〒100-0005')).toBeTruthy();
    expect(within(head).getByText('東京都千代田区丸の内一丁目１－１')).toBeTruthy();
    expect(within(head).getByText('経理部 山田 花子')).toBeTruthy();
    expect(within(head).getByText(t('payment.method.1'))).toBeTruthy();
    expect(within(head).getByText(t('paymentPages.branch.sharedNote', { count: 2 }))).toBeTruthy();
    expect(within(head).getByText(t('paymentPages.branch.default'))).toBeTruthy();
    const osaka = await card('大阪支社');
    expect(within(osaka).getByText(`${t('payment.method.2')}（みずほ銀行 本店 普通 ****567）`)).toBeTruthy();
    expect(within(osaka).getByRole('link', { name: t('paymentPages.branch.pendingOf', { name: '大阪支社' }) }).getAttribute('href')).toBe('/Payment/Detail/31');
    expect(within(osaka).getByRole('link', { name: t('paymentPages.branch.changeMethod') }).getAttribute('href')).toBe('/Payment/Input?chargeBranchNo=10000002');
    expect(screen.getByRole('link', { name: t('paymentPages.branch.change') }).getAttribute('href')).toBe('/Payment/ChargeBranchNoChange/Input');
    expect((await screen.findByRole('link', { name: '請求先 10000002 の住所変更' })).getAttribute('href')).toBe('/Payment/Detail/31');
  });

  it('offers no change to a viewer who may only read', async () => {
    const kernel = paymentKernel({ authorities: { WFAZ006: 2, WFAI002: 1 } });
    renderAppAt(kernel, '/Payment/ChargeBranchNoChange');
    await card('大阪支社');
    expect(screen.queryByRole('link', { name: t('paymentPages.branch.change') })).toBeNull();
    expect(screen.queryByRole('link', { name: t('paymentPages.branch.changeMethod') })).toBeNull();
  });

  it.each([
    '/Payment/RegistrationFeeChargeDivisionChange', '/Payment/ChargeBranchNoChange', '/Payment/ChargeBranchNoChange/Input', '/Payment/Input', '/Payment/Detail/31',
  ])('sends a department clerk home from %s with the permission error', async (path) => {
    const kernel = paymentKernel({ roleType: 4 });
    const { router } = renderAppAt(kernel, path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
    // Home shows the denial; its callout consumes the flag as it mounts, so the words are what stays.
    expect(await screen.findByText(t('error.permission'), undefined, SLOW)).toBeTruthy();
  });

  it('lists the three pages under 支払い情報 for the responsible person only', async () => {
    const kernel = paymentKernel();
    const { unmount } = renderAppAt(kernel, '/Payment/ChargeBranchNoChange');
    await card('大阪支社');
    for (const label of [t('payment.menu.registrationFee'), t('payment.menu.paymentMethod')]) expect(screen.getAllByRole('link', { name: label }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(t('payment.menuGroup')).length).toBeGreaterThan(0);
    unmount();

    const clerk = paymentKernel({ roleType: 4 });
    renderAppAt(clerk, '/');
    await screen.findAllByRole('link', { name: t('billing.menu') }, SLOW);
    expect(screen.queryByText(t('payment.menuGroup'))).toBeNull();
    expect(screen.queryByRole('link', { name: t('payment.menu.registrationFee') })).toBeNull();
  });
});
