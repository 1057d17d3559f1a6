// Payment settings (支払い情報) in real Chromium against a fresh seeded server: a destination change end to end (the
// side navigation, reason 2, departments, an existing destination checked by its number, the confirm step's split-
// invoice notice, back from confirm keeping the answers, the complete step, the application's detail), applied on its
// date by the scheduler and shown on the destinations page; a pending application cancelled from its detail; the
// number check refusing an unknown and another company's number alike; the help card on home (its texts load with the
// pages that show cards); and a department clerk, who has none of it.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { t } from '../../core/i18n';
import { runScheduledWork } from '../../server/jobs/scheduler';
import { e2eSession } from '../support/e2e-session';
import { screenshot } from '../support/browser';
import { SLOW, expectDeniedHome, sideNav, setChoice } from '../support/e2e-pages';

const e2e = e2eSession();
const { signedIn } = e2e;

const SALES_HQ_NO = '10000003';
const SALES_HQ = '株式会社みらいワークス 営業本部';

async function branchOfDepartment(name: string): Promise<string> {
  const [row] = await e2e.server.db.query<{ no: string }>(
    `select k.charge_branch_no as no from departments d
       join charge_clients k on k.id = coalesce(d.charge_client_id, (select c.id from charge_clients c where c.corporation_id = d.corporation_id and c.default_flg))
      where d.billing_name = $1`, [name]);
  return row.no;
}

const card = (page: Page, clientName: string) => page.getByRole('region', { name: clientName }).or(page.locator(`[aria-label="${clientName}"]`)).first();

async function openChangeInput(page: Page): Promise<void> {
  await sideNav(page).getByRole('link', { name: t('payment.menu.chargeBranch'), exact: true }).click();
  await page.waitForURL('**/Payment/ChargeBranchNoChange', SLOW);
  await page.getByRole('link', { name: t('paymentPages.branch.change') }).or(page.getByRole('button', { name: t('paymentPages.branch.change') })).first().click();
  await page.waitForURL('**/Payment/ChargeBranchNoChange/Input**', SLOW);
}

