// Company info (企業情報) and clerks (責任者, 部署担当者) in real Chromium against a fresh seeded server: each screen
// reached from the side navigation (department clerks by URL: the departments screens link to them); the company
// update through input, confirm and complete, with the permitted-domain rules refused in Japanese; responsible
// persons registered, updated and refused deletion (the operator, the only one); department clerks registered
// with the password notice in the outbox, updated and removed; a department clerk kept out (spec 2.4).
import { describe, expect, test } from 'vitest';
import { e2eSession } from '../support/e2e-session';
import type { Locator, Page } from 'playwright-core';
import { t } from '../../core/i18n';
import { screenshot } from '../support/browser';
import { SLOW, setChoice } from '../support/e2e-pages';

const e2e = e2eSession();
const { signedIn } = e2e;

/** Page chunks load on first visit; pages answer within a few seconds even on a busy machine. */

const sideNav = (page: Page) => page.getByRole('navigation', { name: t('shell.sideNav.label') });

/** A form field by its label, which may carry the 「必須」 tag after the text. */
function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*(${t('common.required')})?$`));
}

/** The value cell of a detail table's row. */
function detailValue(page: Page, label: string): Locator {
  return page.locator('.twb-detail-table tr').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).locator('td');
}

const toConfirm = (page: Page) => page.getByRole('button', { name: t('flow.toConfirm') }).click();
const completeText = (page: Page) => page.locator('.twb-flow__complete-text').textContent();

async function userIdOf(loginId: string): Promise<string> {
  const rows = await e2e.server.db.query<{ id: number }>('select id from users where login_id = $1', [loginId]);
  if (!rows[0]) throw new Error(`no user ${loginId}`);
  return String(rows[0].id);
}

async function departmentName(id: number): Promise<string> {
  const rows = await e2e.server.db.query<{ billing_name: string }>('select billing_name from departments where id = $1', [id]);
  return rows[0].billing_name;
}

async function outboxTo(recipient: string): Promise<{ subject: string; body: string }[]> {
  return e2e.server.db.query<{ subject: string; body: string }>('select subject, body from mail_outbox where recipient = $1 order by id', [recipient]);
}

/** Fills the clerk form's name and mail fields (register and update share them). */
async function fillClerk(page: Page, values: { last: string; first: string; lastKana: string; firstKana: string; mail: string }): Promise<void> {
  await field(page, t('clerks.field.userLastName')).fill(values.last);
  await field(page, t('clerks.field.userFirstName')).fill(values.first);
  await field(page, t('clerks.field.userLastNameKana')).fill(values.lastKana);
  await field(page, t('clerks.field.userFirstNameKana')).fill(values.firstKana);
  await field(page, t('clerks.field.mailAddress')).fill(values.mail);
}

async function fillRegistration(page: Page, loginId: string, timing: 0 | 1 | 2): Promise<void> {
  await field(page, t('clerks.field.loginId')).fill(loginId);
  await field(page, t('clerks.field.confirmationCode')).fill('E2eCode20260');
  await field(page, t('clerks.field.confirm')).fill('E2eCode20260');
  await setChoice(page.getByRole('radio', { name: t(`clerks.timing.${timing}`) }));
}

/** Blueprint fades dialogs and toasts in: a screenshot waits until no transition is running. */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[class*="-enter-active"], [class*="-appear-active"], [class*="-exit-active"]').count()).toBe(0);
}

/** Opens the delete dialog of the detail page on screen. */
async function openDelete(page: Page): Promise<Locator> {
  await page.locator('.twb-clerk-detail .twb-detail__actions').getByRole('button', { name: t('clerks.detail.delete') }).click();
  const dialog = page.getByRole('dialog', { name: t('clerks.detail.deleteTitle') });
  await dialog.waitFor();
  return dialog;
}

/** A refused delete offers only to cancel; cancelling leaves the detail as it was. */
async function cancelRefused(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.getByRole('button', { name: t('common.delete'), exact: true }).count()).toBe(0);
  await dialog.getByRole('button', { name: t('common.cancel'), exact: true }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

describe('company info', () => {
  test('reached from the side navigation; an update goes through input, confirm and complete', async () => {
    const page = await signedIn();
    await sideNav(page).getByRole('link', { name: t('corp.menu') }).click();
    await page.waitForURL('**/Corp/Detail');
    await expect.poll(() => detailValue(page, t('corp.detail.name')).textContent(), SLOW).toBe('株式会社みらいワークス');
    await screenshot(page, 'corp-detail');

    await page.getByRole('link', { name: t('corp.detail.edit'), exact: true }).click();
    await page.waitForURL('**/Corp/Update');
    const minLength = field(page, t('corp.field.confirmationCodeMinLength'));
    await expect.poll(() => minLength.inputValue(), SLOW).toMatch(/^\d+$/);
    await minLength.fill('12');
    await page.getByLabel(new RegExp(`^${t('corp.field.autoApprovalSetting')}`)).selectOption('2');
    // The contract period is shown, not offered as an input.
    await expect.poll(() => page.getByTestId('contract-period').textContent(), SLOW).toMatch(/^2021\/04\/01 ～/);
    expect(await page.getByRole('textbox', { name: /契約/ }).count()).toBe(0);
    await screenshot(page, 'corp-update-input');
    await toConfirm(page);
    const changes = page.getByRole('table', { name: t('corp.confirm.changes') });
    await expect.poll(() => changes.locator('tr').count(), SLOW).toBe(2);
    await expect.poll(() => detailValue(page, t('corp.field.autoApprovalSetting')).textContent())
      .toBe(t('corp.confirm.change', { before: t('corp.approval.3'), after: t('corp.approval.2') }));
    await screenshot(page, 'corp-update-confirm');
    await page.getByRole('button', { name: t('common.update'), exact: true }).click();
    await expect.poll(() => completeText(page), SLOW).toBe(t('corp.done.update'));
    await screenshot(page, 'corp-update-complete');

    const saved = await e2e.server.db.query<{ confirmation_code_min_length: number; auto_approval_setting: number }>(
      'select confirmation_code_min_length, auto_approval_setting from corporations where id = 1',
    );
    expect(saved[0]).toMatchObject({ confirmation_code_min_length: 12, auto_approval_setting: 2 });
    await page.getByRole('link', { name: t('corp.update.backToDetail') }).click();
    await page.waitForURL('**/Corp/Detail');
    await expect.poll(() => detailValue(page, t('corp.detail.approval')).textContent(), SLOW).toBe(t('corp.approval.2'));
  });

  test('permitted mail domains: a free-mail domain and a domain without a dot are refused in Japanese', async () => {
    const page = await signedIn();
    await page.goto('/Corp/Update');
    const domains = field(page, t('corp.field.permittedMailDomains'));
    await domains.waitFor(SLOW);
    await domains.fill('mirai-works.co.jp/gmail.com');
    await toConfirm(page);
    await expect.poll(() => page.getByText(t('validation.freeMailDomain'), { exact: true }).count()).toBe(1);
    const background = await domains.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(253, 232, 232)');
    await screenshot(page, 'corp-update-free-mail');

    await domains.fill('localhost');
    await toConfirm(page);
    await expect.poll(() => page.getByText(t('validation.format'), { exact: true }).count()).toBe(1);
    expect(t('validation.format')).toBe('入力形式が正しくありません');
    expect(new URL(page.url()).pathname).toBe('/Corp/Update');
    const kept = await e2e.server.db.query<{ mail_domains: string[] }>('select mail_domains from corporations where id = 1');
    expect(kept[0].mail_domains).not.toContain('localhost');
    expect(kept[0].mail_domains).not.toContain('gmail.com');
  });
});

describe('responsible persons', () => {
  test('list from the side navigation; register through confirm and complete; update', async () => {
    const page = await signedIn();
    await sideNav(page).getByRole('link', { name: t('clerks.corp.menu') }).click();
    await page.waitForURL('**/Corp/ClerkOfCorp/Info');
    await expect.poll(() => page.getByRole('link', { name: '山田　太郎' }).count(), SLOW).toBe(1);
    await expect.poll(() => page.getByText(t('clerks.value.self')).count()).toBe(1);
    await screenshot(page, 'clerks-corp-list');

    await page.getByRole('link', { name: t('clerks.list.register') }).click();
    await page.waitForURL('**/Corp/ClerkOfCorp/Register');
    await field(page, t('clerks.field.loginId')).waitFor(SLOW);
    await fillClerk(page, { last: '青木', first: '優子', lastKana: 'あおき', firstKana: 'ユウコ', mail: 'e2e.yuko.aoki@gmail.com' });
    await fillRegistration(page, 'e2eadmin', 0);
    await toConfirm(page);
    await expect.poll(() => page.getByText(t('validation.katakana'), { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText(t('members.validation.freeMail'), { exact: true }).count()).toBe(1);
    await screenshot(page, 'clerks-corp-register-errors');

    await field(page, t('clerks.field.userLastNameKana')).fill('アオキ');
    await field(page, t('clerks.field.mailAddress')).fill('e2e.yuko.aoki@mirai-works.co.jp');
    await toConfirm(page);
    await expect.poll(() => detailValue(page, t('clerks.field.userName')).textContent(), SLOW).toBe('青木　優子');
    await expect.poll(() => page.getByText(t('clerks.confirm.register.now', { mail: 'e2e.yuko.aoki@mirai-works.co.jp' })).count()).toBe(1);
    await screenshot(page, 'clerks-corp-register-confirm');
    await page.getByRole('button', { name: t('common.register'), exact: true }).click();
    await expect.poll(() => completeText(page), SLOW)
      .toBe(t('clerks.register.completeNotice', { loginId: 'e2eadmin', mail: 'e2e.yuko.aoki@mirai-works.co.jp' }));
    await screenshot(page, 'clerks-corp-register-complete');
    const mails = await outboxTo('e2e.yuko.aoki@mirai-works.co.jp');
    expect(mails.map((m) => m.subject)).toEqual([t('clerks.mail.notice.subject')]);
    expect(mails[0].body).toContain('e2eadmin');

    await page.getByRole('link', { name: t('clerks.register.toDetail') }).click();
    await page.waitForURL('**/Corp/ClerkOfCorp/Detail/*');
    await expect.poll(() => detailValue(page, t('clerks.field.loginId')).textContent(), SLOW).toBe('e2eadmin');
    await screenshot(page, 'clerks-corp-detail');

    await page.getByRole('link', { name: t('clerks.detail.edit'), exact: true }).click();
    await page.waitForURL('**/Corp/ClerkOfCorp/Update/*');
    const firstName = field(page, t('clerks.field.userFirstName'));
    await expect.poll(() => firstName.inputValue(), SLOW).toBe('優子');
    await firstName.fill('裕子');
    await screenshot(page, 'clerks-corp-update-input');
    await toConfirm(page);
    await expect.poll(() => detailValue(page, t('clerks.field.userName')).textContent(), SLOW).toBe('青木　裕子');
    await page.getByRole('button', { name: t('common.update'), exact: true }).click();
    await expect.poll(() => completeText(page), SLOW).toBe(t('clerks.update.complete'));
    const saved = await e2e.server.db.query<{ user_first_name: string }>('select user_first_name from users where login_id = $1', ['e2eadmin']);
    expect(saved[0].user_first_name).toBe('裕子');
  });

  test('the operator may not delete themselves', async () => {
    const page = await signedIn();
    await page.goto(`/Corp/ClerkOfCorp/Detail/${await userIdOf('admin01')}`);
    await expect.poll(() => page.locator('.twb-clerks__refusal', { hasText: t('clerks.refuse.operator') }).count(), SLOW).toBe(1);
    const dialog = await openDelete(page);
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain(t('clerks.refuse.operator'));
    await settled(page);
    await screenshot(page, 'clerks-corp-delete-self-refused');
    await cancelRefused(page, dialog);
    const still = await e2e.server.db.query<{ delete_flg: boolean }>('select delete_flg from users where login_id = $1', ['admin01']);
    expect(still[0].delete_flg).toBe(false);
  });

  test('the only responsible person of a corporation may not be deleted', async () => {
    const page = await signedIn();
    // admin01 also administers corporation 2, whose only responsible person is admin02.
    await page.getByLabel(t('shell.header.corporation')).selectOption('2');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByLabel(t('shell.header.corporation')).inputValue(), SLOW).toBe('2');
    await sideNav(page).getByRole('link', { name: t('clerks.corp.menu') }).click();
    await page.waitForURL('**/Corp/ClerkOfCorp/Info');
    await page.getByRole('link', { name: '高木　誠' }).click(SLOW);
    await page.waitForURL('**/Corp/ClerkOfCorp/Detail/*');
    await expect.poll(() => page.locator('.twb-clerks__refusal').textContent(), SLOW).toBe(t('clerks.refuse.onlyOne'));
    const dialog = await openDelete(page);
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain(t('clerks.refuse.onlyOne'));
    await settled(page);
    await screenshot(page, 'clerks-corp-delete-only-one-refused');
    await cancelRefused(page, dialog);
    const still = await e2e.server.db.query<{ delete_flg: boolean }>('select delete_flg from users where login_id = $1', ['admin02']);
    expect(still[0].delete_flg).toBe(false);
  });
});

describe('department clerks', () => {
  test('register with the password notice to the outbox, update, then delete from the department', async () => {
    const page = await signedIn();
    const department = await departmentName(5);
    await page.goto('/Billing/ClerkOfBilling/Info/5');
    await expect.poll(() => page.getByText(t('clerks.billing.info.lead', { department })).count(), SLOW).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: '鈴木　花子' }).count()).toBe(1);
    await screenshot(page, 'clerks-billing-list');

    await page.getByRole('link', { name: t('clerks.list.register') }).click();
    await page.waitForURL('**/Billing/ClerkOfBilling/Register/5');
    await field(page, t('clerks.field.loginId')).waitFor(SLOW);
    await fillClerk(page, { last: '岡本', first: '翔', lastKana: 'オカモト', firstKana: 'ショウ', mail: 'sho.okamoto@mirai-works.co.jp' });
    await fillRegistration(page, 'e2eclerk', 0);
    await screenshot(page, 'clerks-billing-register-input');
    await toConfirm(page);
    await expect.poll(() => detailValue(page, t('clerks.field.departments')).textContent(), SLOW).toBe(department);
    await page.getByRole('button', { name: t('common.register'), exact: true }).click();
    await expect.poll(() => completeText(page), SLOW)
      .toBe(t('clerks.register.completeNotice', { loginId: 'e2eclerk', mail: 'sho.okamoto@mirai-works.co.jp' }));
    const mails = await outboxTo('sho.okamoto@mirai-works.co.jp');
    expect(mails.map((m) => m.subject)).toEqual([t('clerks.mail.notice.subject')]);
    expect(mails[0].body).toContain('ログインID：e2eclerk');
    const assigned = await e2e.server.db.query<{ department_id: number }>(
      'select department_id from clerk_departments where user_id = (select id from users where login_id = $1)', ['e2eclerk'],
    );
    expect(assigned.map((row) => row.department_id)).toEqual([5]);

    await page.getByRole('link', { name: t('clerks.register.toDetail') }).click();
    await page.waitForURL('**/Billing/ClerkOfBilling/Detail/*');
    await expect.poll(() => detailValue(page, t('clerks.field.departments')).textContent(), SLOW).toBe(department);
    await screenshot(page, 'clerks-billing-detail');
    await page.getByRole('link', { name: t('clerks.detail.edit'), exact: true }).click();
    await page.waitForURL('**/Billing/ClerkOfBilling/Update/*');
    const mail = field(page, t('clerks.field.mailAddress'));
    await expect.poll(() => mail.inputValue(), SLOW).toBe('sho.okamoto@mirai-works.co.jp');
    await mail.fill('');
    await toConfirm(page);
    await expect.poll(() => detailValue(page, t('clerks.field.mailAddress')).textContent(), SLOW).toBe(t('clerks.value.noMail'));
    await page.getByRole('button', { name: t('common.update'), exact: true }).click();
    await expect.poll(() => completeText(page), SLOW).toBe(t('clerks.update.complete'));
    const saved = await e2e.server.db.query<{ mail_address: string | null }>('select mail_address from users where login_id = $1', ['e2eclerk']);
    expect(saved[0].mail_address).toBeNull();

    await page.getByRole('link', { name: t('clerks.register.toDetail') }).click();
    await page.waitForURL('**/Billing/ClerkOfBilling/Detail/*');
    // Without their own address the notice goes to the responsible person.
    await expect.poll(() => detailValue(page, t('clerks.field.mailAddress')).textContent(), SLOW).toBe(t('clerks.value.noMail'));
    const dialog = await openDelete(page);
    await expect.poll(() => dialog.getByText(t('clerks.confirm.delete.billing', { name: '岡本　翔', department })).count()).toBe(1);
    await settled(page);
    await screenshot(page, 'clerks-billing-delete-confirm');
    await dialog.getByRole('button', { name: t('common.delete'), exact: true }).click();
    await page.waitForURL('**/Billing/ClerkOfBilling/Info/5');
    await expect.poll(() => page.getByText(t('clerks.done.delete')).count(), SLOW).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('link', { name: '鈴木　花子' }).count(), SLOW).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: '岡本　翔' }).count()).toBe(0);
    const left = await e2e.server.db.query<{ count: number }>(
      'select count(*)::int as count from clerk_departments where user_id = (select id from users where login_id = $1)', ['e2eclerk'],
    );
    expect(left[0].count).toBe(0);
  });

  test('a department clerk registered without a mail address has the notice sent to the responsible persons', async () => {
    const page = await signedIn();
    await page.goto('/Billing/ClerkOfBilling/Register/6');
    await field(page, t('clerks.field.loginId')).waitFor(SLOW);
    await fillClerk(page, { last: '村上', first: '健', lastKana: 'ムラカミ', firstKana: 'ケン', mail: '' });
    await fillRegistration(page, 'e2enomail', 0);
    await toConfirm(page);
    await page.getByRole('button', { name: t('common.register'), exact: true }).click(SLOW);
    await expect.poll(() => completeText(page), SLOW).toMatch(/e2enomail/);
    const admin = await e2e.server.db.query<{ mail_address: string }>('select mail_address from users where login_id = $1', ['admin01']);
    const mails = await outboxTo(admin[0].mail_address);
    expect(mails.some((m) => m.body.includes('e2enomail'))).toBe(true);
    await screenshot(page, 'clerks-billing-register-complete');
  });
});

describe('a department clerk (clerk01)', () => {
  test.each(['/Corp/Update', '/Corp/ClerkOfCorp/Info'])('is stopped at %s with the permission message and sent home', async (path) => {
    const page = await signedIn('clerk01');
    await expect.poll(() => sideNav(page).getByRole('link', { name: t('clerks.corp.menu') }).count(), SLOW).toBe(0);
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText(t('error.permission')).count(), SLOW).toBeGreaterThan(0);
    await screenshot(page, `clerks-clerk01-refused-${path.split('/').pop()}`);
  });

  test('sees their own department\'s clerks, and is refused another department\'s list', async () => {
    const page = await signedIn('clerk01');
    await page.goto('/Billing/ClerkOfBilling/Info/5');
    await expect.poll(() => page.getByRole('link', { name: '鈴木　花子' }).count(), SLOW).toBe(1);
    // Registration is the responsible person's (WFAD004): no register button for a clerk.
    await expect.poll(() => page.getByRole('link', { name: t('clerks.list.register') }).count()).toBe(0);
    await screenshot(page, 'clerks-clerk01-billing-list');

    await page.goto('/Billing/ClerkOfBilling/Info/1');
    await expect.poll(() => page.getByText(t('error.permission')).count(), SLOW).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('link', { name: '小野　直樹' }).count()).toBe(0);
    await screenshot(page, 'clerks-clerk01-other-department');
  });
});
