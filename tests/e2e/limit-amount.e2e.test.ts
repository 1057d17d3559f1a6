// Usage budgets (利用上限額) in real Chromium against a fresh seeded server: both lists reached from the side
// navigation, each write (department budget, member budget, the department screens' settings) through input ->
// confirm -> complete, a stale write refused, each gate sending the viewer home with the permission message, and a
// department clerk kept to their departments.
import { describe, expect, test } from 'vitest';
import { e2eSession } from '../support/e2e-session';
import type { Page } from 'playwright-core';
import { t } from '../../core/i18n';
import { screenshot } from '../support/browser';
import { SLOW, sideNav, expectDeniedHome, setChoice } from '../support/e2e-pages';

const e2e = e2eSession();
const { signedIn } = e2e;

const cells = (page: Page) => page.locator('.twb-list-table td').allTextContents();

async function department(id: number) {
  const [row] = await e2e.server.db.query<{ monthly_limit_amount: number | null; limit_amount_for_user: number | null; limit_full_amount_for_user_alert_division: string; limit_amount_alert_choice_flg: boolean }>(
    'select monthly_limit_amount, limit_amount_for_user, limit_full_amount_for_user_alert_division, limit_amount_alert_choice_flg from departments where id = $1',
    [id],
  );
  return row;
}

async function confirmAndComplete(page: Page, doneText: string): Promise<void> {
  await page.getByRole('button', { name: t('flow.toConfirm') }).click();
  await expect.poll(() => page.getByText(t('flow.confirmLead')).count(), SLOW).toBe(1);
  await page.getByRole('button', { name: t('common.update') }).click();
  await expect.poll(() => page.getByText(doneText).count(), SLOW).toBe(1);
}

describe('department budgets', () => {
  test('the list from the side navigation, the detail, and a budget change through confirm', async () => {
    const page = await signedIn();
    await sideNav(page).getByRole('link', { name: t('limitAmount.menu.billing') }).click();
    await page.waitForURL('**/LimitAmountBilling/Info');
    await expect.poll(() => page.getByText(/^対象期間：/).count(), SLOW).toBe(1);
    await expect.poll(async () => (await cells(page)).includes('営業第一部'), SLOW).toBe(true);
    await screenshot(page, 'limit-amount-billing-list');

    await page.getByRole('link', { name: '営業第一部' }).click();
    await page.waitForURL('**/LimitAmountBilling/Detail/5');
    await expect.poll(() => page.getByRole('row', { name: new RegExp(t('limitAmount.field.usageRate')) }).count(), SLOW).toBe(1);
    await screenshot(page, 'limit-amount-billing-detail');

    await page.getByRole('link', { name: t('limitAmount.detail.edit'), exact: true }).click();
    await page.waitForURL('**/LimitAmountBilling/Edit/5');
    const amount = page.getByRole('textbox', { name: new RegExp(t('limitAmount.field.limitAmount')) });
    await amount.fill('12.5');
    await page.getByRole('button', { name: t('flow.toConfirm') }).click();
    await expect.poll(() => page.getByText(t('validation.integer')).count(), SLOW).toBe(1);
    await amount.fill('850000');
    await confirmAndComplete(page, t('limitAmount.done.billing'));
    expect((await department(5)).monthly_limit_amount).toBe(850_000);
    await screenshot(page, 'limit-amount-billing-edit-complete');
  });

  test('a change made meanwhile refuses the stale write and nothing is overwritten', async () => {
    const page = await signedIn();
    await page.goto('/LimitAmountBilling/Edit/2');
    const amount = page.getByRole('textbox', { name: new RegExp(t('limitAmount.field.limitAmount')) });
    await amount.waitFor(SLOW);
    await e2e.server.db.query("update departments set monthly_limit_amount = 333000, last_updated = now() + interval '1 second' where id = 2");
    await amount.fill('1000');
    await page.getByRole('button', { name: t('flow.toConfirm') }).click();
    await expect.poll(() => page.getByText(t('limitAmount.form.conflict')).count(), SLOW).toBe(1);
    expect((await department(2)).monthly_limit_amount).toBe(333_000);
    await page.getByRole('button', { name: t('limitAmount.form.reload') }).click();
    await expect.poll(() => amount.inputValue(), SLOW).toBe('333000');
  });

  test('both alerts off closes the detail and the edit; the department screens turn them back on', async () => {
    const page = await signedIn();
    await expectDeniedHome(page, '/LimitAmountBilling/Detail/4');
    await expectDeniedHome(page, '/LimitAmountBilling/Edit/4');
    await screenshot(page, 'limit-amount-gate-denied');

    await page.goto('/Billing/LimitAmount/4');
    const alertOff = page.getByRole('checkbox', { name: t('limitAmount.form.alertOffLabel', { name: t('limitAmount.field.limitAmountAlertChoiceFlg') }) });
    await alertOff.waitFor(SLOW);
    // Blueprint draws its own box over the input: click through it.
    await setChoice(alertOff, false);
    await confirmAndComplete(page, t('limitAmount.done.general'));
    expect((await department(4)).limit_amount_alert_choice_flg).toBe(false);
    await page.getByRole('link', { name: t('limitAmount.complete.toDetail') }).click();
    await page.waitForURL('**/LimitAmountBilling/Detail/4');
  });
});

