// The foundation's thin path in real Chromium against a fresh seeded server: sign-in with two-factor code,
// refusals, first sign-in changes, account lock, the permission gate, and sign-out.
import { describe, expect, test } from 'vitest';
import { e2eSession, signInThroughPages } from '../support/e2e-session';
import type { Page } from 'playwright-core';
import { t } from '../../core/i18n';
import { ACCOUNT_LOCK_COUNT } from '../../core/domain';
import { screenshot } from '../support/browser';
import { DEMO_CODE, DEMO_PASSWORD, startTestServer } from '../support/server';

const e2e = e2eSession();
const openPage = (path: string) => e2e.openPage(path);

async function submitPassword(page: Page, loginId: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(t('auth.login.loginId')).fill(loginId);
  await page.getByLabel(t('auth.login.password')).fill(password);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
}

const sideNav = (page: Page) => page.getByRole('navigation', { name: t('shell.sideNav.label') });

/** A field by its label, which may carry the 「必須」 tag after the text. */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*(${t('common.required')})?$`));
}

describe('sign-in in a real browser', () => {
  test('admin01 signs in with the confirmation code and sees news and the side navigation', async () => {
    const page = await openPage('/Login');
    await screenshot(page, 'login');
    await signInThroughPages(page, 'admin01');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText(t('login.success')).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: t('home.news.title') }).count()).toBe(1);
    await expect.poll(() => page.getByText('システムメンテナンスのお知らせ').count()).toBeGreaterThan(0);
    const nav = sideNav(page);
    await expect.poll(() => nav.getByRole('link', { name: t('home.menu') }).count()).toBe(1);
    await expect.poll(() => nav.getByRole('link', { name: t('corp.menu') }).count()).toBe(1);
    await screenshot(page, 'home-admin01');
  });

  test.each(['reception01', 'member01'])('%s is refused with the invalid-login message', async (loginId) => {
    const page = await openPage('/Login');
    await submitPassword(page, loginId);
    await expect.poll(() => page.getByText(t('login.invalid')).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/Login');
    await screenshot(page, `refused-${loginId}`);
  });

  test('newadmin01 must change the confirmation code, then the password, and then reaches home', async () => {
    const page = await openPage('/Login');
    await signInThroughPages(page, 'newadmin01');
    await page.waitForURL('**/CodeChange');
    await screenshot(page, 'code-change');
    await field(page, t('auth.codeChange.newCode')).fill('NewCode20261121');
    await field(page, t('auth.codeChange.confirm')).fill('NewCode20261121');
    await page.getByRole('button', { name: t('auth.codeChange.submit') }).click();
    await page.waitForURL('**/PassChange');
    // While the password is unchanged every other page sends the user back to password change.
    await page.goto('/Corp/Detail');
    await page.waitForURL('**/PassChange');
    await screenshot(page, 'pass-change');
    // The password just typed at sign-in is asked again: a session left open cannot change it.
    await field(page, t('auth.passChange.current')).fill(DEMO_PASSWORD);
    await field(page, t('auth.passChange.password')).fill('BrandNewPass2026');
    await field(page, t('auth.passChange.confirm')).fill('BrandNewPass2026');
    await page.getByRole('button', { name: t('auth.passChange.submit') }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('heading', { name: t('home.news.title') }).count()).toBe(1);
  });

  test(`${ACCOUNT_LOCK_COUNT} wrong passwords lock the account, and then even the right one is refused`, async () => {
    const page = await openPage('/Login');
    for (let attempt = 1; attempt < ACCOUNT_LOCK_COUNT; attempt += 1) {
      await submitPassword(page, 'clerk01', 'WrongPass2026');
      await expect.poll(() => page.getByText(t('login.failed')).count()).toBe(1);
    }
    await submitPassword(page, 'clerk01', 'WrongPass2026');
    const locked = t('login.locked', { count: ACCOUNT_LOCK_COUNT });
    await expect.poll(() => page.getByText(locked).count()).toBe(1);
    await submitPassword(page, 'clerk01', DEMO_PASSWORD);
    await expect.poll(() => page.getByText(locked).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/Login');
    await screenshot(page, 'locked');

    // admin01 sees the lock on clerk01's detail page and lifts it; clerk01's password is unchanged.
    const admin = await e2e.openPage('/Login');
    await signInThroughPages(admin, 'admin01');
    await admin.waitForURL((url) => url.pathname === '/');
    await admin.goto('/Billing/ClerkOfBilling/Detail/2');
    await expect.poll(() => admin.getByText(t('auth.accountLock.locked')).count()).toBe(1);
    await admin.getByRole('button', { name: t('auth.accountLock.unlock') }).click();
    await admin.getByRole('dialog').getByRole('button', { name: t('auth.accountLock.unlock') }).click();
    await expect.poll(() => admin.getByText(t('auth.accountLock.done')).count()).toBeGreaterThan(0);
    await expect.poll(() => admin.getByText(t('auth.accountLock.locked')).count()).toBe(0);
    await screenshot(admin, 'unlocked');
    await submitPassword(page, 'clerk01', DEMO_PASSWORD);
    await page.waitForURL('**/CodeAuth**');
  });

  test('a route that clerk01 lacks the permission for lands on home with the permission message', async () => {
    const fresh = await startTestServer();
    try {
      const page = await e2e.openPage('/Login', fresh.baseUrl);
      await signInThroughPages(page, 'clerk01');
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => sideNav(page).getByRole('link', { name: t('corp.menu') }).count()).toBe(0);
      await page.goto('/Corp/Detail');
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.getByText(t('error.permission')).count()).toBeGreaterThan(0);
      await screenshot(page, 'permission-denied-clerk01');
    } finally {
      await fresh.close();
    }
  });

  test('the account menu changes the confirmation code, and a wrong current code is refused', async () => {
    const fresh = await startTestServer();
    try {
      const page = await e2e.openPage('/Login', fresh.baseUrl);
      await signInThroughPages(page, 'admin01');
      await page.waitForURL((url) => url.pathname === '/');
      const openDialog = async () => {
        await page.getByRole('button', { name: t('shell.header.account') }).click();
        await page.getByRole('menuitem', { name: t('shell.account.codeChange') }).click();
        return page.getByRole('dialog');
      };
      let dialog = await openDialog();
      await field(dialog.page(), t('auth.codeChange.currentCode')).fill('WrongCode2026');
      await field(page, t('auth.codeChange.newCode')).fill('AdminCode2026x');
      await field(page, t('auth.codeChange.confirm')).fill('AdminCode2026x');
      await dialog.getByRole('button', { name: t('auth.codeChange.submit') }).click();
      await expect.poll(() => dialog.getByText(t('server.twoFactor.failed')).count()).toBeGreaterThan(0);
      await screenshot(page, 'code-change-dialog-refused');
      await dialog.getByRole('button', { name: t('common.cancel') }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      // The dialog has finished closing when it hands the focus back to the account button (at the end of its
      // closing transition, late on a loaded machine); reopened before that, the menu's choice was seen to open
      // nothing in a full run. A person sees the closing dialog fade first, too.
      await expect
        .poll(() => page.getByRole('button', { name: t('shell.header.account') }).evaluate((element) => element === document.activeElement))
        .toBe(true);
      dialog = await openDialog();
      await field(page, t('auth.codeChange.currentCode')).fill(DEMO_CODE);
      await field(page, t('auth.codeChange.newCode')).fill('AdminCode2026x');
      await field(page, t('auth.codeChange.confirm')).fill('AdminCode2026x');
      await dialog.getByRole('button', { name: t('auth.codeChange.submit') }).click();
      await expect.poll(() => page.getByText(t('auth.codeChange.done')).count()).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });

  test('signing out clears the session, and going back does not show protected data', async () => {
    const page = await openPage('/Login');
    await signInThroughPages(page, 'admin01');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/Corp/Detail');
    await expect.poll(() => page.getByText('mirai-works.co.jp').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: t('shell.header.account') }).click();
    await page.getByRole('menuitem', { name: t('shell.account.signOut') }).click();
    // Sign-out asks first: wait for the dialog (checking whether it is there yet would race its opening).
    await page.getByRole('dialog', { name: t('shell.account.signOut') }).getByRole('button', { name: t('shell.account.signOut') }).click();
    await page.waitForURL('**/Login**');
    await page.goBack();
    await page.waitForURL('**/Login**');
    expect(await page.getByText('mirai-works.co.jp').count()).toBe(0);
    const session = await page.request.get('/api/users/loginUser');
    expect(session.status()).toBe(401);
  });
});
