// List table scroll cost in real Chromium (issue 11): the kit's ListTable with a 500-row page (14 columns, the
// checkbox column, the identifying column kept in view) against a plain 500-row <table> of the same cells, in the
// same run, interleaved run by run. Each run scrolls the table box top to bottom in SCROLL_STEPS steps, one a frame
// pair, like a brisk wheel; a 'longtask' observer counts main-thread tasks over 50 ms and requestAnimationFrame
// records frame intervals. The kit table is scrolled twice: from its left edge, and scrolled sideways to its right
// edge first (the identifying column then sticks, which is what costs). Reported: long tasks per scroll and the mean
// and p95 frame time, each as a ratio to the plain table, and the time to the first frame showing the rows. The
// goal, for both kit scrolls: no more long tasks per scroll than the plain table plus 1, and a mean frame time at
// most 1.5 x the plain table's; prints NOT met and exits 1 otherwise.
// Usage: node scripts/bench-list-scroll.mjs [runs=5] [--json] [--profile] (--profile: per case, where the renderer's main
// thread went (CDP Performance metrics) and the functions with the most self time (CDP Profiler), to find a cause)
/* global window, document, requestAnimationFrame */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../', import.meta.url));
const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 5);
const asJson = process.argv.includes('--json');
const profiling = process.argv.includes('--profile');
const ROWS = 500;
const SCROLL_STEPS = 60;
const LONG_TASKS_ALLOWED_OVER_PLAIN = 1;
const FRAME_RATIO_LIMIT = 1.5;
/** Same flags as tests/support/browser.ts. */
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const ORIGIN = 'http://list-scroll.bench';

const log = (text) => {
  if (!asJson) console.log(text);
};

/** The page: 500 member-like rows drawn by ListTable (#kit) or by a plain table (#plain) with the same cells (the
 * member list's status tags included), sized as on /User/Info. */
const ENTRY = `
import '@blueprintjs/core/lib/css/blueprint.css';
import './web/app/shell.css';
import './web/kit/kit.css';
import './web/kit/lists.css';
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ListTable } from './web/kit/ListTable';
import { RowCheckbox } from './web/kit/RowCheckbox';
import { MemberStatusTags } from './plugins/users/components/MemberStatusTags';

const ROWS = ${ROWS};
const rows = Array.from({ length: ROWS }, (_, i) => ({
  id: String(100000 + i), code: 'M' + String(i).padStart(5, '0'), name: '山田 太郎' + i, kana: 'ヤマダ タロウ',
  mail: 'member' + i + '@mirai-works.co.jp', department: '経営企画部', role: '一般',
  status: { deleted: false, unapproved: i % 11 === 0, suspended: i % 7 === 0, reservationStopped: false, initialPassword: i % 5 === 0, flexContract: i % 3 === 0 },
  limit: (10000 + i * 10).toLocaleString('ja-JP'), usage: (i * 37 % 9000).toLocaleString('ja-JP'), rate: (i % 100) + '.0 %',
  card: 'あり', created: '2026/04/01', updated: '2026/11/20',
}));
const fields = ['code', 'name', 'kana', 'mail', 'department', 'role', 'status', 'limit', 'usage', 'rate', 'card', 'created', 'updated'];
const columns = fields.map((id, index) => ({
  id, label: id, width: index === 1 ? 160 : index === 3 ? 240 : 110, numeric: ['limit', 'usage', 'rate'].includes(id),
  identifying: id === 'name',
  // The member list's own status cell: its tags were the cause of the scroll cost.
  render: id === 'status' ? (row) => h(MemberStatusTags, { status: row.status }) : (row) => row[id],
}));

function KitPage() {
  const [selected, setSelected] = useState(() => new Set());
  const toggle = (id) => setSelected((old) => { const next = new Set(old); if (next.has(id)) next.delete(id); else next.add(id); return next; });
  const select = {
    headerCheck: h(RowCheckbox, { 'aria-label': 'all', checked: false, onChange: () => undefined }),
    cell: (row) => h(RowCheckbox, { 'aria-label': row.name, checked: selected.has(row.id), onChange: () => toggle(row.id) }),
  };
  return h(ListTable, { rows, rowKey: (row) => row.id, columns, select, rowHeight: 30 });
}

function PlainPage() {
  return h('div', { className: 'plain-box', style: { overflow: 'auto', maxHeight: 700 } },
    h('table', { className: 'bp6-html-table', style: { tableLayout: 'fixed', minWidth: 1700 } },
      h('thead', null, h('tr', null, h('th', null), ...columns.map((c) => h('th', { key: c.id }, c.label)))),
      h('tbody', null, rows.map((row) => h('tr', { key: row.id },
        h('td', null, h('input', { type: 'checkbox', 'aria-label': row.name })),
        ...columns.map((c) => h('td', { key: c.id, style: { height: 30, whiteSpace: 'nowrap' } }, c.render(row))),
      )))));
}

const kind = window.location.hash === '#plain' ? 'plain' : 'kit';
createRoot(document.getElementById('root')).render(h('div', { style: { padding: 16 } }, kind === 'plain' ? h(PlainPage) : h(KitPage)));
// The first frame with the rows: the frame callback runs before it is drawn, the task after it once it is.
const drawn = () => requestAnimationFrame(() => {
  if (document.querySelector('tbody tr')) setTimeout(() => { window.__drawnAt = performance.now(); });
  else drawn();
});
drawn();
`;

