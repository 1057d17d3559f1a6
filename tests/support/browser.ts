// Real Chromium for end-to-end tests: Debian's Chromium (chromium-path.ts) driven by playwright-core, one context per test.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from './chromium-path';

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'ja-JP' });
  const page = await context.newPage();
  return { context, page };
}

const SHOTS_DIR = join(process.cwd(), 'tests', 'screenshots');

/** Screenshots are for people to look at; they are git-ignored. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

const FAILURES_DIR = join(process.cwd(), 'test-results', 'e2e-failures');

const failureSlug = (testName: string): string => testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);

/**
 * What the open pages of a failed test showed: each page's address and the start of its text on stderr, and a
 * screenshot under test-results/ (git-ignored). Best effort: a closed page or a crashed browser is skipped.
 */
export async function recordFailure(testName: string, contexts: readonly BrowserContext[]): Promise<void> {
  mkdirSync(FAILURES_DIR, { recursive: true });
  const slug = failureSlug(testName);
  let index = 0;
  for (const context of contexts) {
    for (const page of context.pages()) {
      index += 1;
      const file = join(FAILURES_DIR, `${slug}-${index}.png`);
      const text = await page.locator('body').innerText({ timeout: 2000 }).catch(() => '(no text)');
      await page.screenshot({ path: file, fullPage: true, timeout: 5000 }).catch(() => undefined);
      console.error(`e2e failure "${testName}", page ${index}: ${page.url()}\n${text.slice(0, 1500)}\n(screenshot: ${file})`);
    }
  }
}

/** Stops the contexts' traces, keeping them under test-results/ only for a failed test (`testName` given). */
export async function saveTraces(testName: string | undefined, contexts: readonly BrowserContext[]): Promise<void> {
  let index = 0;
  for (const context of contexts) {
    index += 1;
    const path = testName === undefined ? undefined : join(FAILURES_DIR, `${failureSlug(testName)}-${index}.trace.zip`);
    await context.tracing.stop(path === undefined ? {} : { path }).catch(() => undefined);
  }
}
