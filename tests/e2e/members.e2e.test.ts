// Members (会員) in real Chromium against a fresh seeded server: the list's filters, sort and page through a
// bookmarked URL; every operation from the detail page, each with a refusal when the member changed
// underneath; registration errors for a bad kana and a free-mail address; a clerk kept to their departments.
import { beforeAll, describe, expect, test } from 'vitest';
import { e2eSession } from '../support/e2e-session';
import type { Locator, Page } from 'playwright-core';
import { t } from '../../core/i18n';
import { screenshot } from '../support/browser';
import { SLOW, setChoice } from '../support/e2e-pages';

const e2e = e2eSession();
const { signedIn } = e2e;

/** Members added to corporation 1 so that its list runs over one page of 500. */
const EXTRA_MEMBERS = 260;

beforeAll(async () => {
  await e2e.server.db.query(
    `insert into users (login_id, password_hash, corporation_id, department_id, user_last_name, user_first_name,
       user_last_name_kana, user_first_name_kana, user_code, mail_address, trinity_code, approval_division,
       password_reset_flg, department_display_order, created_at, last_updated)
     select 'x' || g, u.password_hash, u.corporation_id, u.department_id, u.user_last_name, u.user_first_name,
       u.user_last_name_kana, u.user_first_name_kana, 'X' || g, 'extra' || g || '@mirai-works.co.jp', u.trinity_code, 2,
       0, u.department_display_order, now(), now()
     from generate_series(1, $1::int) g, (select * from users where login_id = 'm100001') u`,
    [EXTRA_MEMBERS],
  );
});

const counter = (page: Page) => page.locator('.twb-data-list__counter');
/** Page chunks load on first visit; lists answer within a few seconds even on a busy machine. */

async function memberId(where: string): Promise<string> {
  const rows = await e2e.server.db.query<{ id: number }>(
    `select id from users where corporation_id = 1 and role_type is null and login_id like 'm%' and ${where} order by id limit 1`,
  );
  if (!rows[0]) throw new Error(`no demo member where ${where}`);
  return String(rows[0].id);
}

/**
 * Changes a member behind the page's back, as another administrator would (a new lastUpdated, so the page's
 * copy is stale), or as the member does for themselves (`stale` false: only the rule can refuse).
 */
async function changeUnderneath(id: string, set: string, stale = true): Promise<void> {
  const bump = stale ? `, last_updated = now() + interval '1 second'` : '';
  await e2e.server.db.query(`update users set ${set}${bump} where id = $1`, [Number(id)]);
}

async function openDetail(page: Page, id: string): Promise<void> {
  await page.goto(`/User/Detail/${id}`);
  // The kit's action bar (DetailLayout) is there once the member is drawn, empty when nothing may be done.
  await page.locator('.twb-member-detail .twb-detail__actions').waitFor({ state: 'attached' });
}

/** Runs an operation from the detail page through its confirm dialog; answers the dialog. */
async function runOperation(page: Page, operation: string): Promise<Locator> {
  await page.getByRole('button', { name: operation, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('users.op.title', { operation }) });
  await dialog.waitFor();
  return dialog;
}

async function executeIn(dialog: Locator, operation: string): Promise<void> {
  await dialog.getByRole('button', { name: t('users.op.execute', { operation }) }).click();
}

