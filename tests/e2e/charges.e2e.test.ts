// Invoices (請求照会) in real Chromium against a fresh seeded server: the SHARE inquiry from the side navigation, a
// month switched in the picker, each destination's figures as the database holds them, the invoice PDF, the CSV and
// the Excel file saved from the page (and the spec 8 message when the file would be empty), the lines, the
// per-department summary and the per-member breakdown adding up to the same total, the FLEX/BASE page with its code 14
// amounts, the destinations page; a department clerk's view (their departments, no invoice), and the FLEX/BASE pages
// refused by direct URL without WFAN002 or without a contract.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSession, signInThroughPages } from '../support/e2e-session';
import { screenshot } from '../support/browser';
import { SLOW, sideNav, expectDeniedHome, expectReached } from '../support/e2e-pages';
import { t } from '../../core/i18n';

const e2e = e2eSession();
const { signedIn } = e2e;

const GROUPED = new Intl.NumberFormat('ja-JP');
const yen = (amount: number | string) => t('charges.format.yen', { amount: GROUPED.format(Number(amount)) });

/** The closed months of corporation 1, newest first, as the pages name them (yyyy/MM). */
async function closedMonths(corporationId = 1): Promise<{ month: string; periodStart: string; status: number }[]> {
  const rows = await e2e.server.db.query<{ month: string; period_start: string; status: number }>(
    'select month, period_start::text as period_start, status from charge_months where corporation_id = $1 order by month desc', [corporationId]);
  return rows.map((r) => ({ month: r.month.replace('-', '/'), periodStart: r.period_start, status: r.status }));
}

/** The division's lines of a month per destination: the client name, the sum excluding tax and the invoice. */
async function destinations(periodStart: string, division: number) {
  return e2e.server.db.query<{ client_name: string; amount: string; invoice_no: string; tax_amount: number; total: number }>(
    `select i.client_name, sum(l.amount)::bigint::text as amount, i.invoice_no, i.tax_amount, i.amount_excluding_tax + i.tax_amount as total
       from charge_line_rows l join invoices i on i.corporation_id = l.corporation_id and i.period_start = l.period_start and i.charge_client_id = l.charge_client_id
      where l.corporation_id = 1 and l.period_start = $1::date and l.charge_division = $2
      group by i.client_name, i.invoice_no, i.tax_amount, i.amount_excluding_tax order by i.client_name`, [periodStart, division]);
}

async function divisionTotal(periodStart: string, division: number): Promise<number> {
  const [row] = await e2e.server.db.query<{ amount: string }>(
    'select coalesce(sum(amount), 0)::bigint::text as amount from charge_line_rows where corporation_id = 1 and period_start = $1::date and charge_division = $2',
    [periodStart, division]);
  return Number(row.amount);
}

/** A figure of the page's totals by its label. */
const figure = (page: Page, label: string) =>
  page.locator('.twb-charge-totals dl > div').filter({ has: page.locator('dt').getByText(label, { exact: true }) }).locator('dd');