async function bundle() {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: 'jsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    outdir: '/out',
    loader: { '.ts': 'ts', '.tsx': 'tsx', '.svg': 'dataurl', '.woff': 'dataurl', '.woff2': 'dataurl', '.ttf': 'dataurl', '.eot': 'dataurl' },
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const js = result.outputFiles.find((file) => file.path.endsWith('.js')).text;
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '';
  return { js, css };
}

/** Runs in the page before its scripts: records long tasks. */
function instrument() {
  const probe = { longTasks: [] };
  window.__bench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Runs in the page: scrolls the box top to bottom in `steps` steps, two frames each; frames and long tasks. */
async function scrollThrough({ steps, selector, sideways }) {
  const box = document.querySelector(selector);
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  if (sideways) box.scrollLeft = box.scrollWidth;
  // Settle: the first render's work is not the scroll's.
  for (let i = 0; i < 10; i++) await frame();
  const start = performance.now();
  const frames = [];
  const distance = box.scrollHeight - box.clientHeight;
  for (let step = 1; step <= steps; step++) {
    box.scrollTop = Math.round((distance * step) / steps);
    for (let i = 0; i < 2; i++) frames.push(await frame());
  }
  const end = performance.now();
  const intervals = frames.slice(1).map((time, i) => time - frames[i]);
  const longTasks = window.__bench.longTasks.filter((task) => task.start + task.duration >= start && task.start <= end);
  return { drawnAt: window.__drawnAt, scrolledSideways: box.scrollLeft > 0, distance, reachedBottom: Math.abs(box.scrollTop - distance) <= 1, intervals, longTasks: longTasks.length, longTaskMs: longTasks.reduce((s, t) => s + t.duration, 0) };
}

const mean = (values) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
};
const median = (values) => quantile(values, 0.5);

const metricsOf = async (cdp) => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));

async function startProfile(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  cdp.metricsBefore = await metricsOf(cdp);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return cdp;
}

