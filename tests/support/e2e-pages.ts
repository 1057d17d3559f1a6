// What the browser tests of the plugin pages share: the wait for a slow machine, the side navigation, and the two
// outcomes of opening a guarded page by its URL (reached, or sent home with the permission message).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { t } from '../../core/i18n';

export const SLOW = { timeout: 15_000 };

export const sideNav = (page: Page) => page.getByRole('navigation', { name: t('shell.sideNav.label') });

/** Opens `path` and expects home with the permission message (a route guard or condition refused it). */
export async function expectDeniedHome(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/', SLOW);
  await expect.poll(() => page.getByText(t('error.permission')).count(), SLOW).toBeGreaterThan(0);
}

/** Opens `path` and expects the page whose heading is `title`. */
export async function expectReached(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect.poll(() => page.locator('main h1').allTextContents(), SLOW).toContain(title);
}