describe('member budgets', () => {
  test('the list from the side navigation and a member budget change through confirm', async () => {
    const page = await signedIn();
    await sideNav(page).getByRole('link', { name: t('limitAmount.menu.user') }).click();
    await page.waitForURL('**/LimitAmountUser/Info');
    await expect.poll(() => page.locator('.twb-data-list__counter').textContent(), SLOW).toMatch(/ \/ \d+$/);
    await screenshot(page, 'limit-amount-user-list');

    await page.goto('/LimitAmountUser/Edit/6');
    const amount = page.getByRole('textbox', { name: new RegExp(t('limitAmount.field.limitAmountForUser')) });
    await amount.fill('45000');
    await setChoice(page.getByRole('radio', { name: t('limitAmount.division.STOP') }));
    await confirmAndComplete(page, t('limitAmount.done.user'));
    expect(await department(6)).toMatchObject({ limit_amount_for_user: 45_000, limit_full_amount_for_user_alert_division: 'STOP' });
  });

  test('the member budget edit is closed while the member alert is off and the cap does nothing', async () => {
    await e2e.server.db.query("update departments set limit_amount_for_user_alert_choice_flg = true, limit_full_amount_for_user_alert_division = 'NONE' where id = 7");
    const page = await signedIn();
    await expectDeniedHome(page, '/LimitAmountUser/Edit/7');
  });
});

describe('a department clerk', () => {
  test('sees only departments 5 and 6 and is sent home from another department', async () => {
    const page = await signedIn('clerk01');
    await page.goto('/LimitAmountBilling/Info');
    await expect.poll(async () => (await cells(page)).includes('営業第一部'), SLOW).toBe(true);
    const names = await e2e.server.db.query<{ id: number; billing_name: string }>('select id, billing_name from departments where corporation_id = 1');
    const shown = (await cells(page)).filter((text) => names.some((n) => n.billing_name === text));
    expect(new Set(shown)).toEqual(new Set(['営業第一部', '営業第二部']));
    await expectDeniedHome(page, '/LimitAmountBilling/Detail/1');
    await expectDeniedHome(page, '/Billing/LimitAmount/1');
    await screenshot(page, 'limit-amount-clerk-refused');
  });
});

describe('home', () => {
  /** The period's usage of the departments the viewer's budget list shows, asked of the server as the page does. */
  async function listedUsage(page: Page): Promise<{ total: number; names: string[] }> {
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/billing/tenant/limitAmount/list', { credentials: 'same-origin' });
      return (await response.json()) as { rows: { billingName: string; usageAmount: number }[] };
    });
    return { total: answer.rows.reduce((sum, r) => sum + r.usageAmount, 0), names: answer.rows.map((r) => r.billingName) };
  }

  test("draws this period's spend against the budgets, the total the budget list's, a clerk's only their departments", async () => {
    for (const [loginId, expectedDepartments] of [['admin01', null], ['clerk01', ['営業第一部', '営業第二部']]] as const) {
      const page = await signedIn(loginId);
      const heading = page.getByRole('heading', { name: t('home.spend.title') });
      await heading.waitFor(SLOW);
      const card = page.locator('.twb-home-spend');
      const { total, names } = await listedUsage(page);
      await expect.poll(() => card.getByText(t('home.spend.total', { usage: total.toLocaleString('ja-JP') })).count(), SLOW).toBe(1);
      // The chart is drawn (a canvas with a size) from its own lazily loaded chunk.
      const box = await card.locator('canvas').boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(200);
      expect(box?.height ?? 0).toBeGreaterThan(100);
      await card.getByText(t('home.spend.showTable')).click();
      const rowNames = await card.locator('tbody th').allTextContents();
      expect(rowNames).toEqual(names);
      if (expectedDepartments) expect(new Set(rowNames)).toEqual(new Set(expectedDepartments));
      await screenshot(page, `home-spend-${loginId}`);
    }
  });
});
