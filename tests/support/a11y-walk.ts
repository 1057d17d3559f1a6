// The accessibility walk of the signed-in pages, shared by the files that split it (tests/e2e/accessibility-pages-*):
// every page of the route table (taken from the plugins, so a new page is checked without editing a test) opened
// with each account and the ids its guards let through (moving to it in the app; each is also loaded by its address),
// checked with axe-core (WCAG 2 A and AA and best practices, every impact) at the widths of WIDTHS, and every button
// of its body that opens a dialog or a menu pressed, the dialog checked with axe and for the focus rules. The route
// table is split into shards, one per file, so that the walk's files run side by side on the test machine's cores.
import { afterAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { webPlugins } from '../../web/app/plugins';
import type { RouteDef } from '../../core/kernel/plugin';
import { MEMBER_UPDATE_DIVISIONS } from '../../core/users/domain';
import { ROLE_AUTHORITIES, satisfies, type Authorities } from '../../core/domain/permissions';
import { RoleType } from '../../core/domain/roles';
import { t } from '../../core/i18n';
import type { E2eSession } from './e2e-session';
import { signInThroughApi } from './e2e-session';
import { axeProblems, describeProblems, OVERLAY_SCOPE, type AxeProblem } from './axe';
import { newPage } from './browser';

/** The file's session: the walk's helpers read its server and browser (set by describeRouteWalk for each file). */
let session: E2eSession | undefined;
const e2e = {
  get server() {
    if (!session) throw new Error('accessibility walk: describeRouteWalk(e2e, ...) was not called');
    return session.server;
  },
  get browser() {
    if (!session) throw new Error('accessibility walk: describeRouteWalk(e2e, ...) was not called');
    return session.browser;
  },
};

/** Every route of the plugins this build is made of. */
export const allRoutes: readonly RouteDef[] = webPlugins.flatMap((plugin) => plugin.routes ?? []);
/** The pages of the signed-in shell; the bare (sign-in) pages are reached through their own flows below. */
export const shellRoutes = allRoutes.filter((route) => (route.layout ?? 'shell') === 'shell');

export const SLOW = { timeout: 15_000 };

/**
 * The departments an account reaches first: a department clerk's own (clerk_departments), so that the clerk's walk
 * opens a page of theirs at the first try instead of being refused on the departments before them.
 */
const ownFirst = (column: string, loginId: string) =>
  `(${column} in (select department_id from clerk_departments where user_id = (select id from users where login_id = '${loginId}'))) desc`;

/** Ids that fill a route parameter, best first for the account: a page is checked with the first one its guards let through. */
async function candidates(param: string, division: string | undefined, routePath: string, loginId: string): Promise<string[]> {
  const ids = async (sql: string): Promise<string[]> => (await e2e.server.db.query<{ id: number }>(sql)).map((row) => String(row.id));
  switch (param) {
    case 'billingId':
      return ids(`select id from departments where corporation_id = 1 and not delete_flg and not disable_flg order by ${ownFirst('id', loginId)}, id limit 12`);
    case 'applicationId':
      // Department registrations (division 1) under /Billing, the payment applications (2 and 3) under /Payment.
      return ids(`select id from applications where corporation_id = 1 and division ${routePath.startsWith('/Payment/') ? 'in (2, 3)' : '= 1'}
        order by status, id limit 3`);
    case 'clerkOfCorpId':
      return ids(`select id from users where corporation_id = 1 and role_type = 3 and not delete_flg and login_id <> 'admin01' order by id limit 3`);
    case 'clerkOfBillingId':
      return ids(`select id from users where corporation_id = 1 and role_type = 4 and not delete_flg order by ${ownFirst('department_id', loginId)}, id limit 3`);
    case 'userId':
      return ids(`select id from users where corporation_id = 1 and role_type is null and login_id like 'm%'
        and delete_flg = ${division === 'restore' ? 'true' : 'false'} order by ${ownFirst('department_id', loginId)}, id limit 3`);
    case 'newsId':
      return ids('select id from news where corporation_id is null or corporation_id = 1 order by start_date desc limit 3');
    case 'flexContractInformationId':
      return ids('select id from flex_contracts where corporation_id = 1 order by id limit 3');
    default:
      throw new Error(`accessibility test: no ids known for the route parameter :${param}; add them to candidates()`);
  }
}

/** The concrete paths a route is checked at for the account: one list of tries per kind of page (the update route has two). */
async function pathChoices(route: RouteDef, loginId: string): Promise<string[][]> {
  const divisions = route.path.includes(':division') ? MEMBER_UPDATE_DIVISIONS : [undefined];
  const choices: string[][] = [];
  for (const division of divisions) {
    let paths = [route.path.replace(':division', division ?? '')];
    for (const [, param] of route.path.matchAll(/:(\w+)/g)) {
      if (param === 'division') continue;
      const ids = await candidates(param, division, route.path, loginId);
      paths = paths.flatMap((path) => ids.map((id) => path.replace(`:${param}`, id)));
    }
    choices.push(paths);
  }
  return choices;
}

/** A field by its label, which may carry the 「必須」 tag after the text. */
export function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*(${t('common.required')})?$`));
}

/** The requests of each watched page that have not answered yet. */
const requestsInFlight = new WeakMap<Page, Set<Request>>();

/** Keeps count of the page's requests in flight, for settled(); call it before the page's first wait. */
export function watchRequests(page: Page): Page {
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
export async function settled(page: Page): Promise<void> {
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
    if (Date.now() > deadline) {
      // Which requests and which busy element held it, so a failure on a loaded machine says what was slow.
      const inFlight = [...waiting].map((request) => `${request.method()} ${request.url()}`).join(', ');
      const shownBusy = await page.evaluate((selector) => [...document.querySelectorAll(selector)].map((element) => element.outerHTML.slice(0, 120)).join(' | '), BUSY).catch(() => '');
      throw new Error(`the page did not settle in ${SLOW.timeout} ms: ${waiting.size} requests in flight (${inFlight}), busy ${busy} (${shownBusy})`);
    }
  }
}

/**
 * Opens `path` the way the app moves between its pages: its router is told of a new address (a history entry and the
 * popstate event it listens to) and draws the page in the shell already loaded, as after a click on the side menu.
 * Loading the whole app again for each of the walk's ~250 visits (its scripts, its start-up calls, axe-core put into
 * each new document) was a third of the walk's time. The page counts as drawn once the shell says it drew the address
 * the browser shows (main's data-location, set when the router has run the page's checks and drawn it, or the address
 * a check sent it to). Watching main for any change was not enough: a late change of the page before it counted as
 * the new page, whose heading was not there yet, so the page was taken as refused and the walk went on to the next id
 * (in one CI run the cancel dialog of /Billing/HistoryDetail was never opened: likely walked on a done application
 * rather than the waiting one, which is tried first). Where the
 * shell is not shown, the address is the one shown already, or the page is not drawn within a few seconds, the
 * address is loaded. Opening each address directly is the subject of the direct-load walk below.
 */
async function openPath(page: Page, path: string): Promise<void> {
  const told = await page.evaluate((target) => {
    const shown = document.querySelector('main')?.dataset.location;
    if (shown === undefined || shown === new URL(target, location.href).pathname) return false;
    // The state the router's history keeps (its key and index), so the router takes the entry as one of its own.
    const index = (history.state as { idx?: number } | null)?.idx ?? 0;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    return true;
  }, path);
  const drawn = told && await page
    .waitForFunction(() => {
      const main = document.querySelector('main');
      return !main || main.dataset.location === location.pathname;
    }, undefined, { timeout: 5_000, polling: 'raf' })
    .then(() => true, () => false);
  if (!drawn) await page.goto(path);
}

/**
 * Opens `path`; true when the guards let the user see the route's page: its title is the page's heading. (A route
 * that only forwards, like /Corp/Confirm to the update page it belongs to, is checked where it forwards.)
 */
async function reached(page: Page, path: string, route: RouteDef): Promise<boolean> {
  await openPath(page, path);
  await settled(page);
  return (await page.locator('main h1').allTextContents()).includes(route.title);
}

/** What identifies a drawn page to its user: its heading and the entries of the side menu. */
async function shownOf(page: Page): Promise<{ heading: string[]; menu: string[] }> {
  return {
    heading: await page.locator('main h1').allTextContents(),
    menu: await page.locator('nav.twb-sidenav a').allTextContents(),
  };
}

/** The pages the walk reached by moving in the app, and what they showed: the direct-load test opens each by its address. */
const drawnInApp: { loginId: string; path: string; shown: Awaited<ReturnType<typeof shownOf>> }[] = [];

/** The dialogs the button walk opened, as "route path 「title」": the last test checks the walk reached them. */
const dialogsSeen: string[] = [];
/** What each press of the button walk did, by route path: the last test's message when a page's dialog was not reached. */
const pressesByRoute = new Map<string, string[]>();
/** At most this many different buttons are pressed on one page. */
const MAX_OPENERS = 12;

/**
 * Buttons of the page body that may open a dialog or a menu: not table headers or cells, not paging, not the
 * breadcrumbs, not submits. (Left out by the selector rather than looked at one by one: a list has a hundred.)
 */
const OPENER_BUTTONS = 'main button:not([disabled]):not([type="submit"]):not(:is(.twb-list-table, .twb-pager, .twb-page-header__crumbs) *)';

/** What the focus is on, as a short text for messages. */
export function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return '(nothing)';
    const label = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
    return `<${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}> ${label.slice(0, 40)}`;
  });
}

/** True when the focus is on a control of the open dialog (not its frame, not its header's close button). */
export function focusOnDialogControl(page: Page): Promise<boolean> {
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
 * Looks until `check` answers true or `timeoutMs` has passed; answers whether it did. (Not expect.poll: the walk's
 * tests run concurrently, and the shared expect belongs to no test once another concurrent test has ended.)
 */
async function becomesTrue(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
  pressesByRoute.set(routePath, [...(pressesByRoute.get(routePath) ?? []), `${path}: ${count} buttons`]);
  const pressed = (what: string) => pressesByRoute.get(routePath)?.push(what);
  // Repeated buttons (one per news item, per row) open the same dialog: each name is tried once.
  const tried = new Set<string>();
  for (let index = 0; index < count && tried.size < MAX_OPENERS; index += 1) {
    const button = openers().nth(index);
    if ((await button.count()) === 0) break;
    const name = (await button.getAttribute('aria-label')) ?? (await button.textContent())?.trim() ?? `#${index}`;
    if (tried.has(name)) continue;
    tried.add(name);
    // Marked for the overlay's axe check (OVERLAY_SCOPE), which looks at the overlay and what opened it.
    await button.evaluate((element) => element.setAttribute('data-axe-opener', ''));
    await button.focus();
    await page.keyboard.press('Enter');
    // Whatever the button does (a dialog, a menu, a page change, a download, a new search) has run its course.
    await settled(page);
    const dialog = page.getByRole('dialog').last();
    const popover = page.locator('.bp6-popover-content').last();
    if (await dialog.isVisible()) {
      const title = (await dialog.locator('.bp6-dialog-header h2').textContent()) ?? name;
      dialogsSeen.push(`${routePath} 「${title}」`);
      pressed(`「${name}」 opened the dialog 「${title}」`);
      problems.push(...(await axeProblems(page, `${where} dialog「${title}」`, OVERLAY_SCOPE)));
      // The dialog puts the focus on its first control once that can take it (a dialog's buttons wait for its data).
      if (!(await becomesTrue(() => focusOnDialogControl(page), 2000))) focus.push(`${where} dialog「${title}」 opened with the focus on ${await focusedText(page)}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', ...SLOW });
      const back = await becomesTrue(() => button.evaluate((element) => element === document.activeElement).catch(() => false), 2000);
      if (!back && (await button.count()) > 0) focus.push(`${where} dialog「${title}」 closed with the focus on ${await focusedText(page)}, not on「${name}」`);
    } else if (await popover.isVisible()) {
      pressed(`「${name}」 opened a menu`);
      problems.push(...(await axeProblems(page, `${where} menu of「${name}」`, OVERLAY_SCOPE)));
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'hidden', ...SLOW }).catch(() => undefined);
    } else {
      const focused = await focusedText(page);
      pressed(`「${name}」 opened nothing (now at ${new URL(page.url()).pathname}, focus on ${focused}; main: ${(await page.locator('main').innerText()).replace(/\s+/g, ' ').slice(0, 300)})`);
    }
    await page.evaluate(() => document.querySelectorAll('[data-axe-opener]').forEach((element) => element.removeAttribute('data-axe-opener'))).catch(() => undefined);
    if (new URL(page.url()).pathname !== path) await reached(page, path, { title: '' } as RouteDef).catch(() => undefined);
  }
  return { problems, focus };
}

const openContexts: BrowserContext[] = [];

async function signedInPage(loginId: string): Promise<Page> {
  const { context, page } = await newPage(e2e.browser, e2e.server.baseUrl);
  openContexts.push(context);
  watchRequests(page);
  await signInThroughApi(page, e2e.server.baseUrl, loginId);
  await page.goto('/');
  // Home drawn and done: the walk's first move in the app starts from a settled page (openPath).
  await settled(page);
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
/** The accounts every page is checked with where their guards let them in: the 責任者 and a department clerk. */
const LOGIN_IDS = ['admin01', 'clerk01'];
/** Their roles' permission codes: a route whose code the role lacks is not tried once the other account reached it. */
const AUTHORITIES: Readonly<Record<string, Authorities>> = {
  admin01: ROLE_AUTHORITIES[RoleType.CLERK_IN_CORPORATION],
  clerk01: ROLE_AUTHORITIES[RoleType.CLERK_IN_BILLING],
};
const newPools = () => new Map(LOGIN_IDS.map((loginId) => [loginId, new PagePool(loginId, PAGES_PER_ACCOUNT)]));
let pools = newPools();

/**
 * The widths every signed-in page is checked at: a desk screen and the spec's minimum body width (spec 1), where
 * tables, the header and the side menu are at their tightest. One signed-in page is resized between the two checks:
 * no second server, sign-in or page load per width.
 */
export const WIDTHS = [{ width: 1440, height: 900 }, { width: 1024, height: 768 }] as const;

const TRIES_AFTER_REACHED = 3;

/**
 * Opens each kind of the route's page with every account whose guards let it in (the ids that reach it), and runs
 * `check` on it; `first` is true for the first account that reached it (the dialogs are walked there only: their
 * content is the same for both). The page is opened at the width its first check is at (checkedWidths). Answers the
 * paths neither account could open.
 */
async function visitEach(route: RouteDef, check: (page: Page, where: string, first: boolean) => Promise<void>): Promise<string[]> {
  const missed: string[] = [];
  const kinds = await pathChoices(route, LOGIN_IDS[0]);
  for (const [kind, firstTries] of kinds.entries()) {
    let reachedBy = 0;
    for (const [loginId, pool] of pools) {
      // Once one account has reached the page, another whose role lacks the route's code is not sent to be refused,
      // and tries its own first few ids only (its own records come first): a clerk refused the route as a whole
      // would otherwise be refused once per id. (The guards' refusals are tested with the routes.)
      if (reachedBy > 0 && route.permission && !satisfies(AUTHORITIES[loginId], route.permission)) continue;
      const ownTries = loginId === LOGIN_IDS[0] ? firstTries : ((await pathChoices(route, loginId))[kind] ?? []);
      const tries = reachedBy > 0 ? ownTries.slice(0, TRIES_AFTER_REACHED) : ownTries;
      const done = await pool.use(async (page) => {
        await page.setViewportSize(checkedWidths(reachedBy === 0)[0]);
        for (const candidate of tries) {
          if (await reached(page, candidate, route)) {
            drawnInApp.push({ loginId, path: candidate, shown: await shownOf(page) });
            await check(page, `${candidate} (${loginId})`, reachedBy === 0);
            return true;
          }
        }
        return false;
      });
      if (done) reachedBy += 1;
    }
    if (reachedBy === 0) missed.push(firstTries[0] ?? route.path);
  }
  return missed;
}

/**
 * The widths a page is checked at with an account: every width with the first account that reached it, the
 * narrowest (where tables, the header and the side menu are at their tightest) with the other. What the width
 * changes is the layout, the same for both accounts; what the account changes is the content (rows, buttons), drawn
 * the same at each width: each is checked at both of its values, without the 2 x 2 product of the two (a quarter
 * of the walk's axe time).
 */
function checkedWidths(first: boolean): readonly (typeof WIDTHS)[number][] {
  return first ? WIDTHS : [WIDTHS[WIDTHS.length - 1]];
}

/**
 * axe on the page as it is at each of `widths`, the page resized in place where it is not at that width already; it
 * is left at the last width. What a resize sets off (a table choosing its columns, a menu folding) settles before the
 * check.
 */
export async function axeAtEachWidth(page: Page, where: string, widths: readonly (typeof WIDTHS)[number][] = WIDTHS): Promise<AxeProblem[]> {
  const problems: AxeProblem[] = [];
  for (const size of widths) {
    if (page.viewportSize()?.width !== size.width) {
      await page.setViewportSize(size);
      await settled(page);
    }
    problems.push(...(await axeProblems(page, `${where} ${size.width}px`)));
  }
  return problems;
}

/** The signed-in pages whose buttons must open these dialogs: the walk of the shard holding each checks it reached them. */
const ROUTES_WITH_DIALOGS = ['/User/Detail/:userId', '/Billing/Detail/:billingId', '/Corp/ClerkOfCorp/Detail/:clerkOfCorpId', '/Billing/HistoryDetail/:applicationId', '/Billing/Info'];

/** The routes of shard `shard` (0-based) of `shards`: every shards-th route of the table, so each holds long and short pages. */
export function shardRoutes(shard: number, shards: number): RouteDef[] {
  return shellRoutes.filter((_, index) => index % shards === shard);
}

/**
 * The walk of one shard, as the calling file's tests: one test per page (run at once, as many as the page pools lend
 * pages), and one that checks the walk opened the operation dialogs of its pages.
 */
export function describeRouteWalk(e2eSession: E2eSession, shard: number, shards: number): void {
  // The e2e project shares this module between the files of a worker (isolate: false): each walk starts afresh.
  session = e2eSession;
  pools = newPools();
  dialogsSeen.length = 0;
  pressesByRoute.clear();
  drawnInApp.length = 0;
  openContexts.length = 0;
  const routes = shardRoutes(shard, shards);
  afterAll(async () => {
    for (const context of openContexts) await context.close();
  });

describe(`axe: no violation of any impact (pages, part ${shard + 1} of ${shards}; ${LOGIN_IDS[0]} at ${WIDTHS.map((size) => `${size.width}px`).join(' and ')}, ${LOGIN_IDS[1]} at ${WIDTHS[WIDTHS.length - 1].width}px)`, () => {
  // Concurrent: as many at once as the page pools lend pages. The assertions use the test's own expect.
  test.concurrent.for(routes.map((route) => [route.path, route] as const))('on the page %s and the dialogs its buttons open', { timeout: 240_000 }, async ([, route], { expect }) => {
    const problems: AxeProblem[] = [];
    const focus: string[] = [];
    const missed = await visitEach(route, async (page, where, first) => {
      problems.push(...(await axeAtEachWidth(page, where, checkedWidths(first))));
      // The dialogs at the narrower width, with the first account that reached the page.
      if (!first) return;
      const dialogs = await checkDialogsOf(page, new URL(page.url()).pathname, `${where} ${WIDTHS[WIDTHS.length - 1].width}px`, route.path);
      problems.push(...dialogs.problems);
      focus.push(...dialogs.focus);
    });
    expect(missed, 'pages that neither account could open').toEqual([]);
    expect(problems, describeProblems(problems)).toEqual([]);
    expect(focus, 'focus of dialogs').toEqual([]);
  });

  test('each page above, opened by its address (a bookmark, a reload), shows the heading and side menu it showed when moved to', { timeout: 240_000 }, async ({ expect }) => {
    expect(drawnInApp.length, 'pages the walk reached').toBeGreaterThanOrEqual(routes.length);
    const differences: string[] = [];
    // As many at once as the pools lend pages, like the walk.
    await Promise.all(drawnInApp.map(({ loginId, path, shown }) => pools.get(loginId)?.use(async (page) => {
      await page.setViewportSize(WIDTHS[0]);
      await page.goto(path);
      await settled(page);
      const loaded = await shownOf(page);
      if (shown.menu.length === 0 || JSON.stringify(loaded) !== JSON.stringify(shown)) {
        differences.push(`${path} (${loginId}): moved to ${JSON.stringify(shown)}\n  loaded ${JSON.stringify(loaded)}`);
      }
    })));
    expect(differences, differences.join('\n')).toEqual([]);
  });

  test('the button walk above opened the operation dialogs of its pages (delete, suspend, cancel, order)', () => {
    const expected = ROUTES_WITH_DIALOGS.filter((path) => routes.some((route) => route.path === path));
    const routesWithDialogs = new Set(dialogsSeen.map((seen) => seen.slice(0, seen.indexOf(' '))));
    for (const path of expected) {
      expect(routesWithDialogs.has(path), `${path} among\n${dialogsSeen.join('\n')}\nits presses:\n${(pressesByRoute.get(path) ?? ['none: its page was not walked for dialogs']).join('\n')}`).toBe(true);
    }
    if (expected.includes('/User/Detail/:userId')) {
      expect(dialogsSeen).toContain(`/User/Detail/:userId 「${t('users.op.title', { operation: t('users.op.delete') })}」`);
    }
    if (expected.includes('/Billing/Detail/:billingId')) expect(dialogsSeen).toContain(`/Billing/Detail/:billingId 「${t('billing.detail.delete')}」`);
  });
});
}

/** Every page with operation dialogs is in some shard's walk (a renamed route would otherwise drop out unnoticed). */
export function missingRoutesWithDialogs(): string[] {
  return ROUTES_WITH_DIALOGS.filter((path) => !shellRoutes.some((route) => route.path === path));
}
