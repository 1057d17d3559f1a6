// The built web app under the server's Content-Security-Policy in real Chromium: the sign-in page, home, the member
// list and a member's detail, a clerk page, the upload wizard and a dialog raise no CSP violation, with plain cookies
// and with COOKIE_SECURE (__Host- cookies, which the web must read to send its anti-forgery header).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { t } from '../../core/i18n';
import { newPage } from '../support/browser';
import { e2eSession, signInThroughPages } from '../support/e2e-session';
import { startTestServer, type TestServer } from '../support/server';

const e2e = e2eSession();

/** Page chunks load on first visit; the server answers within a few seconds even on a busy machine. */
const SLOW = { timeout: 15_000 };

interface WatchedPage {
  page: Page;
  /** Every securitypolicyviolation event and every CSP error on the console, as text. */
  violations: string[];
}

const contexts: BrowserContext[] = [];

afterAll(async () => {
  while (contexts.length) await contexts.pop()?.close();
});

/** A page whose CSP violations are collected from the first document on (the listener is in place before any script). */
async function watchedPage(baseUrl: string): Promise<WatchedPage> {
  const { context, page } = await newPage(e2e.browser, baseUrl);
  contexts.push(context);
  const violations: string[] = [];
  await context.exposeBinding('twbReportCspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { twbReportCspViolation(text: string): void }).twbReportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`console ${message.type()}: ${message.text()}`);
  });
  return { page, violations };
}

/** Lets late work (lazy chunks, fonts, the table's resize sensor) run before violations are counted. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

async function signIn(watched: WatchedPage): Promise<void> {
  const { page } = watched;
  const login = await page.goto('/Login');
  // The policy really is on the document the browser runs.
  expect(login?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByLabel(t('auth.login.loginId')).waitFor(SLOW);
  await settle(page);
  await signInThroughPages(page, 'admin01');
  await page.waitForURL((url) => url.pathname === '/', SLOW);
  await page.getByText(t('home.news.title')).first().waitFor(SLOW);
  await settle(page);
}

async function memberWithApproval(server: TestServer): Promise<string> {
  const rows = await server.db.query<{ id: number }>(
    `select id from users where corporation_id = 1 and role_type is null and login_id like 'm%' and approval_division = 1
       and delete_flg = false order by id limit 1`,
  );
  if (!rows[0]) throw new Error('no demo member waiting for approval');
  return String(rows[0].id);
}

async function userIdOf(server: TestServer, loginId: string): Promise<string> {
  const rows = await server.db.query<{ id: number }>('select id from users where login_id = $1', [loginId]);
  if (!rows[0]) throw new Error(`no user ${loginId}`);
  return String(rows[0].id);
}

/** Walks the pages of the brief: lists (Blueprint tables), a detail, a clerk page, the upload wizard and a dialog. */
async function walkThePages(watched: WatchedPage, server: TestServer): Promise<void> {
  const { page } = watched;
  await page.goto('/User/Info');
  await expect.poll(() => page.locator('.twb-data-list__counter').textContent(), SLOW).toMatch(/\d/);
  await settle(page);

  await page.goto(`/User/Detail/${await memberWithApproval(server)}`);
  await page.locator('.twb-member-detail .twb-detail__actions').waitFor(SLOW);
  await settle(page);
  await page.getByRole('button', { name: t('users.op.approve'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('users.op.title', { operation: t('users.op.approve') }) });
  await dialog.waitFor(SLOW);
  await settle(page);
  await dialog.getByRole('button', { name: t('common.cancel') }).click();
  await expect.poll(() => page.getByRole('dialog').count(), SLOW).toBe(0);

  await page.goto('/Corp/ClerkOfCorp/Info');
  await expect.poll(() => page.locator('.twb-data-list__counter').textContent(), SLOW).toMatch(/\d/);
  await settle(page);
  await page.goto(`/Corp/ClerkOfCorp/Detail/${await userIdOf(server, 'admin01')}`);
  await page.getByText('admin01').first().waitFor(SLOW);
  await settle(page);

  await page.goto('/User/Upload');
  await page.getByText(t('uploadPages.download.lead')).waitFor(SLOW);
  await page.getByRole('button', { name: t('common.next') }).click();
  // A file with an error: the wizard lists it in its problems table.
  const header = '処理区分,会員ID,部署名,氏名（姓）,氏名（名）,フリガナ（セイ）,フリガナ（メイ）,社員番号,メールアドレス,備考,削除';
  const file = Buffer.from([header, 'Edit,,未登録部,新規,会員,シンキ,カイイン,E-9002,not-a-mail,,'].join('\r\n'), 'utf8');
  await page.getByLabel(t('uploadPages.input.file'), { exact: true }).setInputFiles({ name: 'upload.csv', mimeType: 'text/csv', buffer: file });
  await page.getByRole('table', { name: t('uploadPages.problems.label') }).waitFor(SLOW);
  await settle(page);
}

describe('the Content-Security-Policy in Chromium', () => {
  test('the collector sees a violation: an injected inline script is blocked and reported', async () => {
    const watched = await watchedPage(e2e.server.baseUrl);
    await watched.page.goto('/Login');
    await watched.page.getByLabel(t('auth.login.loginId')).waitFor(SLOW);
    const ran = await watched.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.twbInlineRan = true;';
      document.body.append(script);
      return (window as unknown as { twbInlineRan?: boolean }).twbInlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => watched.violations.some((v) => v.startsWith('script-src-elem blocked inline'))).toBe(true);
  });

  test('sign-in, home, members, a member detail and its dialog, clerks and the upload wizard raise no violation', async () => {
    const watched = await watchedPage(e2e.server.baseUrl);
    await signIn(watched);
    expect(watched.violations).toEqual([]);
    await walkThePages(watched, e2e.server);
    expect(watched.violations).toEqual([]);
  });
});

describe('with COOKIE_SECURE', () => {
  let secure: TestServer | undefined;

  beforeAll(async () => {
    secure = await startTestServer({ cookieSecure: true });
  });
  afterAll(async () => {
    await secure?.close();
  });

  test('the web signs in through the __Host- cookies (its anti-forgery header read from them) with no violation', async () => {
    if (!secure) throw new Error('the COOKIE_SECURE server did not start');
    const watched = await watchedPage(secure.baseUrl);
    await signIn(watched);
    const cookies = await watched.page.context().cookies();
    const names = cookies.map((cookie) => cookie.name).sort();
    // The device cookie marks a browser that has signed in (server/auth/sign-in-devices.ts).
    expect(names).toEqual(['__Host-twb_csrf', '__Host-twb_device', '__Host-twb_session']);
    expect(cookies.every((cookie) => cookie.secure && cookie.path === '/')).toBe(true);
    await walkThePages(watched, secure);
    expect(watched.violations).toEqual([]);
  });
});
