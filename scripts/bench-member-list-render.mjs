// Member list page (/User/Info) in real Chromium: how long the (windowed) table takes to show a page, and whether
// scrolling through it stays smooth. Three cases, measured interleaved run by run against the in-process server:
//   baseline  the same page with 50 rows (the list call rewritten to limit=50 on its way to the server),
//   500 rows  a real page of corporation 1 (extra members inserted so it has more than 500),
//   10,000    a synthetic answer of 10,000 rows cloned from a real one (page.route answers the list call).
// For each: navigation start to the first frame after the counter shows "1 - N / total" (render), then a scroll
// through the whole table in SCROLL_STEPS steps while requestAnimationFrame records frame intervals and a
// 'longtask' PerformanceObserver records main-thread tasks over 50 ms, and CDP's Performance.getMetrics gives the
// renderer main thread's CPU time spent on each step (with script / layout / style time over the scroll). Render
// is reported as a ratio to the baseline (the machine is shared and noisy); smoothness as the p95 frame interval,
// frames over 50 ms and long tasks during the scroll, which stalls from other processes inflate too, so the
// verdict also says whether any single step cost the page itself over 50 ms of CPU.
// Usage: node scripts/bench-member-list-render.mjs [runs=5] [--json]
/* global window, document, requestAnimationFrame, MutationObserver */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';

register();
const { createApp } = await import('../server/app.ts');
const { t } = await import('../core/i18n/index.ts');

const root = fileURLToPath(new URL('../', import.meta.url));
const webDist = `${root}dist/web/`;
const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 5);
const asJson = process.argv.includes('--json');
const WARMUP = 1;
const SCROLL_STEPS = 40;
/** One scroll step every this many ms: a brisk wheel or scrollbar drag, fast enough to show dropped frames. */
const STEP_MS = 50;
const LONG_FRAME_MS = 50;
/** Before scrolling, the page must have had no long task for this long (the first load's work is done). */
const SETTLE_MS = 500;
const SETTLE_LIMIT_MS = 10_000;
/** CDP Performance metrics read around the scroll: main-thread CPU time, then the kinds of work it went to. */
const WORK_METRICS = ['ThreadTime', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];
const EXTRA_MEMBERS = 600;
const SYNTHETIC_ROWS = 10_000;
const BASELINE_ROWS = 50;
const PASSWORD = 'DemoPass2026';
const CODE = 'DemoCode2026';
/** Same flags as tests/support/browser.ts. */
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const LIST_CALL = '**/api/users/tenant/users*';
const SLOW = { timeout: 30_000 };

const log = (text) => {
  if (!asJson) console.log(text);
};

function ensureWebBuilt() {
  if (existsSync(`${webDist}index.html`)) return;
  log('dist/web is missing: building the web app first');
  const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts'], { cwd: root, stdio: asJson ? 'ignore' : 'inherit' });
  if (build.status !== 0) throw new Error(`vite build exited with ${build.status}`);
}

/** Generated members in corporation 1, copies of a demo member, so its default list runs over one page of 500. */
async function addMembers(db) {
  await db.query(
    `insert into users (login_id, password_hash, corporation_id, department_id, user_last_name, user_first_name,
       user_last_name_kana, user_first_name_kana, user_code, mail_address, trinity_code, approval_division,
       password_reset_flg, department_display_order, created_at, last_updated)
     select 'r' || g, u.password_hash, u.corporation_id, u.department_id, u.user_last_name, u.user_first_name,
       u.user_last_name_kana, u.user_first_name_kana, 'R' || g, 'render' || g || '@mirai-works.co.jp', u.trinity_code, 2,
       0, u.department_display_order, now(), now()
     from generate_series(1, $1::int) g, (select * from users where login_id = 'm100001') u`,
    [EXTRA_MEMBERS],
  );
}

/**
 * Runs in the page before its own scripts: records long tasks, and the moment (plus the next frame) the list
 * counter first shows a count, so render time does not depend on how often Playwright polls.
 */
