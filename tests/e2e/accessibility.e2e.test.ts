// Accessibility of the built product in real Chromium: axe-core (WCAG 2 A and AA) finds no critical or serious
// violation on any page of the route table (taken from the plugins, so a new page is checked without editing this
// file), on the sign-in pages, or in the dialogs and menus those pages open.
import { afterAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { webPlugins } from '../../web/app/plugins';
import type { RouteDef } from '../../core/kernel/plugin';
import { MEMBER_UPDATE_DIVISIONS } from '../../core/users/domain';
import { t } from '../../core/i18n';
import { st } from '../../core/site/texts';
import { SITE_PATHS } from '../../core/site/paths';
import { e2eSession, signInThroughPages } from '../support/e2e-session';
import { axeProblems, describeProblems, type AxeProblem } from '../support/axe';
import { DEMO_PASSWORD } from '../support/server';
import { newPage, screenshot } from '../support/browser';

const e2e = e2eSession();

/** Every route of the plugins this build is made of. */
const allRoutes: readonly RouteDef[] = webPlugins.flatMap((plugin) => plugin.routes ?? []);
/** The pages of the signed-in shell; the bare (sign-in) pages are reached through their own flows below. */
const shellRoutes = allRoutes.filter((route) => (route.layout ?? 'shell') === 'shell');

const SLOW = { timeout: 15_000 };

/** Ids that fill a route parameter, best first: a page is checked with the first one its guards let through. */
async function candidates(param: string, division: string | undefined, routePath: string): Promise<string[]> {
  const ids = async (sql: string): Promise<string[]> => (await e2e.server.db.query<{ id: number }>(sql)).map((row) => String(row.id));
  switch (param) {
    case 'billingId':
      return ids('select id from departments where corporation_id = 1 and not delete_flg and not disable_flg order by id limit 12');
    case 'applicationId':
      // Department registrations (division 1) under /Billing, the payment applications (2 and 3) under /Payment.
      return ids(`select id from applications where corporation_id = 1 and division ${routePath.startsWith('/Payment/') ? 'in (2, 3)' : '= 1'}
        order by status, id limit 3`);
    case 'clerkOfCorpId':
      return ids(`select id from users where corporation_id = 1 and role_type = 3 and not delete_flg and login_id <> 'admin01' order by id limit 3`);
    case 'clerkOfBillingId':
      return ids('select id from users where corporation_id = 1 and role_type = 4 and not delete_flg order by id limit 3');
    case 'userId':
      return ids(`select id from users where corporation_id = 1 and role_type is null and login_id like 'm%'
        and delete_flg = ${division === 'restore' ? 'true' : 'false'} order by id limit 3`);
    case 'newsId':
      return ids('select id from news where corporation_id is null or corporation_id = 1 order by start_date desc limit 3');
    case 'flexContractInformationId':
      return ids('select id from flex_contracts where corporation_id = 1 order by id limit 3');
    default:
      throw new Error(`accessibility test: no ids known for the route parameter :${param}; add them to candidates()`);
  }
}

/** The concrete paths a route is checked at: one list of tries per kind of page (the update route has two). */
async function pathChoices(route: RouteDef): Promise<string[][]> {
  const divisions = route.path.includes(':division') ? MEMBER_UPDATE_DIVISIONS : [undefined];
  const choices: string[][] = [];
  for (const division of divisions) {
    let paths = [route.path.replace(':division', division ?? '')];
    for (const [, param] of route.path.matchAll(/:(\w+)/g)) {
      if (param === 'division') continue;
      const ids = await candidates(param, division, route.path);
      paths = paths.flatMap((path) => ids.map((id) => path.replace(`:${param}`, id)));
    }
    choices.push(paths);
  }
  return choices;
}

/** A field by its label, which may carry the 「必須」 tag after the text. */
function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*(${t('common.required')})?$`));
}

/** The requests of each watched page that have not answered yet. */
const requestsInFlight = new WeakMap<Page, Set<Request>>();

/** Keeps count of the page's requests in flight, for settled(); call it before the page's first wait. */
function watchRequests(page: Page): Page {
  const waiting = new Set<Request>();
  page.on('request', (request) => waiting.add(request));
  page.on('requestfinished', (request) => waiting.delete(request));
  page.on('requestfailed', (request) => waiting.delete(request));
  requestsInFlight.set(page, waiting);
  return page;
}

/**
 * What the app shows while it waits: the shell's bar (its loading counter, or a page change running its checks),
 * a list loading its rows, a spinner (a page's chunk, a record, a dialog's data).
 */
const BUSY = '[aria-busy="true"], .bp6-spinner';

/**
 * Waits until the page is drawn and has done what it started: its heading shown, no request of its own in flight
 * (the calls the loading counter leaves out too, the header's news and organizations, chunks and fonts) and nothing
 * shown busy. Each look comes two frames after the last, so that what an input or an answer set off (a render, the
 * requests of its effects) has begun before the page is taken for settled. (Playwright's 'networkidle' waited for
 * 500 ms of silence after each page, and a button that opened nothing was given 1500 ms: a quarter of the run.)
 */
async function settled(page: Page): Promise<void> {
  const waiting = requestsInFlight.get(page);
  if (!waiting) throw new Error('settled(): watchRequests(page) was not called for this page');
  // Until a page is drawn, the app may be between two of its start-up requests with nothing shown busy.
  await page.locator('main h1').first().waitFor(SLOW);
  const deadline = Date.now() + SLOW.timeout;
  for (;;) {
    // A look the page's document was replaced during (a full page load) counts as busy.
    const busy = await page.evaluate((selector) => new Promise<boolean>((resolve) => {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.querySelector(selector) !== null)));
    }), BUSY).catch(() => true);
    if (!busy && waiting.size === 0) return;
    if (Date.now() > deadline) throw new Error(`the page did not settle in ${SLOW.timeout} ms: ${waiting.size} requests in flight, busy ${busy}`);
  }
}

/**
 * Opens `path`; true when the guards let the user see the route's page: its title is the page's heading. (A route
 * that only forwards, like /Corp/Confirm to the update page it belongs to, is checked where it forwards.)
 */
async function reached(page: Page, path: string, route: RouteDef): Promise<boolean> {
  await page.goto(path);
  await settled(page);
  return (await page.locator('main h1').allTextContents()).includes(route.title);
}

/** The dialogs the button walk opened, as "route path 「title」": the last test checks the walk reached them. */
const dialogsSeen: string[] = [];
/** At most this many different buttons are pressed on one page. */
const MAX_OPENERS = 12;

/**
 * Buttons of the page body that may open a dialog or a menu: not table headers or cells, not paging, not the
 * breadcrumbs, not submits. (Left out by the selector rather than looked at one by one: a list has a hundred.)
 */
const OPENER_BUTTONS = 'main button:not([disabled]):not([type="submit"]):not(:is(.twb-list-table, .twb-pager, .twb-page-header__crumbs) *)';

/** What the focus is on, as a short text for messages. */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return '(nothing)';
    const label = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
    return `<${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}> ${label.slice(0, 40)}`;
  });
}

/** True when the focus is on a control of the open dialog (not its frame, not its header's close button). */
function focusOnDialogControl(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return Boolean(
      active?.closest('[role="dialog"]') &&
        active.matches('input, select, textarea, button, a[href]') &&
        !active.closest('.bp6-dialog-header'),
    );
  });
}

/**
 * Presses each opener button of the page in turn; a dialog it opens is checked with axe and for the focus rules
 * (on its first control when open, back on the button when closed with Escape), a menu it opens with axe.
 */
async function checkDialogsOf(page: Page, path: string, where: string, routePath: string): Promise<{ problems: AxeProblem[]; focus: string[] }> {
  const problems: AxeProblem[] = [];
  const focus: string[] = [];
  const openers = () => page.locator(OPENER_BUTTONS).filter({ visible: true });
  const count = await openers().count();
  // Repeated buttons (one per news item, per row) open the same dialog: each name is tried once.
  const tried = new Set<string>();
  for (let index = 0; index < count && tried.size < MAX_OPENERS; index += 1) {
    const button = openers().nth(index);
    if ((await button.count()) === 0) break;
    const name = (await button.getAttribute('aria-label')) ?? (await button.textContent())?.trim() ?? `#${index}`;
    if (tried.has(name)) continue;
    tried.add(name);
    await button.focus();
    await page.keyboard.press('Enter');
    // Whatever the button does (a dialog, a menu, a page change, a download, a new search) has run its course.
    await settled(page);
    const dialog = page.getByRole('dialog').last();
    const popover = page.locator('.bp6-popover-content').last();
    if (await dialog.isVisible()) {
      const title = (await dialog.locator('.bp6-dialog-header h2').textContent()) ?? name;
      dialogsSeen.push(`${routePath} 「${title}」`);
      problems.push(...(await axeProblems(page, `${where} dialog「${title}」`)));
      if (!(await focusOnDialogControl(page))) focus.push(`${where} dialog「${title}」 opened with the focus on ${await focusedText(page)}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', ...SLOW });
      const back = await expect
        .poll(() => button.evaluate((element) => element === document.activeElement).catch(() => false), { timeout: 2000 })
        .toBe(true)
        .then(() => true, () => false);
      if (!back && (await button.count()) > 0) focus.push(`${where} dialog「${title}」 closed with the focus on ${await focusedText(page)}, not on「${name}」`);
    } else if (await popover.isVisible()) {
      problems.push(...(await axeProblems(page, `${where} menu of「${name}」`)));
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'hidden', ...SLOW }).catch(() => undefined);
    }
    if (new URL(page.url()).pathname !== path) await reached(page, path, { title: '' } as RouteDef).catch(() => undefined);
  }
  return { problems, focus };
}

const openContexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of openContexts) await context.close();
});

async function signedInPage(loginId: string): Promise<Page> {
  const { context, page } = await newPage(e2e.browser, e2e.server.baseUrl);
  openContexts.push(context);
  watchRequests(page);
  await page.goto('/Login');
  await signInThroughPages(page, loginId);
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

/**
 * The signed-in pages of one account, kept for the whole file (signing in for each route would double the run
 * time) and lent to one route test at a time; a new one is signed in while fewer than `size` are open.
 */
class PagePool {
  private readonly idle: Page[] = [];
  private readonly waiting: ((page: Page) => void)[] = [];
  private opened = 0;

  constructor(private readonly loginId: string, private readonly size: number) {}

  async use<T>(work: (page: Page) => Promise<T>): Promise<T> {
    const page = await this.borrow();
    try {
      return await work(page);
    } finally {
      const next = this.waiting.shift();
      if (next) next(page);
      else this.idle.push(page);
    }
  }

  private async borrow(): Promise<Page> {
    const idle = this.idle.pop();
    if (idle) return idle;
    if (this.opened === this.size) return new Promise((resolve) => this.waiting.push(resolve));
    this.opened += 1;
    return signedInPage(this.loginId).catch((error: unknown) => {
      this.opened -= 1;
      throw error;
    });
  }
}

/**
 * Route tests run at once, each on a page of its own. Two pages per account keep both cores busy: one page's axe
 * run or rendering overlaps the other's waits for the server (more only queue for the CPU on a 2-core runner).
 */
const PAGES_PER_ACCOUNT = 2;
/** The accounts a page is tried with: the 責任者 first, the department clerk for what only a clerk may open. */
const LOGIN_IDS = ['admin01', 'clerk01'];
const pools = new Map(LOGIN_IDS.map((loginId) => [loginId, new PagePool(loginId, PAGES_PER_ACCOUNT)]));

/** Opens each kind of the route's page with the first account and ids that reach it; the paths it could not open. */
async function visitEach(route: RouteDef, check: (page: Page, path: string) => Promise<void>): Promise<string[]> {
  const missed: string[] = [];
  for (const tries of await pathChoices(route)) {
    let done = false;
    for (const [loginId, pool] of pools) {
      done = await pool.use(async (page) => {
        for (const candidate of tries) {
          if (await reached(page, candidate, route)) {
            await check(page, `${candidate} (${loginId})`);
            return true;
          }
        }
        return false;
      });
      if (done) break;
    }
    if (!done) missed.push(tries[0] ?? route.path);
  }
  return missed;
}

describe('axe: no critical or serious violation', () => {
  // Concurrent: as many at once as the page pools lend pages. The assertions use the test's own expect.
  test.concurrent.for(shellRoutes.map((route) => [route.path, route] as const))('on the page %s and the dialogs its buttons open', { timeout: 180_000 }, async ([, route], { expect }) => {
    const problems: AxeProblem[] = [];
    const focus: string[] = [];
    const missed = await visitEach(route, async (page, where) => {
      problems.push(...(await axeProblems(page, where)));
      const dialogs = await checkDialogsOf(page, new URL(page.url()).pathname, where, route.path);
      problems.push(...dialogs.problems);
      focus.push(...dialogs.focus);
    });
    expect(missed, 'pages that neither account could open').toEqual([]);
    expect(problems, describeProblems(problems)).toEqual([]);
    expect(focus, 'focus of dialogs').toEqual([]);
  });

  test('the button walk above opened the operation dialogs (delete, suspend, cancel, order)', () => {
    const routesWithDialogs = new Set(dialogsSeen.map((seen) => seen.slice(0, seen.indexOf(' '))));
    for (const path of ['/User/Detail/:userId', '/Billing/Detail/:billingId', '/Corp/ClerkOfCorp/Detail/:clerkOfCorpId', '/Billing/HistoryDetail/:applicationId', '/Billing/Info']) {
      expect(routesWithDialogs.has(path), `${path} among\n${dialogsSeen.join('\n')}`).toBe(true);
    }
    expect(dialogsSeen).toContain(`/User/Detail/:userId 「${t('users.op.title', { operation: t('users.op.delete') })}」`);
    expect(dialogsSeen).toContain(`/Billing/Detail/:billingId 「${t('billing.detail.delete')}」`);
  });

  test('on the sign-in pages and the first-sign-in pages', async () => {
    const problems: AxeProblem[] = [];
    const page = watchRequests(await e2e.openPage());
    await page.goto('/Login');
    await settled(page);
    problems.push(...(await axeProblems(page, '/Login')));
    await page.goto('/PassLost');
    await settled(page);
    problems.push(...(await axeProblems(page, '/PassLost')));
    await page.goto('/Login');
    await page.getByLabel(t('auth.login.loginId')).fill('newadmin01');
    await page.getByLabel(t('auth.login.password')).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await page.waitForURL('**/CodeAuth');
    await settled(page);
    problems.push(...(await axeProblems(page, '/CodeAuth')));
    // A failed form shows its messages: they are checked too.
    await page.getByRole('button', { name: t('auth.codeAuth.submit') }).click();
    await settled(page);
    problems.push(...(await axeProblems(page, '/CodeAuth (empty code refused)')));
    await page.goto('/Login');
    await signInThroughPages(page, 'newadmin01');
    await page.waitForURL('**/CodeChange');
    await settled(page);
    problems.push(...(await axeProblems(page, '/CodeChange')));
    await page.getByRole('button', { name: t('auth.codeChange.submit') }).click();
    await settled(page);
    problems.push(...(await axeProblems(page, '/CodeChange (empty form refused)')));
    await field(page, t('auth.codeChange.newCode')).fill('NewCode20261124');
    await field(page, t('auth.codeChange.confirm')).fill('NewCode20261124');
    await page.getByRole('button', { name: t('auth.codeChange.submit') }).click();
    await page.waitForURL('**/PassChange');
    await settled(page);
    problems.push(...(await axeProblems(page, '/PassChange')));
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
      problems.push(...(await axeProblems(page, path)));
    }
    await page.getByRole('button', { name: st('site.inquiry.submit') }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"], .twb-field--invalid').count()).toBeGreaterThan(0);
    await page.getByLabel(st('site.inquiry.category')).selectOption('login');
    await page.getByLabel(st('site.inquiry.loginId')).waitFor();
    problems.push(...(await axeProblems(page, `${SITE_PATHS.contact} (refused, login trouble)`)));
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
      await page.keyboard.press('Enter');
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
      : target.evaluate((element) => element === document.activeElement, undefined, { timeout: 500 }).catch(() => false);
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
