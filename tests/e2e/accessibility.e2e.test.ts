// Accessibility of the built product in real Chromium: axe-core (WCAG 2 A and AA and its best practices) finds no
// violation of any impact on the sign-in pages and the site pages (at 1440 and 1024 px), the header's menus and
// dialogs, and a keyboard-only write. The signed-in pages of the route table and the dialogs they open are walked by
// tests/e2e/accessibility-pages-* (tests/support/a11y-walk.ts), split so that they run side by side.
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { t } from '../../core/i18n';
import { st } from '../../core/site/texts';
import { SITE_PATHS } from '../../core/site/paths';
import { e2eSession, signInThroughPages } from '../support/e2e-session';
import { axeProblems, describeProblems, OVERLAY_SCOPE, type AxeProblem } from '../support/axe';
import { DEMO_PASSWORD } from '../support/server';
import { screenshot } from '../support/browser';
import { axeAtEachWidth, field, focusedText, focusOnDialogControl, missingRoutesWithDialogs, settled, SLOW, watchRequests } from '../support/a11y-walk';

const e2e = e2eSession();
/** How long a person holds a key down (Playwright's press lets go at once). */
const KEY_HELD_MS = 120;

describe('the walk of the signed-in pages (tests/e2e/accessibility-pages-*.e2e.test.ts)', () => {
  test('has every page with operation dialogs in its route table', () => {
    expect(missingRoutesWithDialogs()).toEqual([]);
  });
});

describe('the overlay check of the walk (OVERLAY_SCOPE)', () => {
  test('finds what is wrong in a portal, in a popover drawn in place and on the marked opener, and leaves the page behind out', async () => {
    const page = await e2e.openPage('/Login');
    await page.setContent(`<main><h1>x</h1><img src="/a.png"><button data-axe-opener aria-expanded="maybe">menu</button>
      <div class="bp6-popover-content"><input type="text"></div></main>
      <div class="bp6-portal"><div role="dialog" aria-label="d"><button></button></div></div>`);
    const rules = (await axeProblems(page, 'overlay', OVERLAY_SCOPE)).map((problem) => problem.rule).sort();
    // button-name and target-size: the portal dialog's empty button; label: the popover's field; aria-valid-attr-value:
    // the opener. Not image-alt.
    expect(rules).toEqual(['aria-valid-attr-value', 'button-name', 'label', 'target-size']);
    expect((await axeProblems(page, 'whole page')).map((problem) => problem.rule)).toContain('image-alt');
  });
});

describe('axe: no violation of any impact, at each width of the walk', () => {
  test('on the sign-in pages and the first-sign-in pages', async () => {
    const problems: AxeProblem[] = [];
    const page = watchRequests(await e2e.openPage());
    await page.goto('/Login');
    await settled(page);
    problems.push(...(await axeAtEachWidth(page, '/Login')));
    await page.goto('/PassLost');
    await settled(page);
    problems.push(...(await axeAtEachWidth(page, '/PassLost')));
    await page.goto('/Login');
    await page.getByLabel(t('auth.login.loginId')).fill('newadmin01');
    await page.getByLabel(t('auth.login.password')).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await page.waitForURL('**/CodeAuth');
    await settled(page);
    problems.push(...(await axeAtEachWidth(page, '/CodeAuth')));
    // A failed form shows its messages: they are checked too.
    await page.getByRole('button', { name: t('auth.codeAuth.submit') }).click();
    await settled(page);
    problems.push(...(await axeAtEachWidth(page, '/CodeAuth (empty code refused)')));
    await page.goto('/Login');
    await signInThroughPages(page, 'newadmin01');
    await page.waitForURL('**/CodeChange');
    await settled(page);
    problems.push(...(await axeAtEachWidth(page, '/CodeChange')));
    await page.getByRole('button', { name: t('auth.codeChange.submit') }).click();
    await settled(page);
    problems.push(...(await axeAtEachWidth(page, '/CodeChange (empty form refused)')));
    await field(page, t('auth.codeChange.newCode')).fill('NewCode20261124');
    await field(page, t('auth.codeChange.confirm')).fill('NewCode20261124');
    await page.getByRole('button', { name: t('auth.codeChange.submit') }).click();
    await page.waitForURL('**/PassChange');
    await settled(page);
    problems.push(...(await axeAtEachWidth(page, '/PassChange')));
    expect(problems, describeProblems(problems)).toEqual([]);
  });
});