function instrumentPage() {
  const probe = { longTasks: [], counterAt: null, counterFrameAt: null, counterText: null };
  window.__twbBench = probe;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    probe.longTasksUnsupported = true;
  }
  const counted = /^[\d,]+ - [\d,]+ \/ [\d,]+$/;
  const check = () => {
    if (probe.counterAt !== null) return;
    const text = document.querySelector('.twb-data-list__counter')?.textContent?.trim() ?? '';
    if (!counted.test(text)) return;
    probe.counterAt = performance.now();
    probe.counterText = text;
    requestAnimationFrame(() => {
      probe.counterFrameAt = performance.now();
    });
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Runs in the page: starts recording the time of every frame until stopFrames(). */
function startFrames() {
  const probe = window.__twbBench;
  probe.frames = [];
  probe.recording = true;
  probe.scrollStart = performance.now();
  const onFrame = (time) => {
    probe.frames.push(time);
    if (probe.recording) requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
}

/** Runs in the page: one scroll step of the table's scroll box, resolved once the table has drawn it. */
async function scrollStep({ step, steps }) {
  const container = document.querySelector('.twb-list-table');
  if (!container) throw new Error('no table scroll container');
  const distance = container.scrollHeight - container.clientHeight;
  container.scrollTop = Math.round((distance * step) / steps);
  // The scroll event runs in the next frame, the table redraws in it and paints in the one after.
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  return { distance, reachedBottom: Math.abs(container.scrollTop - distance) <= 1 };
}

/** Runs in the page: stops the frame recorder; frame intervals and the long tasks that overlapped the scroll. */
function stopFrames() {
  const probe = window.__twbBench;
  probe.recording = false;
  const end = performance.now();
  const intervals = probe.frames.slice(1).map((time, i) => time - probe.frames[i]);
  const longTasks = probe.longTasks.filter((task) => task.start + task.duration >= probe.scrollStart && task.start <= end);
  return { scrollMs: end - probe.scrollStart, intervals, longTasks: longTasks.map((task) => task.duration) };
}

/** Runs in the page: ms since the last long task ended (since the navigation when there was none). */
function quietForMs() {
  return performance.now() - Math.max(0, ...window.__twbBench.longTasks.map((task) => task.start + task.duration));
}

function quantile(values, q) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const round = (value, digits = 1) => Number(value.toFixed(digits));

/** Signs in through the login and confirmation-code screens, as a person does; the context keeps the cookies. */
async function signIn(context) {
  const page = await context.newPage();
  try {
    await page.goto('/Login');
    await page.getByLabel(t('auth.login.loginId')).fill('admin01');
    await page.getByLabel(t('auth.login.password')).fill(PASSWORD);
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await page.waitForURL('**/CodeAuth', SLOW);
    await page.getByLabel(t('auth.codeAuth.code')).fill(CODE);
    await page.getByRole('button', { name: t('auth.codeAuth.submit') }).click();
    await page.waitForURL((url) => url.pathname === '/', SLOW);
  } finally {
    await page.close();
  }
}

/** A list answer of `count` rows shaped exactly like the real one: its rows cloned with distinct ids and names. */
function syntheticAnswer(real, count) {
  const template = real.rows;
  const rows = Array.from({ length: count }, (_, i) => {
    const source = template[i % template.length];
    const n = String(i + 1).padStart(5, '0');
    return {
      ...source,
      userId: String(900_000 + i),
      loginId: `s${n}`,
      userName: `${source.userName}${n}`,
      userCode: `S${n}`,
      mailAddress: `synthetic${n}@mirai-works.co.jp`,
      status: { ...source.status },
    };
  });
  return JSON.stringify({ ...real, rows, totalCount: count });
}

const started = performance.now();
let app = null;
let browser = null;
try {
  ensureWebBuilt();
  app = await createApp({ dataDir: 'memory://', seed: true, logger: false, webDist });
  await addMembers(app.db);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address();
  const baseURL = `http://127.0.0.1:${port}`;

  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'ja-JP' });
  await context.addInitScript(instrumentPage);
  await signIn(context);

  const realAnswer = await context.request.get('/api/users/tenant/users');
  if (!realAnswer.ok()) throw new Error(`the member list answered ${realAnswer.status()}`);
  const real = await realAnswer.json();
  if (real.rows.length !== 500) throw new Error(`expected a full page of 500 members, got ${real.rows.length}`);
  const synthetic = syntheticAnswer(real, SYNTHETIC_ROWS);

  const cases = [
    {
      name: `baseline: ${BASELINE_ROWS} rows (real server)`, rows: BASELINE_ROWS, baseline: true,
      route: (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('limit', String(BASELINE_ROWS));
        return route.continue({ url: url.toString() });
      },
    },
    { name: '500 rows: one real page of corporation 1', rows: 500, route: (route) => route.continue() },
    {
      name: `${SYNTHETIC_ROWS.toLocaleString('en-US')} rows: synthetic answer`, rows: SYNTHETIC_ROWS,
      route: (route) => route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', body: synthetic }),
    },
  ];

  /** The renderer's counters in seconds: ThreadTime is its main thread's CPU time, the others where it went. */
  const rendererSeconds = async (cdp) => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(metrics.filter((m) => WORK_METRICS.includes(m.name)).map((m) => [m.name, m.value]));
  };

  /** Waits until the page has loaded its list and gone quiet (no long task for SETTLE_MS), at most SETTLE_LIMIT_MS. */
  async function settle(page) {
    await page.waitForLoadState('networkidle', SLOW).catch(() => undefined);
    const until = Date.now() + SETTLE_LIMIT_MS;
    while (Date.now() < until) {
      const quietFor = await page.evaluate(quietForMs);
      if (quietFor >= SETTLE_MS) return;
      await page.waitForTimeout(SETTLE_MS - quietFor);
    }
  }

  async function measure(c) {
    const page = await context.newPage();
    try {
      // Every case goes through page.route, so the interception cost is the same for all three.
      await page.route(LIST_CALL, c.route);
      await page.goto('/User/Info');
      await page.waitForFunction(() => window.__twbBench?.counterFrameAt !== null, null, SLOW);
      const probe = await page.evaluate(() => ({ ...window.__twbBench }));
      const expected = `1 - ${c.rows.toLocaleString('en-US')} / `;
      if (!probe.counterText.startsWith(expected)) throw new Error(`${c.name}: the counter shows "${probe.counterText}"`);
      await settle(page);

      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.evaluate(startFrames);
      const stepCpuMs = [];
      const scrollStart = await rendererSeconds(cdp);
      let reachedBottom = false;
      let distance = 0;
      for (let step = 1; step <= SCROLL_STEPS; step++) {
        const stepStart = Date.now();
        const before = await rendererSeconds(cdp);
        ({ distance, reachedBottom } = await page.evaluate(scrollStep, { step, steps: SCROLL_STEPS }));
        stepCpuMs.push(((await rendererSeconds(cdp)).ThreadTime - before.ThreadTime) * 1000);
        const rest = STEP_MS - (Date.now() - stepStart);
        if (rest > 0) await page.waitForTimeout(rest);
      }
      const scrollEnd = await rendererSeconds(cdp);
      const scroll = await page.evaluate(stopFrames);
      await cdp.detach();
      if (!reachedBottom) throw new Error(`${c.name}: the scroll stopped short of the bottom`);
      return {
        renderMs: probe.counterFrameAt,
        longTasksUnsupported: Boolean(probe.longTasksUnsupported),
        distance,
        stepCpuMs,
        // Per scroll step, ms: script, layout, style recalculation (wall time of each kind of work).
        stepWorkMs: Object.fromEntries(WORK_METRICS.slice(1).map((name) => [name, ((scrollEnd[name] - scrollStart[name]) * 1000) / SCROLL_STEPS])),
        ...scroll,
      };
    } finally {
      await page.close();
    }
  }

  for (let i = 0; i < WARMUP; i++) for (const c of cases) await measure(c);
  const samples = cases.map(() => []);
  // Interleaved run by run, so load drifts on this shared machine hit every case alike.
  for (let i = 0; i < runs; i++) for (const [index, c] of cases.entries()) samples[index].push(await measure(c));

  const summarise = (c, list) => {
    const intervals = list.flatMap((s) => s.intervals);
    return {
      name: c.name,
      rows: c.rows,
      renderMedianMs: round(median(list.map((s) => s.renderMs))),
      scrollMedianMs: round(median(list.map((s) => s.scrollMs))),
      scrollDistancePx: list[0].distance,
      framesPerScrollMedian: median(list.map((s) => s.intervals.length)),
      frameP50Ms: round(quantile(intervals, 0.5)),
      frameP95Ms: round(quantile(intervals, 0.95)),
      frameMaxMs: round(Math.max(0, ...intervals)),
      framesOver50Ms: intervals.filter((ms) => ms > LONG_FRAME_MS).length,
      longTasksDuringScroll: list.reduce((sum, s) => sum + s.longTasks.length, 0),
      longestTaskDuringScrollMs: round(Math.max(0, ...list.flatMap((s) => s.longTasks))),
      stepCpuMedianMs: round(median(list.flatMap((s) => s.stepCpuMs))),
      stepCpuP95Ms: round(quantile(list.flatMap((s) => s.stepCpuMs), 0.95)),
      stepCpuMaxMs: round(Math.max(0, ...list.flatMap((s) => s.stepCpuMs))),
      stepWorkMedianMs: Object.fromEntries(WORK_METRICS.slice(1).map((name) => [name, round(median(list.map((s) => s.stepWorkMs[name])))])),
      stepsOver50MsCpu: list.flatMap((s) => s.stepCpuMs).filter((ms) => ms > LONG_FRAME_MS).length,
      longTasksUnsupported: list.some((s) => s.longTasksUnsupported),
    };
  };
  const results = cases.map((c, index) => summarise(c, samples[index]));
  const baseline = results[0];
  for (const r of results) {
    r.renderRatioToBaseline = round(r.renderMedianMs / baseline.renderMedianMs, 2);
    r.frameP95RatioToBaseline = round(r.frameP95Ms / baseline.frameP95Ms, 2);
  }
  // Wall-clock long tasks and long frames also count the time this shared machine took the CPU away, so the
  // verdict names both them and the main thread's own CPU time per scroll step, which load barely changes.
  const verdicts = results.filter((r) => r !== baseline).map((r) => {
    const rows = `${r.rows.toLocaleString('en-US')} rows`;
    const cpu = `main-thread CPU per scroll step median ${r.stepCpuMedianMs} ms, max ${r.stepCpuMaxMs} ms (baseline max ${baseline.stepCpuMaxMs} ms)`;
    if (r.longTasksUnsupported) return `${rows}: long tasks not observable in this browser; ${cpu}`;
    if (r.longTasksDuringScroll === 0 && r.framesOver50Ms === 0) return `${rows}: no long task and no frame over ${LONG_FRAME_MS} ms during scroll; ${cpu}`;
    const own = r.stepsOver50MsCpu === 0
      ? `no scroll step used over ${LONG_FRAME_MS} ms of CPU, so the stalls are the machine's load`
      : `${r.stepsOver50MsCpu} scroll step(s) used over ${LONG_FRAME_MS} ms of CPU: the page's own work`;
    return `${rows}: ${r.longTasksDuringScroll} long task(s) during scroll (longest ${r.longestTaskDuringScrollMs} ms; baseline ${baseline.longTasksDuringScroll})` +
      ` and ${r.framesOver50Ms} frame(s) over ${LONG_FRAME_MS} ms (baseline ${baseline.framesOver50Ms}) in ${runs} scrolls; ${own}; ${cpu}`;
  });
  const report = {
    runs,
    scrollSteps: SCROLL_STEPS,
    stepMs: STEP_MS,
    setupSeconds: round((performance.now() - started) / 1000),
    results,
    verdicts,
  };

  if (asJson) console.log(JSON.stringify(report, null, 2));
  else {
    log(`member list render: /User/Info in Chromium, ${runs} runs per case (+${WARMUP} warm-up), scroll in ${SCROLL_STEPS} steps of ${STEP_MS} ms`);
    for (const r of results) {
      log(`  ${r.name}`);
      log(`    render median ${r.renderMedianMs} ms (${r.renderRatioToBaseline}x baseline); scroll ${r.scrollDistancePx.toLocaleString('en-US')} px:` +
        ` frame p50 ${r.frameP50Ms} ms, p95 ${r.frameP95Ms} ms (${r.frameP95RatioToBaseline}x baseline), max ${r.frameMaxMs} ms,` +
        ` frames > ${LONG_FRAME_MS} ms: ${r.framesOver50Ms}, long tasks: ${r.longTasksDuringScroll};` +
        ` CPU per step median ${r.stepCpuMedianMs} ms, p95 ${r.stepCpuP95Ms} ms, max ${r.stepCpuMaxMs} ms` +
        ` (script ${r.stepWorkMedianMs.ScriptDuration}, layout ${r.stepWorkMedianMs.LayoutDuration}, style ${r.stepWorkMedianMs.RecalcStyleDuration} ms)`);
    }
    for (const verdict of verdicts) log(`  ${verdict}`);
  }
} finally {
  await browser?.close();
  await app?.close();
}
