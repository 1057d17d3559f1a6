// What the browser tests of the plugin pages share: the wait for a slow machine, the side navigation, and the two
// outcomes of opening a guarded page by its URL (reached, or sent home with the permission message).
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
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

/**
 * Ticks or clears a Blueprint checkbox or radio. Blueprint draws the control over its hidden input, so Playwright's
 * check() on the input finds the drawing in the way; forcing it skips the wait for the control to stand still, and a
 * click aimed at a popover still growing into place missed (CI: "Clicking the checkbox did not change its state").
 * The label takes the click once it stands still, and the input's state says it landed.
 */
export async function setChoice(control: Locator, checked = true): Promise<void> {
  if ((await control.isChecked()) === checked) return;
  await control.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => control.isChecked(), SLOW).toBe(checked);
}
