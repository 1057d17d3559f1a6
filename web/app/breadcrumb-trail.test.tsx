// The trail in the shell, as a person sees it: a department clerk's page under its department, named; a payment
// application under the screen of its kind, with a way back that says the same.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clerkCalls } from '../../core/clerks/calls';
import { t } from '../../core/i18n';
import { renderAppAt } from '../test-support/harness';
import { billingKernel, departmentDetail } from '../../plugins/billing/test-support';
import { clerkDetail } from '../../plugins/clerks/test-support';
import { paymentDetail, paymentKernel } from '../../plugins/payment/test-support';

function trail(): { label: string; href: string | null }[] {
  const nav = screen.getByRole('navigation', { name: t('shell.breadcrumb') });
  return within(nav).getAllByRole('listitem').map((item) => ({
    label: item.textContent ?? '',
    href: item.querySelector('a')?.getAttribute('href') ?? null,
  }));
}

describe('breadcrumb trail', () => {
  it("shows a department clerk's detail under the department's pages, with the department's and the clerk's names", async () => {
    const kernel = billingKernel({ roleType: 3 }, { department: departmentDetail({ billingId: '5', billingName: '営業一部' }) });
    kernel.client.on(clerkCalls.billingDetail, () => clerkDetail({ userId: '11', userName: '竹内 彩', departments: [{ billingId: '5', billingName: '営業一部' }] }));
    renderAppAt(kernel, '/Billing/ClerkOfBilling/Detail/11?billingId=5');
    await screen.findByRole('heading', { name: '竹内 彩' });
    await waitFor(() => expect(trail()).toEqual([
      { label: t('home.title'), href: '/' },
      { label: t('billing.info.title'), href: '/Billing/Info' },
      { label: `${t('billing.detail.title')}（営業一部）`, href: '/Billing/Detail/5' },
      { label: `${t('clerks.billing.info.title')}（営業一部）`, href: '/Billing/ClerkOfBilling/Info/5' },
      { label: `${t('clerks.billing.detail.title')}（竹内 彩）`, href: null },
    ]));
  });

  it("names the clerk's only department when the page was opened without one", async () => {
    const kernel = billingKernel({ roleType: 3 }, { department: departmentDetail({ billingId: '7', billingName: '大阪営業部' }) });
    kernel.client.on(clerkCalls.billingDetail, () => clerkDetail({ userId: '12', userName: '佐藤 健', departments: [{ billingId: '7', billingName: '大阪営業部' }] }));
    renderAppAt(kernel, '/Billing/ClerkOfBilling/Update/12');
    await waitFor(() => expect(trail().map((crumb) => crumb.href)).toEqual(['/', '/Billing/Info', '/Billing/Detail/7', '/Billing/ClerkOfBilling/Info/7', '/Billing/ClerkOfBilling/Detail/12', null]));
    expect(trail()[2].label).toBe(`${t('billing.detail.title')}（大阪営業部）`);
  });

  it('puts a payment method application under 支払方法の変更 and its back link says so', async () => {
    renderAppAt(paymentKernel({}, { detail: paymentDetail({ kind: 'paymentMethod', summary: '支払方法を口座振替に変更' }) }), '/Payment/Detail/31');
    await screen.findByRole('heading', { name: '支払方法を口座振替に変更' });
    await waitFor(() => expect(trail()[1]).toEqual({ label: t('payment.paymentInput.title'), href: '/Payment/Input' }));
    expect(screen.getByRole('link', { name: t('paymentPages.detail.backToPaymentMethod') }).getAttribute('href')).toBe('/Payment/Input');
    expect(screen.queryByText('請求先へ戻る')).toBeNull();
  });

  it('shows 支払方法の変更 as a screen of its own, not under 請求先の変更', async () => {
    renderAppAt(paymentKernel(), '/Payment/Input');
    await screen.findByRole('heading', { name: t('payment.paymentInput.title') });
    expect(trail().map((crumb) => crumb.label)).toEqual([t('home.title'), t('payment.paymentInput.title')]);
  });
});