describe('member list', () => {
  test('filter, sort and page land in the URL, and the bookmarked URL shows the same list', async () => {
    const page = await signedIn();
    await page.goto('/User/Info');
    await expect.poll(() => counter(page).textContent(), SLOW).toMatch(/^1 - 500 \/ /);
    await page.getByRole('navigation', { name: t('list.pager') }).getByRole('button', { name: t('list.nextPage') }).click();
    await page.waitForURL(/currentPage=2/);
    await expect.poll(() => counter(page).textContent(), SLOW).toMatch(/^501 - /);

    await page.getByLabel(t('users.filter.approvalDivision')).selectOption('2');
    await page.getByRole('button', { name: new RegExp(`^${t('users.filter.departments')}:`) }).click();
    await page.getByRole('searchbox', { name: t('list.multiSelect.keyword', { label: t('users.filter.departments') }) }).fill('営業');
    await setChoice(page.getByRole('group', { name: t('users.filter.departments') }).getByRole('checkbox').first());
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t('users.filter.search'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('approvalDivision') === '2' && !url.searchParams.has('currentPage'));
    // Sorted by 氏名: the identifying column is shown at every width (the kana reading gives way to narrow windows).
    const nameHeader = () => page.getByRole('columnheader', { name: t('users.column.userName') });
    await nameHeader().getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'userName');
    await expect.poll(() => nameHeader().getAttribute('aria-sort'), SLOW).toBe('ascending');
    await nameHeader().getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sortOrder') === 'desc');
    // The router draws a new URL a moment after setting it: wait for the header to say the new order (from that
    // render on, the list is busy until the rows in that order arrive).
    await expect.poll(() => nameHeader().getAttribute('aria-sort'), SLOW).toBe('descending');
    await expect.poll(() => counter(page).textContent(), SLOW).toMatch(/^1 - \d+ \/ \d+$/);
    // The list keeps the previous rows while the new order loads: wait until it is no longer busy.
    await page.locator('.twb-paged-list[aria-busy="false"]').waitFor(SLOW);
    const shown = await counter(page).textContent();
    // Compare the first rows, once drawn.
    const firstCount = Math.min(10, Number(/^1 - (\d+)/.exec(shown ?? '')?.[1] ?? 0));
    const firstRows = (p: Page) => p.locator('.twb-member-link').allTextContents().then((names) => names.slice(0, firstCount));
    await expect.poll(async () => (await firstRows(page)).length, SLOW).toBe(firstCount);
    const firstNames = await firstRows(page);
    const bookmark = page.url();
    expect(new URL(bookmark).searchParams.get('sOrganizationId')).toMatch(/^\d+$/);
    await screenshot(page, 'members-filtered');

    // Someone else opens the bookmark: same filter, same order, same rows.
    const other = await signedIn();
    await other.goto(bookmark);
    await expect.poll(() => counter(other).textContent(), SLOW).toBe(shown);
    await other.locator('.twb-paged-list[aria-busy="false"]').waitFor(SLOW);
    await expect.poll(() => firstRows(other), SLOW).toEqual(firstNames);
    expect(await other.getByLabel(t('users.filter.approvalDivision')).inputValue()).toBe('2');
    await expect.poll(() => other.getByText(t('users.filter.active')).count()).toBe(1);
    await other.goBack();

    // Nothing matches: "0 / 0" and the message.
    await page.goto('/User/Info?userName=nobody-matches-this');
    await expect.poll(() => counter(page).textContent(), SLOW).toBe(t('common.noData'));
    await expect.poll(() => page.getByText(t('search.noMatch')).count()).toBe(1);
  });

  test('a department clerk sees only their departments and is refused another department\'s member', async () => {
    const page = await signedIn('clerk01');
    await page.goto('/User/Info');
    await expect.poll(() => counter(page).textContent(), SLOW).toMatch(/ \/ \d+$/);
    const names = await e2e.server.db.query<{ billing_name: string; id: number }>('select id, billing_name from departments where corporation_id = 1');
    const own = new Set(names.filter((d) => d.id === 5 || d.id === 6).map((d) => d.billing_name));
    const all = new Set(names.map((d) => d.billing_name));
    const shown = (await page.locator('.twb-paged-list td').allTextContents()).filter((text) => all.has(text));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((name) => !own.has(name))).toEqual([]);
    const outsider = await memberId('department_id not in (5, 6) and delete_flg = false');
    await page.goto(`/User/Detail/${outsider}`);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: t('error.permission') }).count()).toBe(1);
    await expect.poll(() => page.locator('.twb-member-detail .twb-detail__actions').count()).toBe(0);
    await screenshot(page, 'members-clerk-refused');
  });
});

