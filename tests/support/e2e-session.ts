// One browser test file's session: a fresh seeded server and Chromium for the file, a browser context per page that
// is closed after each test, and signing in (through the real login and confirmation-code pages, or their calls).
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { t } from '../../core/i18n';
import { launchBrowser, newPage, recordFailure, saveTraces } from './browser';
import { DEMO_CODE, DEMO_PASSWORD, startTestServer, TestCaller, type TestServer } from './server';
import { ensureWebBuilt } from './web-build';

export interface E2eSession {
  readonly server: TestServer;
  readonly browser: Browser;
  /** A page in a new browser context on `baseUrl` (the session's server unless told), at `path` when given. */
  openPage(path?: string, baseUrl?: string): Promise<Page>;
  /** A page signed in as `loginId` (through the API: signInThroughApi), on home. */
  signedIn(loginId?: string, baseUrl?: string): Promise<Page>;
}

/** Fills /Login and then /CodeAuth with the demo secrets; the page ends wherever the app sends it next. */
export async function signInThroughPages(page: Page, loginId: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(t('auth.login.loginId')).fill(loginId);
  await page.getByLabel(t('auth.login.password')).fill(password);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await page.waitForURL('**/CodeAuth');
  await page.getByLabel(t('auth.codeAuth.code')).fill(DEMO_CODE);
  await page.getByRole('button', { name: t('auth.codeAuth.submit') }).click();
}

/** A Set-Cookie line as Playwright takes a cookie for the host of `baseUrl`; null for one that clears its cookie. */
function browserCookie(line: string, baseUrl: string): Parameters<BrowserContext['addCookies']>[0][number] | null {
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  const name = pair.slice(0, equals);
  const value = pair.slice(equals + 1);
  const attribute = (key: string) => attributes.find((part) => part.toLowerCase().startsWith(key))?.split('=')[1];
  const maxAge = attribute('max-age');
  if (value === '' || maxAge === '0') return null;
  const sameSite = attribute('samesite')?.toLowerCase();
  return {
    name,
    value,
    domain: new URL(baseUrl).hostname,
    path: attribute('path') ?? '/',
    httpOnly: attributes.some((part) => part.toLowerCase() === 'httponly'),
    secure: attributes.some((part) => part.toLowerCase() === 'secure'),
    sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
    ...(maxAge ? { expires: Math.floor(Date.now() / 1000) + Number(maxAge) } : {}),
  };
}

/**
 * Signs the page's browser context in with the two calls the sign-in pages make (password, then confirmation code)
 * and gives it the cookies they set, with their attributes. For the tests whose subject is not the sign-in: going
 * through /Login and /CodeAuth cost each of ~60 tests two page steps; the pages themselves are what
 * tests/e2e/sign-in.e2e.test.ts and the accessibility tests go through.
 */
export async function signInThroughApi(page: Page, baseUrl: string, loginId: string): Promise<void> {
  const caller = new TestCaller(baseUrl);
  const lines = new Map<string, string>();
  const steps: [string, object][] = [['/api/login', { loginId, password: DEMO_PASSWORD }], ['/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE }]];
  for (const [path, body] of steps) {
    const answer = await caller.post(path, body);
    if (answer.status !== 200) throw new Error(`sign-in of ${loginId}: ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    for (const line of answer.setCookies) lines.set(line.slice(0, line.indexOf('=')), line);
  }
  const cookies = [...lines.values()].map((line) => browserCookie(line, baseUrl)).filter((cookie) => cookie !== null);
  await page.context().addCookies(cookies);
}

/**
 * TWB_E2E_TRACE=1 records a Playwright trace of every page (`npx playwright-core show-trace <zip>` replays it) and
 * keeps those of failed tests beside their screenshots: what the page did step by step, for a failure that only
 * a loaded machine shows. Off by default (tracing costs time).
 */
const TRACE = process.env.TWB_E2E_TRACE === '1';

/** Registers the file's hooks; call once at the top level of a test file. */
export function e2eSession(): E2eSession {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  // The production build logs a message whose catalogue was not loaded and shows its key (core/i18n): any such
  // log fails the test, so a page that draws before its catalogue arrives cannot pass unnoticed.
  const missingMessages: string[] = [];

  beforeAll(async () => {
    ensureWebBuilt();
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(async (context) => {
    // A failed test leaves what its pages showed: a screenshot (git-ignored) and the address and text in the output,
    // so a failure on a loaded CI machine can be understood without running it again.
    const failed = context.task.result?.state === 'fail';
    if (failed) await recordFailure(context.task.name, contexts);
    if (TRACE) await saveTraces(failed ? context.task.name : undefined, contexts);
    while (contexts.length) await contexts.pop()?.close();
    const missing = missingMessages.splice(0);
    expect(missing, 'messages shown before their catalogue was loaded').toEqual([]);
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`e2e session: the ${what} is not started (use it inside a test)`);
    return value;
  };
  const session: E2eSession = {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async openPage(path, baseUrl) {
      const { context, page } = await newPage(session.browser, baseUrl ?? session.server.baseUrl);
      contexts.push(context);
      if (TRACE) await context.tracing.start({ screenshots: true, snapshots: true });
      page.on('console', (message) => {
        if (message.type() === 'error' && /^message ".+" is not loaded/.test(message.text())) missingMessages.push(`${page.url()}: ${message.text()}`);
      });
      if (path) await page.goto(path);
      return page;
    },
    async signedIn(loginId = 'admin01', baseUrl) {
      const page = await session.openPage(undefined, baseUrl);
      await signInThroughApi(page, baseUrl ?? session.server.baseUrl, loginId);
      await page.goto('/');
      // The signed-in shell, not the sign-in page a refused session would be sent to.
      await page.locator('nav.twb-sidenav').waitFor();
      return page;
    },
  };
  return session;
}