describe('the site pages open without signing in', () => {
  test('policy, cookie notice, terms and contact pass axe, also with the inquiry form refused and its follow-up question', async () => {
    const problems: AxeProblem[] = [];
    const page = watchRequests(await e2e.openPage());
    await page.goto('/Login');
    await settled(page);
    for (const path of [SITE_PATHS.privacy, SITE_PATHS.cookie, SITE_PATHS.terms, SITE_PATHS.contact]) {
      // Reached from the sign-in page's footer, as a visitor would.
      await page.goto('/Login');
      await page.getByRole('navigation', { name: t('site.footer.label') }).locator(`a[href="${path}"]`).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor(SLOW);
      await settled(page);
      problems.push(...(await axeAtEachWidth(page, path)));
    }
    await page.getByRole('button', { name: st('site.inquiry.submit') }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"], .twb-field--invalid').count()).toBeGreaterThan(0);
    await page.getByLabel(st('site.inquiry.category')).selectOption('login');
    await page.getByLabel(st('site.inquiry.loginId')).waitFor();
    problems.push(...(await axeAtEachWidth(page, `${SITE_PATHS.contact} (refused, login trouble)`)));
    await screenshot(page, 'site-contact-refused');
    expect(problems, describeProblems(problems)).toEqual([]);
  });
});

describe('the header: skip link, menus and the account dialogs', () => {
  test('the skip link moves the focus to the page; menus and dialogs pass axe and keep the focus rules', { timeout: 240_000 }, async () => {
    const page = watchRequests(await e2e.signedIn('admin01'));
    await page.goto('/Corp/Detail');
    await settled(page);
    const problems: AxeProblem[] = [];

    // The first Tab reaches 「本文へスキップ」, shown while it has the focus; Enter puts the focus on the main area.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: t('shell.skipToMain') });
    await expect.poll(() => skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await screenshot(page, 'a11y-skip-link-focused');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(new URL(page.url()).pathname).toBe('/Corp/Detail');
    await expect.poll(() => page.getByRole('main').count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);

    // The account menu, each of its dialogs, and the sign-out question.
    const account = page.getByRole('button', { name: t('shell.header.account') });
    const isOnAccount = () => account.evaluate((element) => element === document.activeElement);
    for (const item of [t('shell.account.passwordChange'), t('shell.account.codeChange'), t('shell.account.signOut')]) {
      await account.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: t('shell.header.account') });
      await menu.waitFor();
      problems.push(...(await axeProblems(page, 'account menu')));
      await menu.getByRole('menuitem', { name: item }).focus();
      // Held as long as a person holds a key: the menu item acts on the press, the dialog opens under the release.
      await page.keyboard.press('Enter', { delay: KEY_HELD_MS });
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await settled(page);
      await expect.poll(() => focusOnDialogControl(page), { message: `focus in the dialog of ${item}` }).toBe(true);
      problems.push(...(await axeProblems(page, `dialog「${item}」`)));
      if (item === t('shell.account.passwordChange')) {
        // Submitted empty: the messages show, and the focus goes to the first field to fix.
        await dialog.getByRole('button', { name: t('auth.passChange.submit') }).click();
        await expect.poll(() => dialog.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
        expect(await dialog.getByLabel(new RegExp(`^${t('auth.passChange.current')}`)).evaluate((element) => element === document.activeElement)).toBe(true);
        problems.push(...(await axeProblems(page, `dialog「${item}」 refused`)));
        await screenshot(page, 'a11y-password-dialog-refused');
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      // The menu item that opened it closed with the menu: the focus is back on the account button.
      await expect.poll(isOnAccount, { message: `focus after closing ${item}` }).toBe(true);
    }

    // The notifications: the menu, one item's dialog, and the focus back on the bell.
    const bell = page.getByRole('button', { name: new RegExp(`^${t('shell.header.notifications')}`) });
    await bell.focus();
    await page.keyboard.press('Enter');
    const news = page.getByRole('menu', { name: t('shell.header.notifications') });
    await news.waitFor();
    problems.push(...(await axeProblems(page, 'news menu')));
    await news.getByRole('menuitem').first().focus();
    await page.keyboard.press('Enter');
    const newsDialog = page.getByRole('dialog');
    await newsDialog.waitFor();
    await settled(page);
    await expect.poll(() => focusOnDialogControl(page)).toBe(true);
    problems.push(...(await axeProblems(page, 'news dialog')));
    await screenshot(page, 'a11y-news-dialog');
    await page.keyboard.press('Escape');
    await newsDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => bell.evaluate((element) => element === document.activeElement)).toBe(true);

    expect(problems, describeProblems(problems)).toEqual([]);
  });
});

/**
 * Presses Tab until the focus is on `target` (a locator, or a CSS selector any matching element of which will do:
 * the table draws frozen cells twice), at most `limit` times: the control is reachable by keyboard.
 */
async function tabTo(page: Page, target: Locator | string, limit = 200): Promise<void> {
  const locator = typeof target === 'string' ? page.locator(target).first() : target;
  await locator.waitFor({ state: 'attached', ...SLOW });
  const focused = () =>
    typeof target === 'string'
      ? page.evaluate((selector) => Boolean(document.activeElement?.matches(selector)), target)
      : // The element is attached (waited for above): a slow answer on a loaded machine is not a "no", else the loop
        // would press Tab past the target while the look was under way (seen in a full run: the focus ended in the table).
        target.evaluate((element) => element === document.activeElement, undefined, SLOW).catch(() => false);
  for (let presses = 0; presses < limit; presses += 1) {
    if (await focused()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()} (focus on ${await focusedText(page)})`);
}

describe('keyboard only', () => {
  test('member search, detail, edit, confirm and complete without the mouse', { timeout: 240_000 }, async () => {
    const page = watchRequests(await e2e.signedIn('admin01'));
    const [member] = await e2e.server.db.query<{ id: number; user_code: string; name: string }>(
      `select id, user_code, user_last_name || ' ' || user_first_name as name from users
       where corporation_id = 1 and role_type is null and not delete_flg and login_id like 'm%' and user_code is not null order by id limit 1`,
    );
    const problems: AxeProblem[] = [];

    // From the side menu to the member list.
    await page.keyboard.press('Tab');
    await tabTo(page, page.getByRole('navigation', { name: t('shell.sideNav.label') }).getByRole('link', { name: t('users.menu') }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/User/Info');
    await settled(page);

    // Search by member code: type, Enter submits.
    const keyword = page.getByLabel(t('users.filter.userName'));
    await tabTo(page, keyword);
    await page.keyboard.type(member.user_code);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('userName') === member.user_code);
    await settled(page);
    // The list keeps the earlier rows (marked busy) while the search runs: wait for the answer itself, one page
    // holding every match, before walking into the table; a row of the earlier list would be replaced under us.
    await page.locator('.twb-paged-list[aria-busy="false"]').waitFor(SLOW);
    await expect.poll(async () => {
      const counter = (await page.locator('.twb-data-list__counter').textContent()) ?? '';
      const shown = await page.locator('.twb-member-link').count();
      // A handful of matches, all on the page: not the whole list from before the search.
      return /^1 - (\d+) \/ \1$/.test(counter) && Number(counter.split(' / ')[1]) === shown && shown < 20;
    }, SLOW).toBe(true);

    // The member's link in the table, then its detail page.
    // In view, as a sighted keyboard user has it.
    const memberLink = `.twb-member-link[href$="/User/Detail/${member.id}"]`;
    await page.locator(memberLink).scrollIntoViewIfNeeded(SLOW);
    await tabTo(page, memberLink);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/User/Detail/${member.id}`);
    await settled(page);

    // 会員情報を変更 → the update form.
    await tabTo(page, page.getByRole('link', { name: t('users.op.update') }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/User/Update/update/${member.id}`);
    await settled(page);

    // A wrong value refused by the form: the focus goes to that field.
    const mail = field(page, t('users.field.mailAddress'));
    await tabTo(page, mail);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('not-a-mail');
    await tabTo(page, page.getByRole('button', { name: t('flow.toConfirm') }));
    await page.keyboard.press('Enter');
    await expect.poll(() => mail.evaluate((element) => element === document.activeElement)).toBe(true);
    problems.push(...(await axeProblems(page, 'member update refused')));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`kb.${member.id}@mirai-works.co.jp`);

    const remarks = field(page, t('users.field.tenantRemakes'));
    await tabTo(page, remarks);
    await page.keyboard.type('キーボードだけで変更');
    await tabTo(page, page.getByRole('button', { name: t('flow.toConfirm') }));
    await page.keyboard.press('Enter');

    // The confirm step, then the write.
    const update = page.getByRole('button', { name: t('common.update'), exact: true });
    await update.waitFor(SLOW);
    await settled(page);
    problems.push(...(await axeProblems(page, 'member update confirm')));
    await tabTo(page, update);
    await page.keyboard.press('Enter');
    await page.getByText(t('users.update.complete')).waitFor(SLOW);
    await settled(page);
    problems.push(...(await axeProblems(page, 'member update complete')));

    const [saved] = await e2e.server.db.query<{ tenant_remarks: string; mail_address: string }>(
      'select tenant_remarks, mail_address from users where id = $1', [member.id],
    );
    expect(saved).toEqual({ tenant_remarks: 'キーボードだけで変更', mail_address: `kb.${member.id}@mirai-works.co.jp` });
    expect(problems, describeProblems(problems)).toEqual([]);
  });
});