describe('invoice destination change (責任者)', () => {
  // First: the scheduler run of the next test applies every demo application due by its apply date.
  test('cancels a pending application from its detail; the destination stays as it was', async () => {
    const [pending] = await e2e.server.db.query<{ id: number }>(
      `select id from applications where corporation_id = 1 and division = 3 and status = 1 and apply_date > current_date order by id limit 1`);
    expect(pending).toBeDefined();
    const before = await branchOfDepartment('カスタマーサクセス部');
    const page = await signedIn('admin01');
    await page.goto(`/Payment/Detail/${pending.id}`);
    await page.getByRole('button', { name: t('paymentPages.detail.cancel') }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.count(), SLOW).toBe(1);
    await screenshot(page, 'payment-cancel-confirm');
    await dialog.getByRole('button', { name: t('paymentPages.detail.cancel') }).or(dialog.getByRole('button', { name: t('common.ok') })).first().click();
    await expect.poll(() => page.locator('main').getByText(t('paymentPages.status.3'), { exact: true }).count(), SLOW).toBeGreaterThan(0);
    const [row] = await e2e.server.db.query<{ status: number }>('select status from applications where id = $1', [pending.id]);
    expect(row.status).toBe(3);
    await runScheduledWork(e2e.server.db, new Date(Date.now() + 400 * 24 * 60 * 60 * 1000));
    expect(await branchOfDepartment('カスタマーサクセス部')).toBe(before);
  });

  test('moves a department to an existing destination: checked number, split-invoice notice, applied on its date', async () => {
    expect(await branchOfDepartment('開発部')).toBe('10000001');
    const page = await signedIn('admin01');
    await openChangeInput(page);

    await setChoice(page.getByRole('radio', { name: t('payment.reason.2') }));
    await setChoice(page.getByRole('checkbox', { name: t('paymentPages.change.departmentOption', { name: '開発部', branch: '株式会社みらいワークス' }) }));
    await setChoice(page.getByRole('radio', { name: t('paymentPages.change.target.existing') }));
    await page.getByLabel(t('payment.field.chargeBranchNo')).fill(SALES_HQ_NO);
    await page.getByRole('button', { name: t('paymentPages.change.check'), exact: true }).click();
    await expect.poll(() => page.getByText(t('paymentPages.change.checked', { name: SALES_HQ, no: SALES_HQ_NO })).count(), SLOW).toBe(1);
    const applyDate = await page.getByLabel(t('payment.field.applyDate')).inputValue();
    expect(applyDate).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    await screenshot(page, 'payment-change-input');

    await page.getByRole('button', { name: t('flow.toConfirm') }).click();
    // The departments already billed to the destination will share one invoice with it (spec 5).
    await expect.poll(() => page.getByText(/営業第一部/).count(), SLOW).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(t('payment.summary.destination', { name: '開発部', destination: SALES_HQ_NO }), { exact: false }).count(), SLOW).toBeGreaterThan(0);
    await screenshot(page, 'payment-change-confirm');

    // Back from the confirm step returns to the answers as they were.
    await page.goBack();
    await expect.poll(() => page.getByLabel(t('payment.field.chargeBranchNo')).inputValue(), SLOW).toBe(SALES_HQ_NO);
    await page.getByRole('button', { name: t('flow.toConfirm') }).click();
    await page.getByRole('button', { name: t('paymentPages.apply') }).click();
    await expect.poll(() => page.getByText(t('paymentPages.complete', { date: applyDate })).count(), SLOW).toBe(1);

    await page.getByRole('link', { name: t('paymentPages.toDetail') }).click();
    await page.waitForURL(/\/Payment\/Detail\/\d+$/, SLOW);
    await expect.poll(() => page.locator('main').getByText(t('paymentPages.status.1'), { exact: true }).count(), SLOW).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: t('paymentPages.detail.cancel') }).count()).toBe(1);
    expect(await branchOfDepartment('開発部')).toBe('10000001');
    await screenshot(page, 'payment-detail-pending');

    // The scheduler applies it on its day (Japan time); from then on the department is billed to the destination.
    const [year, month, day] = applyDate.split('/').map(Number);
    await runScheduledWork(e2e.server.db, new Date(Date.UTC(year, month - 1, day, 1)));
    expect(await branchOfDepartment('開発部')).toBe(SALES_HQ_NO);
    await page.reload();
    await expect.poll(() => page.locator('main').getByText(t('paymentPages.status.2'), { exact: true }).count(), SLOW).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: t('paymentPages.detail.cancel') }).count()).toBe(0);

    await sideNav(page).getByRole('link', { name: t('payment.menu.chargeBranch'), exact: true }).click();
    await expect.poll(() => card(page, SALES_HQ).textContent(), SLOW).toContain('開発部');
    await screenshot(page, 'payment-branches-after');
  });

  test('the number check refuses an unknown number and another company\'s number with the same words', async () => {
    const page = await signedIn('admin01');
    await openChangeInput(page);
    await setChoice(page.getByRole('radio', { name: t('payment.reason.2') }));
    await setChoice(page.getByRole('checkbox', { name: t('paymentPages.change.departmentOption', { name: '人事部', branch: '株式会社みらいワークス' }) }));
    await setChoice(page.getByRole('radio', { name: t('paymentPages.change.target.existing') }));
    const messages: string[] = [];
    const field = page.locator('.bp6-form-group').filter({ has: page.getByLabel(t('payment.field.chargeBranchNo')) });
    const alert = async () => (await field.locator('[role="alert"]').allTextContents()).join(' ');
    for (const number of ['99999999', '10000002']) {
      await page.getByLabel(t('payment.field.chargeBranchNo')).fill(number);
      // Each number's own answer (the alert of the one before may still be shown, or cleared by typing).
      const answered = page.waitForResponse((response) => response.url().includes('chargeBranchNo/check'));
      await page.getByRole('button', { name: t('paymentPages.change.check'), exact: true }).click();
      expect((await answered).status()).toBe(400);
      await expect.poll(alert, SLOW).toMatch(/請求先番号/);
      messages.push(await alert());
    }
    expect(messages[0]).not.toBe('');
    expect(messages[1]).toBe(messages[0]);
    await screenshot(page, 'payment-change-unknown-number');
  });
});

describe('help', () => {
  test('home shows the payment help card to the responsible person, its texts loaded with the page; the menu marks the page it opens', async () => {
    const page = await signedIn('admin01');
    const helpCard = page.locator('.twb-help-card').filter({ has: page.getByText(t('payment.help.title'), { exact: true }) });
    await expect.poll(() => helpCard.count(), SLOW).toBe(1);
    expect(await helpCard.textContent()).toContain(t('payment.help.body'));
    await helpCard.getByRole('link', { name: t('payment.menu.paymentMethod') }).click();
    await page.waitForURL('**/Payment/Input', SLOW);
    // The side menu marks this page's own entry only, not also its breadcrumb parent (請求先の変更).
    const current = sideNav(page).locator('[aria-current="page"]');
    await expect.poll(() => current.allTextContents(), SLOW).toEqual([expect.stringContaining(t('payment.menu.paymentMethod'))]);
  });
});

describe('department clerk', () => {
  test('has no payment menu and is sent home from the payment pages', async () => {
    const page = await signedIn('clerk01');
    await expect.poll(() => sideNav(page).getByRole('link').count(), SLOW).toBeGreaterThan(0);
    expect(await sideNav(page).getByRole('link', { name: t('payment.menu.chargeBranch'), exact: true }).count()).toBe(0);
    await expectDeniedHome(page, '/Payment/ChargeBranchNoChange/Input');
    await expectDeniedHome(page, '/Payment/RegistrationFeeChargeDivisionChange');
  });
});