async function printProfile(name, cdp) {
  const { profile } = await cdp.send('Profiler.stop');
  const after = await metricsOf(cdp);
  const work = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'].map((key) => `${key} ${((after[key] - cdp.metricsBefore[key]) * 1000).toFixed(0)} ms`);
  console.log(`${name}: ${work.join(', ')}, ${after.LayoutCount - cdp.metricsBefore.LayoutCount} layouts`);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}:${columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${key}`);
  await cdp.detach();
}

let browser;
try {
  const { js, css } = await bundle();
  const html = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><link rel="stylesheet" href="/app.css"></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>`;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ja-JP' });
  await context.addInitScript(instrument);
  await context.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/app.js') return route.fulfill({ contentType: 'text/javascript', body: js });
    if (path === '/app.css') return route.fulfill({ contentType: 'text/css', body: css });
    return route.fulfill({ contentType: 'text/html', body: html });
  });
  const cases = {
    plain: { page: 'plain', selector: '.plain-box', results: [] },
    kit: { page: 'kit', selector: '.twb-list-table', results: [] },
    'kit, sideways': { page: 'kit', selector: '.twb-list-table', sideways: true, results: [] },
  };
  for (let run = 0; run <= runs; run++) {
    for (const [name, c] of Object.entries(cases)) {
      const page = await context.newPage();
      await page.goto(`${ORIGIN}/#${c.page}`);
      await page.waitForSelector(`${c.selector} tbody tr`);
      await page.waitForFunction(() => window.__drawnAt !== undefined);
      const cdp = profiling ? await startProfile(context, page) : null;
      const result = await page.evaluate(scrollThrough, { steps: SCROLL_STEPS, selector: c.selector, sideways: c.sideways ?? false });
      if (cdp) await printProfile(name, cdp);
      await page.close();
      if (!result.reachedBottom) throw new Error(`${name}: the scroll did not reach the bottom`);
      if (c.sideways && !result.scrolledSideways) throw new Error(`${name}: the table did not scroll sideways`);
      if (run > 0) c.results.push(result); // run 0 warms up
    }
  }
  const summary = Object.fromEntries(Object.entries(cases).map(([name, c]) => {
    const intervals = c.results.flatMap((r) => r.intervals);
    return [name, {
      longTasks: median(c.results.map((r) => r.longTasks)),
      longTaskMs: median(c.results.map((r) => r.longTaskMs)),
      frameMean: mean(intervals),
      frameP95: quantile(intervals, 0.95),
      firstDrawMs: median(c.results.map((r) => r.drawnAt)),
    }];
  }));
  const { plain } = summary;
  const verdicts = Object.fromEntries(['kit', 'kit, sideways'].map((name) => {
    const s = summary[name];
    const frameRatio = s.frameMean / plain.frameMean;
    return [name, { frameRatio, met: s.longTasks <= plain.longTasks + LONG_TASKS_ALLOWED_OVER_PLAIN && frameRatio <= FRAME_RATIO_LIMIT }];
  }));
  const met = Object.values(verdicts).every((v) => v.met);
  if (asJson) console.log(JSON.stringify({ rows: ROWS, steps: SCROLL_STEPS, runs, summary, verdicts, met }));
  else {
    log(`scroll of ${ROWS} rows in ${SCROLL_STEPS} steps, median of ${runs} runs (plain <table> = baseline)`);
    for (const [name, s] of Object.entries(summary)) {
      log(`  ${name.padEnd(13)}: ${s.longTasks} long tasks per scroll (${s.longTaskMs.toFixed(0)} ms), frame mean ${s.frameMean.toFixed(1)} ms, p95 ${s.frameP95.toFixed(1)} ms; rows first drawn at ${s.firstDrawMs.toFixed(0)} ms`);
    }
    for (const [name, v] of Object.entries(verdicts)) {
      const s = summary[name];
      log(`  ${name} / plain: frame mean ${v.frameRatio.toFixed(2)} x, p95 ${(s.frameP95 / plain.frameP95).toFixed(2)} x, long tasks ${s.longTasks} vs ${plain.longTasks}, first drawn ${(s.firstDrawMs / plain.firstDrawMs).toFixed(2)} x: ${v.met ? 'met' : 'NOT met'}`);
    }
    log(`goal: at most ${LONG_TASKS_ALLOWED_OVER_PLAIN} long task over the plain table and frame mean at most ${FRAME_RATIO_LIMIT} x, both kit scrolls: ${met ? 'met' : 'NOT met'}`);
  }
  process.exitCode = met ? 0 : 1;
} finally {
  await browser?.close();
}