/** Saves what clicking `button` downloads and returns its bytes. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', SLOW), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

describe('SHARE invoice inquiry (責任者)', () => {
  test('from the side navigation: month switched, destinations as stored, PDF, CSV and Excel from the page', async () => {
    const months = await closedMonths();
    expect(months.length).toBe(13);
    const page = await signedIn('admin01');
    await sideNav(page).getByRole('link', { name: t('charges.menu.share') }).click();
    await page.waitForURL('**/ShareCharge/Info');
    const picker = page.getByLabel(t('charges.field.month'), { exact: true });
    // The newest month is shown first, not confirmed yet.
    await expect.poll(() => picker.inputValue(), SLOW).toBe(months[0].month);
    expect(months[0].status).toBe(0);
    await expect.poll(() => page.locator('.twb-charge-month').getByText(t('charges.status.0'), { exact: true }).count(), SLOW).toBe(1);

    const chosen = months[2];
    await picker.selectOption(chosen.month);
    await page.waitForURL((url) => url.searchParams.get('month') === chosen.month, SLOW);
    await expect.poll(() => page.locator('.twb-charge-month').getByText(t('charges.status.2'), { exact: true }).count(), SLOW).toBe(1);

    const expected = await destinations(chosen.periodStart, 1);
    expect(expected.length).toBe(2);
    await expect.poll(() => figure(page, t('charges.info.divisionAmount', { division: 'SHARE' })).first().textContent(), SLOW)
      .toBe(yen(await divisionTotal(chosen.periodStart, 1)));
    for (const d of expected) {
      const card = page.locator('.twb-charge-client').filter({ has: page.getByRole('heading', { name: d.client_name, exact: true }) });
      await expect.poll(() => card.locator('.twb-charge-figures').textContent(), SLOW).toContain(yen(d.amount));
      const text = (await card.textContent()) ?? '';
      expect(text).toContain(d.invoice_no);
      expect(text).toContain(yen(d.tax_amount));
      expect(text).toContain(yen(d.total));
    }
    await screenshot(page, 'charges-share-info');

    const pdf = await downloaded(page, () => page.getByRole('button', { name: t('charges.invoice.pdfOf', { client: expected[0].client_name }) }).click());
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.name).toMatch(/\.pdf$/);

    await page.getByLabel(t('charges.download.outputType')).selectOption(String(2));
    const csv = await downloaded(page, () => page.getByRole('button', { name: t('charges.download.csv') }).click());
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // The summary file names each department of the month.
    const [department] = await e2e.server.db.query<{ billing_name: string }>(
      'select billing_name from charge_line_rows where corporation_id = 1 and period_start = $1::date and charge_division = 1 limit 1', [chosen.periodStart]);
    expect(csv.bytes.toString('utf8')).toContain(department.billing_name);

    const excel = await downloaded(page, () => page.getByRole('button', { name: t('charges.download.excel') }).click());
    expect(excel.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(excel.name).toMatch(/\.xlsx$/);
    await expect.poll(() => page.locator('.twb-export-progress').textContent(), SLOW).toContain(excel.name);
  });

  test('the lines, the per-department summary and the per-member breakdown add up to the same total', async () => {
    const [newest] = await closedMonths();
    const total = yen(await divisionTotal(newest.periodStart, 1));
    const page = await signedIn('admin01');
    await page.goto('/ShareCharge/Info');
    await page.locator('.twb-charge-month__pages').getByRole('link', { name: t('charges.nav.all') }).click();
    await page.waitForURL((url) => url.pathname === '/ShareCharge/All' && url.searchParams.get('month') === newest.month, SLOW);
    await expect.poll(() => figure(page, t('charges.all.total')).textContent(), SLOW).toBe(total);
    const [count] = await e2e.server.db.query<{ n: number }>(
      'select count(*)::int as n from charge_line_rows where corporation_id = 1 and period_start = $1::date and charge_division = 1', [newest.periodStart]);
    await expect.poll(() => page.locator('.twb-data-list__counter').textContent(), SLOW).toBe(`1 - 500 / ${GROUPED.format(count.n)}`);
    await screenshot(page, 'charges-share-all');

    await page.locator('.twb-charge-month__pages').getByRole('link', { name: t('charges.nav.summary') }).click();
    await page.waitForURL('**/ShareCharge/Summary?**', SLOW);
    await expect.poll(() => figure(page, t('charges.all.total')).textContent(), SLOW).toBe(total);
    const [fee] = await e2e.server.db.query<{ amount: string }>(
      `select sum(amount)::bigint::text as amount from charge_line_rows where corporation_id = 1 and period_start = $1::date and line_kind = 'registrationFee'`, [newest.periodStart]);
    await expect.poll(() => figure(page, t('charges.field.registrationFee')).textContent(), SLOW).toBe(yen(fee.amount));
    await screenshot(page, 'charges-share-summary');

    await page.locator('.twb-charge-month__pages').getByRole('link', { name: t('charges.nav.breakdown') }).click();
    await page.waitForURL('**/ShareCharge/Breakdown?**', SLOW);
    await expect.poll(() => figure(page, t('charges.all.total')).textContent(), SLOW).toBe(total);
    // One member's lines open in a dialog whose total is that member's.
    const [member] = await e2e.server.db.query<{ name: string; amount: string }>(
      `select user_name as name, sum(amount)::bigint::text as amount from charge_line_rows where corporation_id = 1 and period_start = $1::date and charge_division = 1
         and user_id is not null group by user_id, user_name, department_id order by department_id, user_id limit 1`, [newest.periodStart]);
    await page.getByRole('button', { name: t('charges.breakdown.open', { name: member.name }) }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('tfoot').textContent(), SLOW).toContain(GROUPED.format(Number(member.amount)));
    await screenshot(page, 'charges-share-breakdown-dialog');
  });

  test('an Excel file with nothing in it says so instead of saving an empty workbook', async () => {
    const [newest] = await closedMonths();
    const [department] = await e2e.server.db.query<{ id: number }>(
      `select d.id from departments d where d.corporation_id = 1 and not d.delete_flg and not exists
         (select 1 from charge_line_rows l where l.department_id = d.id and l.period_start = $1::date and l.charge_division = 2) order by d.id limit 1`, [newest.periodStart]);
    const page = await signedIn('admin01');
    await page.goto(`/FlexCharge/All?month=${encodeURIComponent(newest.month)}&organizationId=${department.id}`);
    await expect.poll(() => page.locator('.twb-data-list__counter').textContent(), SLOW).toBe('0 / 0');
    await page.getByRole('button', { name: t('charges.download.excel') }).click();
    await expect.poll(() => page.locator('.twb-export-progress').textContent(), SLOW).toContain(t('charges.noInvoice'));
  });
});