describe('operations from the detail page', () => {
  test('approve, and a refusal when the member was approved meanwhile', async () => {
    const page = await signedIn();
    const id = await memberId('approval_division = 1 and delete_flg = false');
    await openDetail(page, id);
    const dialog = await runOperation(page, t('users.op.approve'));
    await executeIn(dialog, t('users.op.approve'));
    await expect.poll(() => page.getByText(t('members.done.approve')).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: t('users.op.approve'), exact: true }).count()).toBe(0);

    const other = await memberId(`approval_division = 1 and delete_flg = false and id <> ${id}`);
    await openDetail(page, other);
    await changeUnderneath(other, 'approval_division = 2');
    const refused = await runOperation(page, t('users.op.approve'));
    await expect.poll(() => refused.getByRole('alert').count()).toBe(1);
    await screenshot(page, 'members-approve-refused');
  });

  test('suspend tells about cancelled reservations; a stale suspend is refused with reload', async () => {
    const page = await signedIn();
    const id = await memberId('approval_division = 2 and delete_flg = false and service_usage = false');
    await openDetail(page, id);
    const dialog = await runOperation(page, t('users.op.suspend'));
    await expect.poll(() => dialog.getByText(t('users.op.suspendNotice')).count()).toBe(1);
    await screenshot(page, 'members-suspend-confirm');
    await executeIn(dialog, t('users.op.suspend'));
    await expect.poll(() => page.locator('.bp6-toast').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: t('users.op.permit'), exact: true }).count()).toBe(1);

    const other = await memberId(`approval_division = 2 and delete_flg = false and service_usage = false and id <> ${id}`);
    await openDetail(page, other);
    const stale = await runOperation(page, t('users.op.suspend'));
    await stale.getByRole('button', { name: t('users.op.execute', { operation: t('users.op.suspend') }) }).waitFor();
    await changeUnderneath(other, 'tenant_remarks = tenant_remarks');
    await executeIn(stale, t('users.op.suspend'));
    await expect.poll(() => stale.getByText(t('users.op.conflict')).count()).toBe(1);
    const still = await e2e.server.db.query<{ service_usage: boolean }>('select service_usage from users where id = $1', [Number(other)]);
    expect(still[0].service_usage).toBe(false);
  });

  test('permit, and a refusal when the member was permitted meanwhile', async () => {
    const page = await signedIn();
    const id = await memberId('delete_flg = false and service_usage = true');
    await openDetail(page, id);
    await executeIn(await runOperation(page, t('users.op.permit')), t('users.op.permit'));
    await expect.poll(() => page.getByText(t('members.done.permit')).count()).toBe(1);

    const other = await memberId(`delete_flg = false and service_usage = true and id <> ${id}`);
    await openDetail(page, other);
    await changeUnderneath(other, 'service_usage = false');
    const refused = await runOperation(page, t('users.op.permit'));
    await expect.poll(() => refused.getByRole('alert').count()).toBe(1);
  });

  test('password reissue while the initial password is unchanged; refused once it was changed', async () => {
    const page = await signedIn();
    const id = await memberId('delete_flg = false and password_reset_flg = 1 and mail_address is not null');
    await openDetail(page, id);
    await executeIn(await runOperation(page, t('users.op.passwordReset')), t('users.op.passwordReset'));
    await expect.poll(() => page.getByText(t('members.done.passwordReset')).count()).toBe(1);

    const other = await memberId(`delete_flg = false and password_reset_flg = 1 and mail_address is not null and id <> ${id}`);
    await openDetail(page, other);
    // The member changed their own password: the rule, not a stale copy, refuses.
    await changeUnderneath(other, 'password_reset_flg = 0', false);
    const refused = await runOperation(page, t('users.op.passwordReset'));
    await expect.poll(() => refused.getByText(t('members.refuse.passwordReset')).count()).toBe(1);
    await screenshot(page, 'members-password-refused');
  });

  test('reservation-stop unlock, and a refusal when the stop was lifted meanwhile', async () => {
    const page = await signedIn();
    const [id, other] = [await memberId('delete_flg = false and service_usage = false'), await memberId('delete_flg = false and service_usage = false and id > 200')];
    await changeUnderneath(id, 'reservation_stop_flg = true, reservation_stop_at = now()');
    await changeUnderneath(other, 'reservation_stop_flg = true, reservation_stop_at = now()');
    await openDetail(page, id);
    await executeIn(await runOperation(page, t('users.op.reservationUnlock')), t('users.op.reservationUnlock'));
    await expect.poll(() => page.getByText(t('members.done.reservationUnlock')).count()).toBe(1);

    await openDetail(page, other);
    await changeUnderneath(other, 'reservation_stop_flg = false, reservation_stop_at = null');
    const refused = await runOperation(page, t('users.op.reservationUnlock'));
    await expect.poll(() => refused.getByRole('alert').count()).toBe(1);
  });

  test('delete then restore (responsible person); delete refused when already deleted; clerk may not restore', async () => {
    const page = await signedIn();
    const id = await memberId('delete_flg = false and department_id = 5 and service_usage = false');
    await openDetail(page, id);
    await executeIn(await runOperation(page, t('users.op.delete')), t('users.op.delete'));
    await expect.poll(() => page.getByText(t('members.done.delete')).count()).toBe(1);
    // Restore is a page of its own: a link in the action bar.
    await expect.poll(() => page.getByRole('link', { name: t('users.op.restore') }).count()).toBe(1);

    await page.getByRole('link', { name: t('users.op.restore') }).click();
    await page.waitForURL(`**/User/Update/restore/${id}`);
    await expect.poll(() => page.getByText(t('users.form.restoreLead')).count()).toBe(1);
    await page.getByRole('button', { name: t('flow.toConfirm') }).click();
    await page.getByRole('button', { name: t('users.op.restore') }).click();
    await expect.poll(() => page.getByText(t('users.restore.complete')).count()).toBe(1);
    const restored = await e2e.server.db.query<{ delete_flg: boolean }>('select delete_flg from users where id = $1', [Number(id)]);
    expect(restored[0].delete_flg).toBe(false);

    const other = await memberId(`delete_flg = false and id <> ${id}`);
    await openDetail(page, other);
    await changeUnderneath(other, 'delete_flg = true');
    const refused = await runOperation(page, t('users.op.delete'));
    await expect.poll(() => refused.getByRole('alert').count()).toBe(1);

    const clerk = await signedIn('clerk01');
    const deletedInClerkDepartment = await memberId('delete_flg = true and department_id in (5, 6)');
    await clerk.goto(`/User/Update/restore/${deletedInClerkDepartment}`);
    await expect.poll(() => clerk.getByText(t('users.form.restoreRefused')).count()).toBe(1);
    await screenshot(clerk, 'members-clerk-restore-refused');
  });
});

