// Departments (部署) in real Chromium against a fresh seeded server: the list reached from the side navigation,
// an update through input -> confirm -> complete, the refusal to delete a department that still has clerks and
// members (nothing changes), and the billing gate sending a suspended department's update page to its detail.
import { describe, expect, test } from 'vitest';
import { e2eSession } from '../support/e2e-session';
import type { Page } from 'playwright-core';
import { t } from '../../core/i18n';
import { screenshot } from '../support/browser';

const e2e = e2eSession();
const { signedIn } = e2e;

const counter = (page: Page) => page.locator('.twb-data-list__counter');
const SLOW = { timeout: 15_000 };
const sideNav = (page: Page) => page.getByRole('navigation', { name: t('shell.sideNav.label') });

async function departmentRow(id: number) {
  const [row] = await e2e.server.db.query<{ billing_name: string; delete_flg: boolean; last_updated: Date }>(
    'select billing_name, delete_flg, last_updated from departments where id = $1',
    [id],
  );
  return row;
}

describe('departments', () => {
  test('admin01 reaches the list from the side navigation; clerk01 sees only departments 5 and 6', async () => {
    const page = await signedIn();
    await sideNav(page).getByRole('link', { name: t('billing.menu') }).click();
    await page.waitForURL('**/Billing/Info');
    await expect.poll(() => counter(page).textContent(), SLOW).toBe(t('common.count', { from: 1, to: 11, total: 11 }));
    await expect.poll(() => page.getByRole('region', { name: t('billing.list.applications') }).getByText('法務部').count(), SLOW).toBe(1);
    await screenshot(page, 'billing-list');

    const clerk = await signedIn('clerk01');
    await sideNav(clerk).getByRole('link', { name: t('billing.menu') }).click();
    await expect.poll(() => counter(clerk).textContent(), SLOW).toBe(t('common.count', { from: 1, to: 2, total: 2 }));
    expect(await clerk.getByRole('link', { name: t('billing.list.register') }).count()).toBe(0);
  });

  test('updates a department through input, confirm and complete', async () => {
    const page = await signedIn();
    await page.goto('/Billing/Detail/8');
    await page.getByRole('link', { name: t('billing.detail.edit'), exact: true }).click();
    await page.waitForURL('**/Billing/Update/8');
    const name = page.getByLabel(new RegExp(`^${t('billing.field.billingName')}`));
    await name.waitFor(SLOW);
    await name.fill('マーケティング本部');
    await page.getByRole('button', { name: t('flow.toConfirm') }).click();
    await expect.poll(() => page.getByText(t('billing.confirm.update', { name: 'マーケティング部' })).count(), SLOW).toBe(1);
    await screenshot(page, 'billing-update-confirm');
    await page.getByRole('button', { name: t('common.update') }).click();
    await expect.poll(() => page.getByText(t('billing.update.complete')).count(), SLOW).toBe(1);
    expect((await departmentRow(8)).billing_name).toBe('マーケティング本部');
  });

  test('refuses to delete a department that still has clerks and members, changing nothing', async () => {
    const page = await signedIn();
    const before = await departmentRow(5);
    await page.goto('/Billing/Detail/5');
    await page.getByRole('button', { name: t('billing.detail.delete'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('alert').textContent(), SLOW).toMatch(/削除できません/);
    await screenshot(page, 'billing-delete-refused');
    expect(await dialog.getByRole('button', { name: t('billing.detail.delete'), exact: true }).count()).toBe(0);
    expect(await departmentRow(5)).toEqual(before);
  });

  test('sends the update page of a suspended department to its detail', async () => {
    const page = await signedIn();
    await page.goto('/Billing/Update/11');
    await page.waitForURL('**/Billing/Detail/11', SLOW);
    await expect.poll(() => page.getByText(t('billing.detail.suspendedNotice')).count(), SLOW).toBe(1);
  });
});