describe('FLEX/BASE and the destinations', () => {
  test('the FLEX/BASE month with its code 14 amounts, its summary, and the destinations with their invoices', async () => {
    // The newest month in which members were added to a contract (code 14 lines only come with an addition).
    const [withAdded] = await e2e.server.db.query<{ month: string; period_start: string; amount: string }>(
      `select m.month, m.period_start::text as period_start, sum(l.amount)::bigint::text as amount
         from charge_line_rows l join charge_months m on m.corporation_id = l.corporation_id and m.period_start = l.period_start
        where l.corporation_id = 1 and l.adding_up_code = 14 group by m.month, m.period_start order by m.month desc limit 1`);
    expect(Number(withAdded.amount)).toBeGreaterThan(0);
    const month = withAdded.month.replace('-', '/');
    const page = await signedIn('admin01');
    await sideNav(page).getByRole('link', { name: t('charges.menu.flex') }).click();
    await page.waitForURL('**/FlexCharge/Info');
    await page.getByLabel(t('charges.field.month'), { exact: true }).selectOption(month);
    await page.waitForURL((url) => url.searchParams.get('month') === month, SLOW);
    await expect.poll(() => figure(page, t('charges.info.divisionAmount', { division: 'FLEX/BASE' })).first().textContent(), SLOW)
      .toBe(yen(await divisionTotal(withAdded.period_start, 2)));
    const section = page.getByRole('region', { name: t('charges.addMember.title', { code: 14 }) });
    await expect.poll(() => section.locator('tfoot').textContent(), SLOW).toContain(GROUPED.format(Number(withAdded.amount)));
    await screenshot(page, 'charges-flex-info');
    await page.locator('.twb-charge-month__pages').getByRole('link', { name: t('charges.nav.summary') }).click();
    await page.waitForURL('**/FlexCharge/Summary?**', SLOW);
    await expect.poll(() => figure(page, t('charges.all.total')).textContent(), SLOW).toBe(yen(await divisionTotal(withAdded.period_start, 2)));

    await sideNav(page).getByRole('link', { name: t('charges.menu.client') }).click();
    await page.waitForURL('**/ChargeClient/Info');
    const clients = await e2e.server.db.query<{ client_name: string }>('select client_name from charge_clients where corporation_id = 1 order by id');
    expect(clients.length).toBe(2);
    for (const c of clients) await expect.poll(() => page.getByRole('heading', { name: c.client_name, exact: true }).count(), SLOW).toBe(1);
    // Thirteen invoices each; a range of three months leaves three.
    await expect.poll(() => page.getByRole('table', { name: t('charges.client.invoicesOf', { client: clients[0].client_name }) }).locator('tbody tr').count(), SLOW).toBe(13);
    const months = await closedMonths();
    await page.getByLabel(t('charges.client.from')).fill(months[2].month);
    await page.getByRole('button', { name: t('charges.client.search') }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === months[2].month, SLOW);
    await expect.poll(() => page.getByRole('table', { name: t('charges.client.invoicesOf', { client: clients[0].client_name }) }).locator('tbody tr').count(), SLOW).toBe(3);
    await screenshot(page, 'charges-clients');
  });
});

