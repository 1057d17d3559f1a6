// The sign-in page's JavaScript weight, read from the build (dist/web): the entry chunk, everything it imports
// statically, and the sign-in page's own chunk with its imports, gzip -9. A change that pulls a table, the shell,
// all icons or another page into the sign-in path fails here; scripts/bench-page-weight.mjs measures the same in
// Chromium, with the member list and the React baseline.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync, constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilt } from '../support/web-build';
import { t } from '../../core/i18n';

const dist = fileURLToPath(new URL('../../dist/web/', import.meta.url));
/** Issue 11's goal for the sign-in page's JavaScript. */
const LOGIN_JS_GOAL = 150 * 1024;
/**
 * What the build may not exceed: the goal, reached. On the way (473 KB before): 196.5 KB after the news, reservations
 * and usage plugins joined; 187.4 KB once the dialogs and the cli/server messages left the entry; 191.4 KB with the
 * flex and site features, 173.2 KB once each plugin's catalogue moved to its lazily loaded pages; 175.5 KB with
 * invoices and payment settings, 174.3 KB once the help cards' texts left for the pages that show them; about 146 KB
 * once the sign-in pages ran on services made by hand and the inversify kernel, the plugins' route tables and menus
 * left for the workbench chunk loaded after sign-in (web/app/workbench.ts), with the web's own Reflect metadata
 * functions and react-router's unused components dropped (web/vite.config.ts). What remains is mostly React and
 * ReactDOM (about 68 KB) and React Router's data router (about 29 KB): scripts/bundle-report.mjs shows it by package.
 */
const LOGIN_JS_CEILING = LOGIN_JS_GOAL;

/** The chunk files a built chunk imports statically (Vite writes them as relative "./name-hash.js"). */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)) found.add(match[1]);
  return [...found];
}

/** A chunk and every chunk it imports statically, transitively. */
function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(`${dist}assets/${file}`, 'utf8')));
  }
  return seen;
}

const gzipSize = (file: string) => gzipSync(readFileSync(`${dist}assets/${file}`), { level: zlib.Z_BEST_COMPRESSION }).length;

