// The steps of a write flow and of the upload wizard in the browser's history (real Chromium, the built app against
// a seeded server): back goes one step back with the values kept, forward returns, a reload lands on a step the
// page can show, the complete step replaces the confirm step so back never offers to send again; and the news list,
// the first-sign-in page's sign-out.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSession, signInThroughPages } from '../support/e2e-session';
import { t } from '../../core/i18n';
import { screenshot } from '../support/browser';

const e2e = e2eSession();
const SLOW = { timeout: 15_000 };

const search = (page: Page) => new URL(page.url()).search;

/** The department name field (its label carries the 「必須」 tag). */
const nameField = (page: Page) => page.getByLabel(new RegExp(`^${t('billing.field.billingName')}`));

describe('steps in the browser history', () => {
  test('department update: back and forward between input and confirm, reload on confirm, complete replaces confirm', async () => {
    const [department] = await e2e.server.db.query<{ id: number; billing_name: string }>(
      'select id, billing_name from departments where corporation_id = 1 and not delete_flg and not disable_flg order by id limit 1',
    );
    const page = await e2e.signedIn('admin01');
    await page.goto(`/Billing/Update/${department.id}`);
    await nameField(page).waitFor(SLOW);
    const newName = `${department.billing_name}（改）`;
    await nameField(page).fill(newName);
    await page.getByRole('button', { name: t('flow.toConfirm') }).click();
    await page.getByText(t('flow.confirmLead')).waitFor(SLOW);
    expect(search(page)).toBe('?step=confirm');
    await screenshot(page, 'flow-confirm-step');

    // Back: the input step with the value typed; forward: the same confirm step.
    await page.goBack();
    await nameField(page).waitFor(SLOW);
    expect(search(page)).toBe('');
    expect(await nameField(page).inputValue()).toBe(newName);
    await page.goForward();
    await page.getByText(t('flow.confirmLead')).waitFor(SLOW);
    expect(await page.getByRole('button', { name: t('common.update') }).count()).toBe(1);

    // Reload on the confirm step: the input step (nothing confirmed is held any more), never an empty confirm step.
    await page.reload();
    await nameField(page).waitFor(SLOW);
    await expect.poll(() => search(page)).toBe('');
    expect(await page.getByRole('button', { name: t('common.update') }).count()).toBe(0);

    // Through to complete: it replaces the confirm entry, so back lands on a fresh input step, not on 「更新」.
    await nameField(page).fill(newName);
    await page.getByRole('button', { name: t('flow.toConfirm') }).click();
    await page.getByRole('button', { name: t('common.update') }).click();
    await expect.poll(() => search(page), SLOW).toBe('?step=complete');
    const [updated] = await e2e.server.db.query<{ billing_name: string }>('select billing_name from departments where id = $1', [department.id]);
    expect(updated.billing_name).toBe(newName);
    await page.goBack();
    await nameField(page).waitFor(SLOW);
    expect(await page.getByRole('button', { name: t('common.update') }).count()).toBe(0);
    expect(await page.getByText(t('flow.confirmLead')).count()).toBe(0);
  });

  test('upload wizard: each step has its entry; back and forward move one step; a reload on the upload step asks for the file again', async () => {
    const page = await e2e.signedIn('admin01');
    await page.goto('/User/Upload');
    await page.getByText(t('uploadPages.download.lead')).waitFor(SLOW);
    expect(search(page)).toBe('');
    await page.getByRole('button', { name: t('common.next') }).click();
    await page.getByLabel(t('uploadPages.input.file'), { exact: true }).waitFor(SLOW);
    expect(search(page)).toBe('?step=input');

    await page.goBack();
    await page.getByText(t('uploadPages.download.lead')).waitFor(SLOW);
    expect(search(page)).toBe('');
    await page.goForward();
    await page.getByLabel(t('uploadPages.input.file'), { exact: true }).waitFor(SLOW);

    const [member] = await e2e.server.db.query<{ id: number; department: string; mail: string }>(
      `select u.id, d.billing_name as department, u.mail_address as mail from users u join departments d on d.id = u.department_id
        where u.corporation_id = 1 and u.role_type is null and u.delete_flg = false and u.login_id like 'm%' order by u.id limit 1`,
    );
    const header = '処理区分,会員ID,部署名,氏名（姓）,氏名（名）,フリガナ（セイ）,フリガナ（メイ）,社員番号,メールアドレス,備考,削除';
    const line = `Keep,${member.id},${member.department},一括,変更,イッカツ,ヘンコウ,E-9001,${member.mail},,`;
    await page.getByLabel(t('uploadPages.input.file'), { exact: true }).setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from([header, line].join('\r\n'), 'utf8') });
    const next = page.getByRole('button', { name: t('common.next') });
    await expect.poll(() => next.isEnabled(), SLOW).toBe(true);
    await next.click();
    await page.getByRole('button', { name: t('uploadPages.upload.submit') }).waitFor(SLOW);
    expect(search(page)).toBe('?step=upload');

    // Back from the upload step: the input step, the file still chosen; forward: the upload step again.
    await page.goBack();
    await expect.poll(() => next.isEnabled(), SLOW).toBe(true);
    expect(search(page)).toBe('?step=input');
    await page.goForward();
    await page.getByRole('button', { name: t('uploadPages.upload.submit') }).waitFor(SLOW);

    // A reload forgets the file: the wizard asks for it again instead of showing an upload step with nothing to send.
    await page.reload();
    await page.getByLabel(t('uploadPages.input.file'), { exact: true }).waitFor(SLOW);
    await expect.poll(() => search(page)).toBe('?step=input');
    expect(await page.getByRole('button', { name: t('uploadPages.upload.submit') }).count()).toBe(0);
  });
});