describe('a department clerk and the gates', () => {
  test('clerk01 sees only their departments, no invoice figures, no PDF, no destinations page', async () => {
    const [newest] = await closedMonths();
    const mine = await e2e.server.db.query<{ billing_name: string }>(
      `select d.billing_name from clerk_departments cd join departments d on d.id = cd.department_id join users u on u.id = cd.user_id where u.login_id = 'clerk01'`);
    const names = mine.map((r) => r.billing_name).sort();
    const page = await signedIn('clerk01');
    await sideNav(page).getByRole('link', { name: t('charges.menu.share') }).click();
    await page.waitForURL('**/ShareCharge/Info');
    const rows = page.locator('.twb-charge-client tbody tr td:first-child');
    await expect.poll(async () => (await rows.allTextContents()).sort(), SLOW).toEqual(names);
    const [mineTotal] = await e2e.server.db.query<{ amount: string }>(
      `select sum(l.amount)::bigint::text as amount from charge_line_rows l join departments d on d.id = l.department_id
        where l.corporation_id = 1 and l.period_start = $1::date and l.charge_division = 1 and d.billing_name = any($2::text[])`, [newest.periodStart, names]);
    expect(await figure(page, t('charges.info.divisionAmount', { division: 'SHARE' })).first().textContent()).toBe(yen(mineTotal.amount));
    expect(await page.getByText(t('charges.invoice.number')).count()).toBe(0);
    expect(await page.getByText(t('charges.field.totalIncludingTax')).count()).toBe(0);
    expect(await page.getByRole('button', { name: new RegExp(t('charges.invoice.pdf')) }).count()).toBe(0);
    await screenshot(page, 'charges-clerk-info');
    expect(await sideNav(page).getByRole('link', { name: t('charges.menu.client') }).count()).toBe(0);
    await expectDeniedHome(page, '/ChargeClient/Info');
  });

  test('without WFAN002 the FLEX/BASE pages are refused by direct URL and left out of the menu; SHARE still opens', async () => {
    const page = await e2e.openPage();
    // The session user's authorities as the server would send them for a role without the FLEX invoice code.
    await page.route(/\/api\/(users\/loginUser|twoFactorAuth\/auth)(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { authorities?: Record<string, number>; userInfo?: { authorities?: Record<string, number> } };
      for (const holder of [body, body.userInfo]) if (holder?.authorities) holder.authorities = { ...holder.authorities, WFAN002: 0 };
      await route.fulfill({ response, json: body });
    });
    await page.goto('/Login');
    await signInThroughPages(page, 'admin01');
    await page.waitForURL((url) => url.pathname === '/', SLOW);
    await expect.poll(() => sideNav(page).getByRole('link', { name: t('charges.menu.share') }).count(), SLOW).toBe(1);
    expect(await sideNav(page).getByRole('link', { name: t('charges.menu.flex') }).count()).toBe(0);
    for (const path of ['/FlexCharge/Info', '/FlexCharge/All', '/FlexCharge/Summary']) await expectDeniedHome(page, path);
    await expectReached(page, '/ShareCharge/Info', t('charges.shareInfo.title'));
  });

  test('a corporation without a FLEX/BASE contract: the FLEX/BASE pages refused, SHARE opens', async () => {
    const page = await signedIn('admin02');
    await expect.poll(() => sideNav(page).getByRole('link', { name: t('charges.menu.share') }).count(), SLOW).toBe(1);
    expect(await sideNav(page).getByRole('link', { name: t('charges.menu.flex') }).count()).toBe(0);
    for (const path of ['/FlexCharge/Info', '/FlexCharge/All', '/FlexCharge/Summary']) await expectDeniedHome(page, path);
    await expectReached(page, '/ShareCharge/Info', t('charges.shareInfo.title'));
  });
});
