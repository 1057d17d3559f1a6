// Page weight in real Chromium against the built product (dist/web; this script builds nothing): the bytes a cold
// load of the sign-in page (/Login) and of the member list (/User/Info, signed in) transfers, JavaScript, CSS and
// API answers apart, as sent (compressed) and as JavaScript gzip -9 of the files loaded; next to the baseline of
// bare React + ReactDOM (production, minified, gzip -9). Also flags any text answer over 1 KB sent uncompressed
// and any hashed asset without a year-long immutable cache.
// Goal (issue 11): the sign-in page's JavaScript at most 150 KB gzip; prints NOT met and exits 1 otherwise.
// Usage: node scripts/bench-page-weight.mjs [--json]
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync, constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';

register();
const { createApp } = await import('../server/app.ts');
const { t } = await import('../core/i18n/index.ts');

const root = fileURLToPath(new URL('../', import.meta.url));
const webDist = `${root}dist/web/`;
const asJson = process.argv.includes('--json');
export const LOGIN_JS_BUDGET_BYTES = 150 * 1024;
const PASSWORD = 'DemoPass2026';
const CODE = 'DemoCode2026';
/** Same flags as tests/support/browser.ts. */
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const SLOW = { timeout: 30_000 };

const log = (text) => {
  if (!asJson) console.log(text);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (buffer) => gzipSync(buffer, { level: zlib.Z_BEST_COMPRESSION }).length;

/** Bare React + ReactDOM as an app would ship them: production, minified, one bundle; its gzip size. */
async function reactBaseline() {
  const result = await build({
    stdin: {
      contents: "import { createElement } from 'react'; import { createRoot } from 'react-dom/client';\n"
        + "createRoot(document.getElementById('root')).render(createElement('p', null, 'hello'));",
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { raw: code.length, gzip: gzipSize(code) };
}

function kindOf(url, contentType) {
  if (/javascript/.test(contentType) || url.pathname.endsWith('.js')) return 'js';
  if (/css/.test(contentType) || url.pathname.endsWith('.css')) return 'css';
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/asynchronousApi/')) return 'api';
  if (/html/.test(contentType)) return 'html';
  return 'other';
}

/** Loads `path` in a fresh page with the cache off and sums what went over the wire, by kind. */
async function weigh(context, path, waitFor) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const entries = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    if (!response) return;
    const sizes = await request.sizes();
    const headers = await response.allHeaders();
    const url = new URL(request.url());
    entries.push({
      url,
      kind: kindOf(url, headers['content-type'] ?? ''),
      wire: sizes.responseBodySize,
      encoding: headers['content-encoding'] ?? null,
      cacheControl: headers['cache-control'] ?? '',
      status: response.status(),
    });
  });
  await page.goto(path, { waitUntil: 'networkidle', ...SLOW });
  await waitFor(page);
  await page.waitForLoadState('networkidle', SLOW);
  await page.close();
  const sum = (kind) => entries.filter((e) => e.kind === kind).reduce((total, e) => total + e.wire, 0);
  // The gzip measure of the goal: the JavaScript files this page loaded, each gzip -9 as built.
  const jsFiles = entries.filter((e) => e.kind === 'js' && e.url.pathname.startsWith('/assets/'));
  const jsGzip = jsFiles.reduce((total, e) => total + gzipSize(readFileSync(`${webDist}${e.url.pathname.slice(1)}`)), 0);
  const problems = [];
  for (const e of entries) {
    if (['js', 'css', 'html', 'api'].includes(e.kind) && e.wire > 1024 && !e.encoding) problems.push(`${e.url.pathname}: ${kb(e.wire)} sent uncompressed`);
    if (e.url.pathname.startsWith('/assets/') && e.status === 200 && !/max-age=31536000/.test(e.cacheControl)) problems.push(`${e.url.pathname}: cache-control "${e.cacheControl}"`);
  }
  return {
    path,
    requests: entries.length,
    jsFiles: jsFiles.length,
    js: sum('js'),
    css: sum('css'),
    api: sum('api'),
    html: sum('html'),
    other: sum('other'),
    total: entries.reduce((total, e) => total + e.wire, 0),
    jsGzip,
    problems,
  };
}

async function signIn(context) {
  const page = await context.newPage();
  await page.goto('/Login', SLOW);
  await page.getByLabel(t('auth.login.loginId')).fill('admin01');
  await page.getByLabel(t('auth.login.password')).fill(PASSWORD);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await page.waitForURL('**/CodeAuth', SLOW);
  await page.getByLabel(t('auth.codeAuth.code')).fill(CODE);
  await page.getByRole('button', { name: t('auth.codeAuth.submit') }).click();
  await page.waitForURL((url) => url.pathname === '/', SLOW);
  await page.close();
}

function printPage(label, weight, baseline) {
  log(`${label} (${weight.path}): ${weight.requests} requests, ${kb(weight.total)} transferred`);
  log(`  JavaScript ${kb(weight.js)} sent (${weight.jsFiles} files), ${kb(weight.jsGzip)} gzip -9 = ${(weight.jsGzip / baseline.gzip).toFixed(2)} x bare React + ReactDOM`);
  log(`  CSS ${kb(weight.css)} sent, API ${kb(weight.api)}, HTML ${kb(weight.html)}, other ${kb(weight.other)}`);
  for (const problem of weight.problems) log(`  PROBLEM ${problem}`);
}

let app;
let browser;
try {
  if (!existsSync(`${webDist}index.html`)) throw new Error('dist/web is not built: run npm run build first');
  const baseline = await reactBaseline();
  app = await createApp({ dataDir: 'memory://', seed: true, logger: false, webDist });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const baseURL = `http://127.0.0.1:${address.port}`;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

  const anonymous = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const login = await weigh(anonymous, '/Login', (page) => page.getByLabel(t('auth.login.loginId')).waitFor(SLOW));
  await anonymous.close();

  const signedIn = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await signIn(signedIn);
  const members = await weigh(signedIn, '/User/Info', (page) => page.locator('.twb-data-list__counter').filter({ hasText: /\d+ - \d+ \/ \d+/ }).waitFor(SLOW));
  await signedIn.close();

  const met = login.jsGzip <= LOGIN_JS_BUDGET_BYTES;
  const problems = [...login.problems, ...members.problems];
  if (asJson) {
    console.log(JSON.stringify({ baseline, login, members, budget: LOGIN_JS_BUDGET_BYTES, met, problems }, (key, value) => (key === 'url' ? String(value) : value)));
  } else {
    log(`baseline: bare React + ReactDOM ${kb(baseline.raw)} minified, ${kb(baseline.gzip)} gzip -9`);
    printPage('sign-in page', login, baseline);
    printPage('member list', members, baseline);
    log(`goal: sign-in JavaScript at most ${kb(LOGIN_JS_BUDGET_BYTES)} gzip: ${met ? 'met' : 'NOT met'} (${kb(login.jsGzip)})`);
    log(`compression and caching: ${problems.length === 0 ? 'every text answer over 1 KB compressed, every hashed asset immutable' : `${problems.length} PROBLEM(S)`}`);
  }
  process.exitCode = met && problems.length === 0 ? 0 : 1;
} finally {
  await browser?.close();
  await app?.close();
}
