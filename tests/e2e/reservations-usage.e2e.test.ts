// Reservations (予約情報) and usage results (利用実績) in real Chromium against a fresh seeded server: both pages from
// the side navigation, the facility chosen through the popup list into the URL, a future reservation cancelled through
// confirm, the usage totals equal to the ledger, the picture drawn by the lazily loaded chart (never loaded before
// the usage page) with its table alternative, the CSV downloaded, and a department clerk kept to their departments.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSession } from '../support/e2e-session';
import { t } from '../../core/i18n';
import { screenshot } from '../support/browser';

const e2e = e2eSession();
const { signedIn } = e2e;

const SLOW = { timeout: 15_000 };
const sideNav = (page: Page) => page.getByRole('navigation', { name: t('shell.sideNav.label') });
const cells = (page: Page) => page.locator('.twb-list-table__table tbody td').allTextContents();
const counter = (total: number) => new RegExp(`/ ${total.toLocaleString('ja-JP')}$`);
/** Today in Japan: the reservation list opens on the reservations from today on. */
const japanToday = (): string => new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
const FROM_DAY = "start_date >= ($1::date::timestamp at time zone 'Asia/Tokyo')";

describe('reservations', () => {
  test('the list from the side navigation, a facility from the popup list, and a cancel through confirm', async () => {
    const page = await signedIn();
    await sideNav(page).getByRole('link', { name: t('reservations.menu') }).click();
    await page.waitForURL('**/Reservation/Info');
    const [{ total }] = await e2e.server.db.query<{ total: number }>(
      `select count(*)::int as total from reservations where corporation_id = 1 and not cancel_flg and ${FROM_DAY}`, [japanToday()]);
    await expect.poll(() => page.getByText(counter(total)).count(), SLOW).toBeGreaterThan(0);
    await screenshot(page, 'reservations-list');

    await page.getByRole('button', { name: `${t('reservations.field.facility')}: ${t('reservations.allFacilities')}` }).click();
    const dialog = page.getByRole('dialog', { name: t('facilities.popup.title') });
    // The dialog keeps its first field focused while it settles; click the box's label once it has.
    await expect.poll(() => dialog.getByRole('searchbox').evaluate((input) => input === document.activeElement), SLOW).toBe(true);
    const division = dialog.getByRole('checkbox', { name: t('facilities.serviceDivision.2') });
    await dialog.locator('label').filter({ hasText: t('facilities.serviceDivision.2') }).click();
    await expect.poll(() => division.isChecked(), SLOW).toBe(true);
    await dialog.getByRole('button', { name: t('reservations.action.search') }).click();
    await expect.poll(() => dialog.getByRole('row').count(), SLOW).toBe(2);
    await screenshot(page, 'reservations-facility-popup');
    await dialog.getByRole('button', { name: t('facilities.popup.chooseNamed', { name: 'ワークスペース新宿南口' }) }).click();
    await expect.poll(() => dialog.count(), SLOW).toBe(0);
    // From tomorrow (Japan time): reservations that have not started, so the first row can be cancelled.
    const tomorrow = new Date(Date.now() + (9 + 24) * 60 * 60 * 1000).toISOString().slice(0, 10);
    // Typed as the field shows days (yyyy/MM/dd), which the URL then keeps.
    await page.getByLabel(t('reservations.field.periodFrom')).fill(tomorrow.replaceAll('-', '/'));
    await page.getByRole('button', { name: t('reservations.action.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('facilityId') === '13' && url.searchParams.get('startDate') === tomorrow.replaceAll('-', '/'));
    await expect.poll(async () => (await cells(page)).filter((c) => c.startsWith('ワークスペース')).every((c) => c === 'ワークスペース新宿南口'), SLOW).toBe(true);

    // Cancel the first future reservation of the filtered list.
    const [target] = await e2e.server.db.query<{ id: number }>(
      "select id from reservations where corporation_id = 1 and facility_id = 13 and not cancel_flg and start_date >= ($1::date::timestamp at time zone 'Asia/Tokyo') order by start_date, id limit 1",
      [tomorrow]);
    await page.getByRole('button', { name: t('reservations.action.cancel'), exact: true }).first().click();
    const confirm = page.getByRole('dialog', { name: t('reservations.cancel.title') });
    await expect.poll(() => confirm.getByText(t('reservations.cancel.confirm')).count(), SLOW).toBe(1);
    await screenshot(page, 'reservations-cancel-confirm');
    await confirm.getByRole('button', { name: t('reservations.cancel.execute') }).click();
    await expect.poll(() => page.getByText(t('reservations.cancel.done')).count(), SLOW).toBeGreaterThan(0);
    const [after] = await e2e.server.db.query<{ cancel_flg: boolean; cancel_reason: string }>('select cancel_flg, cancel_reason from reservations where id = $1', [target.id]);
    expect(after).toEqual({ cancel_flg: true, cancel_reason: 'admin' });
  });

  test('a department clerk sees only the departments it looks after', async () => {
    const page = await signedIn('clerk01');
    await page.goto('/Reservation/Info');
    const [{ total }] = await e2e.server.db.query<{ total: number }>(
      `select count(*)::int as total from reservations where corporation_id = 1 and not cancel_flg and department_id in (5, 6) and ${FROM_DAY}`,
      [japanToday()]);
    await expect.poll(() => page.getByText(counter(total)).count(), SLOW).toBeGreaterThan(0);
    await screenshot(page, 'reservations-clerk');
  });
});

describe('usage results', () => {
  test('totals from the ledger, the lazily loaded picture with its table, and the CSV', async () => {
    const page = await signedIn();
    await sideNav(page).getByRole('link', { name: t('reservations.menu') }).click();
    await page.waitForURL('**/Reservation/Info');
    await expect.poll(() => page.locator('.twb-list-table__table tbody tr').count(), SLOW).toBeGreaterThan(0);

    await sideNav(page).getByRole('link', { name: t('usage.menu') }).click();
    await page.waitForURL('**/Usage/Usage');
    const totals = page.getByRole('region', { name: t('usage.totals.title') });
    await expect.poll(() => totals.count(), SLOW).toBe(1);
    const text = await totals.textContent();
    const [{ amount, start, end }] = await e2e.server.db.query<{ amount: number; start: string; end: string }>(
      `select coalesce(sum(amount), 0)::int as amount, min(p.s)::text as start, min(p.e)::text as end from usage_records,
         (select (case when extract(day from d) >= 21 then date_trunc('month', d) else date_trunc('month', d) - interval '1 month' end + interval '20 days')::date as s,
                 (case when extract(day from d) >= 21 then date_trunc('month', d) + interval '1 month' else date_trunc('month', d) end + interval '19 days')::date as e
            from (select (now() at time zone 'Asia/Tokyo')::date as d) x) p
        where corporation_id = 1 and usage_date between p.s and p.e`);
    expect(text).toContain(t('usage.totals.amountValue', { amount: amount.toLocaleString('ja-JP') }));
    expect(text).toContain(`${start.replaceAll('-', '/')} 〜 ${end.replaceAll('-', '/')}`);
    await expect.poll(() => page.locator('.twb-usage-chart canvas').count(), SLOW).toBe(2);
    // The chart library came in its own chunk (home, which draws the spend picture, fetched it first).
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('BarChartCanvas')))).toBe(true);
    await expect.poll(() => page.getByRole('img', { name: t('usage.chart.label.byDepartment') }).count(), SLOW).toBe(1);
    await page.getByText(t('usage.chart.showTable')).nth(1).click();
    await expect.poll(() => page.getByRole('table', { name: t('usage.chart.tableCaption.byDepartment') }).count(), SLOW).toBe(1);
    await screenshot(page, 'usage-page');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('usage.action.csv') }).click();
    const file = await download;
    const bytes = readFileSync((await file.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toContain(t('usage.field.amount'));
  });
});
