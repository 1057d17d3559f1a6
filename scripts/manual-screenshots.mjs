// Takes the screenshots the manual PDFs print (server/site/manual/assets/*.png) from the running product with its demo
// data, so they can be taken again when screens change: `npm run build && node scripts/manual-screenshots.mjs`.
// Starts the built server on a spare port with a fresh demo database, unless BASE_URL names a running one
// (e.g. BASE_URL=http://localhost:8080 after `npm start`). Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const assets = join(root, 'server', 'site', 'manual', 'assets');
const PASSWORD = 'DemoPass2026';
const CODE = 'DemoCode2026';
/** About 1024 px wide and one screen tall: legible at A4 width, small in the repository. */
const VIEWPORT = { width: 1024, height: 680 };

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'twb-manual-shots-'));
  const port = String(18000 + Math.floor(Math.random() * 1000));
  const child = spawn(process.execPath, [join(root, 'dist', 'server', 'server.js')], {
    cwd: root,
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => { child.kill(); rmSync(dataDir, { recursive: true, force: true }); };
  // Seeding the demo data takes a minute on a busy machine: up to five are waited for, then the script says so.
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/Login`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i === 600) {
      stop();
      throw new Error(`the server on ${baseUrl} did not answer within five minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseUrl, stop };
}

async function signIn(page, loginId) {
  await page.goto('/Login');
  await page.getByLabel('ログインID').fill(loginId);
  await page.getByLabel('パスワード').fill(PASSWORD);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL('**/CodeAuth');
  await page.getByLabel('確認コード').fill(CODE);
  await page.getByRole('button', { name: '認証する' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Waits for the page to settle (data loaded, spinners gone) and writes one viewport-sized PNG. */
async function shot(page, name) {
  await page.waitForLoadState('networkidle');
  await page.locator('.bp6-spinner').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  // The sign-in toast would cover the page: close what toasts there are.
  for (const close of await page.locator('.bp6-toast button').all()) await close.click().catch(() => undefined);
  await page.waitForTimeout(300);
  const path = join(assets, `${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  console.log(`${name}.png ${Math.round(statSync(path).size / 1024)} KB`);
}

async function visit(page, path, name) {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await shot(page, name);
}

const server = process.env.BASE_URL ? { baseUrl: process.env.BASE_URL, stop: () => undefined } : await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await page.goto('/Login');
  await page.getByLabel('ログインID').waitFor();
  await shot(page, 'login');

  // 責任者 (responsible person) screens.
  await signIn(page, 'admin01');
  await shot(page, 'home-responsible');
  await visit(page, '/Corp/Detail', 'corp-detail');
  await visit(page, '/Billing/Info', 'billing-info');
  await visit(page, '/Corp/ClerkOfCorp/Info', 'clerks-corp');
  await visit(page, '/ShareCharge/Info', 'charges-share');
  await visit(page, '/Payment/ChargeBranchNoChange', 'payment-branches');
  await visit(page, '/FlexContract/Info', 'flex-contracts');
  await visit(page, '/CsvUploadHistory', 'upload-history');
  await context.clearCookies();

  // 部署担当者 (department clerk) screens.
  await signIn(page, 'clerk01');
  await shot(page, 'home-clerk');
  await visit(page, '/User/Info', 'user-info');
  await page.locator('main a[href^="/User/Detail/"]').first().click();
  await page.waitForURL('**/User/Detail/**');
  await page.locator('h1').first().waitFor();
  await shot(page, 'user-detail');
  await visit(page, '/User/Register', 'user-register');
  await visit(page, '/Reservation/Info', 'reservations');
  await visit(page, '/Usage/Usage', 'usage');
  await visit(page, '/FlexUser/Info', 'flex-users');
  await context.close();
} finally {
  await browser.close();
  server.stop();
}