describe('sign-in page weight (dist/web)', () => {
  let assets: string[];
  let loginFiles: Set<string>;
  beforeAll(() => {
    ensureWebBuilt();
    assets = readdirSync(`${dist}assets`);
    const html = readFileSync(`${dist}index.html`, 'utf8');
    const entry = /<script type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
    const loginPage = assets.find((file) => /^LoginPage-[\w-]+\.js$/.test(file));
    if (!entry || !loginPage) throw new Error(`dist/web has no entry script or LoginPage chunk (entry ${entry}, page ${loginPage})`);
    loginFiles = closure([entry, loginPage]);
  });

  it('loads no table, shell, toaster, upload wizard, chart or all-icons chunk on the sign-in page', () => {
    const names = [...loginFiles].join(' ');
    expect(names).not.toMatch(/table|ShellLayout|ToastsHost|UploadWizard|allPaths|PagedDataList|DataList|BarChartCanvas/i);
    const code = [...loginFiles].map((file) => readFileSync(`${dist}assets/${file}`, 'utf8')).join('\n');
    // Blueprint's table and the 16 px icon set (thousands of path strings) stay out of the sign-in JavaScript.
    expect(code).not.toContain('bp6-table-quadrant');
    expect(code).not.toContain('M10.99 6.99h-2v-2c0-.55-.45-1-1-1s-1'); // the "add" icon's path: one of ~700
    // chart.js (its own chunk, for the pages that draw charts: home and usage).
    expect(code).not.toContain('Canvas is already in use');
  });

  it('loads neither the inversify container nor the other plugins on the sign-in page: they come with the workbench', () => {
    const code = [...loginFiles].map((file) => readFileSync(`${dist}assets/${file}`, 'utf8')).join('\n');
    const workbench = assets.filter((file) => /^workbench-[\w-]+\.js$/.test(file));
    expect(workbench).toHaveLength(1);
    expect(loginFiles.has(workbench[0])).toBe(false);
    const workbenchCode = [...closure(workbench)].map((file) => readFileSync(`${dist}assets/${file}`, 'utf8')).join('\n');
    // The container's resolution (one of its messages) and a plugin definition (the users plugin's route id).
    for (const text of ['No bindings found for service', '"users.info"']) {
      expect(code, text).not.toContain(text);
      expect(workbenchCode, text).toContain(text);
    }
  });

  it("leaves the contract's table of calls and their schemas to the pages that make them (docs/api-contract.md)", () => {
    const code = [...loginFiles].map((file) => readFileSync(`${dist}assets/${file}`, 'utf8')).join('\n');
    const all = assets.filter((file) => file.endsWith('.js')).map((file) => readFileSync(`${dist}assets/${file}`, 'utf8')).join('\n');
    // A call of a feature the sign-in page does not use, and the schemas' message annotation (core/api/schema.ts).
    for (const text of ['/tenant/corporationUpdateConfirm', 'x-twb-message']) {
      expect(code, text).not.toContain(text);
      expect(all, text).toContain(text);
    }
  });

  it('ships no message of the command line or the server to the browser (core/i18n imports them only as types)', () => {
    const code = assets.filter((file) => file.endsWith('.js')).map((file) => readFileSync(`${dist}assets/${file}`, 'utf8')).join('\n');
    expect(code).not.toContain(t('cli.help.program'));
    expect(code).not.toContain(t('server.twoFactor.tokenUnavailable'));
    // The browser's own messages are still there.
    expect(code).toContain(t('auth.login.lead'));
  });

  it("leaves each plugin's own catalogue out of the sign-in chunks, in its pages' chunks (core/i18n/load)", () => {
    const signIn = [...loginFiles].map((file) => readFileSync(`${dist}assets/${file}`, 'utf8')).join('\n');
    const flexPages = assets.filter((file) => /^FlexUserInfoPage-[\w-]+\.js$/.test(file));
    expect(flexPages).toHaveLength(1);
    const flexClosure = [...closure(flexPages)].map((file) => readFileSync(`${dist}assets/${file}`, 'utf8')).join('\n');
    // Messages only catalog/flex.ts and catalog/users.ts hold: on the pages that show them, not on the sign-in page.
    for (const text of [t('flex.notFound.user'), t('flex.validation.cardNo'), t('users.detail.notFound')]) expect(signIn, text).not.toContain(text);
    expect(flexClosure).toContain(t('flex.notFound.user'));
    // What the shell frame shows before a page loads stays in the entry: route titles and menu labels.
    expect(signIn).toContain(t('flex.userRegister.title'));
    expect(signIn).toContain(t('flex.menu.contracts'));
  });

  it('keeps the sign-in JavaScript within its ceiling (gzip -9), on the way to the 150 KB goal', () => {
    const total = [...loginFiles].reduce((sum, file) => sum + gzipSize(file), 0);
    const report = `${(total / 1024).toFixed(1)} KB gzip in ${loginFiles.size} files (goal ${LOGIN_JS_GOAL / 1024} KB)`;
    console.log(`sign-in JavaScript: ${report}`);
    expect(total, report).toBeLessThanOrEqual(LOGIN_JS_CEILING);
    expect(LOGIN_JS_CEILING).toBeGreaterThanOrEqual(LOGIN_JS_GOAL);
  });

  it('splits each icon into its own chunk, so a page fetches only the icons it shows', () => {
    const iconChunks = assets.filter((file) => /^(office|search|trash|key)-[\w-]+\.js$/.test(file));
    expect(iconChunks.length).toBeGreaterThanOrEqual(8);
    for (const file of iconChunks) expect(gzipSize(file)).toBeLessThan(1024);
  });
});