describe('registration and update', () => {
  test('a bad kana and a free-mail address are shown on their fields; a good member registers', async () => {
    const page = await signedIn();
    await page.goto('/User/Register');
    const form = page.locator('form');
    await form.locator('select').first().selectOption({ index: 1 });
    const byLabel = (key: Parameters<typeof t>[0]) => page.getByLabel(new RegExp(`^${t(key)}(\\s*${t('common.required')})?$`));
    await byLabel('users.field.userLastName').fill('山田');
    await byLabel('users.field.userFirstName').fill('花子');
    await byLabel('users.field.userLastNameKana').fill('やまだ');
    await byLabel('users.field.userFirstNameKana').fill('ハナコ');
    await byLabel('users.field.mailAddress').fill('hanako@gmail.com');
    await page.getByRole('button', { name: t('flow.toConfirm') }).click();
    await expect.poll(() => page.getByText(t('validation.katakana'), { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText(t('members.validation.freeMail')).count()).toBe(1);
    const background = await byLabel('users.field.userLastNameKana').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(253, 232, 232)');
    await screenshot(page, 'members-register-errors');

    await byLabel('users.field.userLastNameKana').fill('ヤマダ');
    await byLabel('users.field.mailAddress').fill('hanako.e2e@mirai-works.co.jp');
    await page.getByRole('button', { name: t('flow.toConfirm') }).click();
    await page.getByRole('button', { name: t('common.register'), exact: true }).click();
    await page.getByRole('dialog', { name: t('privacy.title') }).getByRole('button', { name: t('privacy.agree') }).click();
    await expect.poll(() => page.getByText(t('users.register.complete', { mail: 'hanako.e2e@mirai-works.co.jp' })).count()).toBe(1);
  });

  test('a stale update asks to reload and overwrites nothing', async () => {
    const page = await signedIn();
    const id = await memberId('delete_flg = false');
    await page.goto(`/User/Update/update/${id}`);
    const remarks = page.getByLabel(new RegExp(`^${t('users.field.tenantRemakes')}`));
    await remarks.fill('from the browser');
    await changeUnderneath(id, `tenant_remarks = 'from someone else'`);
    await page.getByRole('button', { name: t('flow.toConfirm') }).click();
    await expect.poll(() => page.getByText(t('users.op.conflict')).count()).toBe(1);
    const kept = await e2e.server.db.query<{ tenant_remarks: string }>('select tenant_remarks from users where id = $1', [Number(id)]);
    expect(kept[0].tenant_remarks).toBe('from someone else');
    await page.getByRole('button', { name: t('users.update.reload') }).click();
    await expect.poll(() => remarks.inputValue()).toBe('from someone else');
  });
});