describe('news list and the first sign-in', () => {
  test('the bell leads to the news list; an item opens on its page and is then read', async () => {
    const page = await e2e.signedIn('clerk01');
    // The bell in the header (home's news items are buttons whose names hold the same word).
    await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t('shell.header.notifications')}`) }).click();
    // The news arrive after sign-in: until they are in the menu, its last item moves down as they are drawn, and a
    // click aimed at it can land on the space it left (the test once clicked nothing on a loaded machine).
    const menu = page.locator('.twb-news-menu');
    await expect.poll(() => menu.getByRole('menuitem').count(), SLOW).toBeGreaterThan(2);
    await menu.getByRole('menuitem', { name: t('news.showAll') }).click();
    await page.waitForURL('**/News/Info', SLOW);
    const list = page.getByRole('list', { name: t('newsList.label') });
    await list.waitFor(SLOW);
    const before = await list.getByRole('listitem').count();
    expect(before).toBeGreaterThan(3);
    await screenshot(page, 'news-list');
    await list.getByRole('link').first().click();
    await page.waitForURL('**/News/Detail/**', SLOW);
    await page.getByRole('button', { name: t('newsDetail.markUnread') }).waitFor(SLOW);
    await screenshot(page, 'news-detail');
    await page.goBack();
    await page.getByRole('radio', { name: t('newsList.filter.read') }).click();
    await expect.poll(() => list.getByRole('listitem').count(), SLOW).toBe(1);
    expect(search(page)).toBe('?read=read');
  });

  test('newadmin01 can sign out of the confirmation code change', async () => {
    const page = await e2e.openPage('/Login');
    await signInThroughPages(page, 'newadmin01');
    await page.waitForURL('**/CodeChange', SLOW);
    const signOut = page.getByRole('button', { name: t('shell.account.signOut') });
    await signOut.waitFor(SLOW);
    // The sign-in is not complete until the code is changed: no success message yet.
    expect(await page.getByText(t('login.success')).count()).toBe(0);
    await screenshot(page, 'code-change-sign-out');
    await signOut.click();
    await page.waitForURL('**/Login', SLOW);
    // The pending sign-in is gone: the code change page sends back to sign-in.
    await page.goto('/CodeChange');
    await page.waitForURL('**/Login**', SLOW);
  });
});
