// npm run new:feature -- <name> [--dry-run]: makes a working feature plugin in one command (as `backstage-cli new`):
// core/<name>/ (the call contract, the messages and their load module), server/<name>/ (the handler and its test),
// plugins/<name>/ (the plugin definition, one page and its dom test), and registers them in the collecting lists
// (the call table, the handler map, the web plugins, the i18n registry, the frame and help catalogues, the features'
// permission table) by inserting lines above their `new:feature inserts ... above this line` markers.
// Plain Node: it runs before anything is built. Nothing is written unless every check passes.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Exit status for a name that cannot be used (bad form, or the feature exists already). */
export const EXIT_BAD_NAME = 2;
/** Exit status for a repository the script cannot edit (a marker missing). */
export const EXIT_FAILED = 1;

const MARKER = 'new:feature inserts above this line';
const IMPORT_MARKER = 'new:feature inserts imports above this line';
const MAX_LENGTH = 40;
/** Words that cannot name a variable (the catalogue is exported under the feature's camelCase name). */
const RESERVED = new Set([
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export',
  'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super',
  'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with', 'yield', 'let', 'static',
  'implements', 'interface', 'package', 'private', 'protected', 'public', 'await', 'arguments', 'eval', 'unknown',
  'shared', 'test', 'tests', 'dist', 'node_modules',
]);

// The product's console messages are Japanese (core/i18n/catalog/cli.ts), but this plain Node script runs before
// anything is built and cannot import the TypeScript catalogue: its few lines are kept here (as scripts/quiet-build.mjs).
export const MESSAGES = {
  usage: '使い方: npm run new:feature -- <名前> [--dry-run]\n  <名前> は英小文字で始まる kebab-case（a-z、0-9、-）です。例: npm run new:feature -- team-notes',
  missing: '機能の名前を指定してください。',
  badForm: (name) => `「${name}」は機能の名前に使えません。英小文字で始まり、英小文字・数字・ハイフン（-）だけの kebab-case で、ハイフンを続けたり末尾に置いたりしない名前にしてください（例: team-notes）。`,
  tooLong: (name) => `「${name}」は長すぎます。${MAX_LENGTH}文字以内にしてください。`,
  reserved: (name) => `「${name}」は予約語のため使えません。別の名前にしてください。`,
  exists: (name, where) => `「${name}」はすでにあります（${where}）。別の名前にしてください。`,
  taken: (name, what, file) => `「${name}」から作る ${what} が ${file} ですでに使われています。別の名前にしてください。`,
  noMarker: (file, marker) => `${file} に目印の行「${marker}」が見つかりません（1か所だけ必要です）。`,
  unknownOption: (option) => `知らないオプションです: ${option}`,
  dryRun: (name) => `機能「${name}」を作るときの変更（--dry-run: 何も書き込んでいません）:`,
  made: (name) => `機能「${name}」を作りました:`,
  created: '新しいファイル:',
  changed: '追記したファイル:',
  next: '次の手順:',
  nextTest: (name) => `  1. テスト: npx vitest run --project node server/${name} --project dom plugins/${name}`,
  nextTypecheck: '  2. 型と書式: npx tsc --noEmit -p tsconfig.json && npx eslint ' ,
  nextStart: (path) => `  3. 画面: npm run build && npm start で起動し、責任者でログインして ${path} を開く（サイドメニューにも出ます）`,
  nextPermission: (code) => `  権限コード ${code} は責任者だけに付きます。部署担当者にも見せるときは core/domain/permissions.ts の ROLE_AUTHORITIES[4] に加えてください。`,
};

/** The names a feature is written under, from its kebab-case name. */
export function namesOf(name) {
  const parts = name.split('-');
  const camel = parts[0] + parts.slice(1).map((p) => p[0].toUpperCase() + p.slice(1)).join('');
  const pascal = camel[0].toUpperCase() + camel.slice(1);
  const upper = parts.join('_').toUpperCase();
  return {
    name,
    camel,
    pascal,
    upper,
    callsExport: `${camel}Calls`,
    handlersExport: `${camel}Handlers`,
    pluginExport: `${camel}Plugin`,
    page: `${pascal}Page`,
    routeId: `${name}.summary`,
    routePath: `/${pascal}`,
    apiPath: `/${name}/summary`,
    callId: `${camel}.summary`,
    permissionCode: `FEAT_${upper}`,
  };
}

/** Whether a name has the form of a feature name (before looking at the repository). Returns an error text or null. */
export function nameFormError(name) {
  if (!name) return MESSAGES.missing;
  if (name.length > MAX_LENGTH) return MESSAGES.tooLong(name);
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) return MESSAGES.badForm(name);
  if (RESERVED.has(name) || RESERVED.has(namesOf(name).camel)) return MESSAGES.reserved(name);
  return null;
}

const read = (root, file) => readFileSync(join(root, file), 'utf8');
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a name can be used in this repository: its form, no folder of that name in core/, server/ or plugins/,
 * and none of the names made from it already in the lists it is added to. Returns an error text or null.
 */
export function nameError(name, root) {
  const formError = nameFormError(name);
  if (formError) return formError;
  const folders = ['core', 'server', 'plugins'].filter((dir) => existsSync(join(root, dir, name))).map((dir) => `${dir}/${name}/`);
  if (folders.length) return MESSAGES.exists(name, folders.join(', '));
  const n = namesOf(name);
  const word = (text) => new RegExp(`\\b${escape(text)}\\b`);
  const checks = [
    ['core/api/contract.ts', [n.callsExport, `${n.camel}:`]],
    ['server/http/all-handlers.ts', [n.handlersExport]],
    ['web/app/plugins.ts', [n.pluginExport]],
    ['core/i18n/index.ts', [n.camel]],
    ['core/i18n/all.ts', [n.camel]],
    ['core/domain/permissions.ts', [`'${n.routePath}'`, `'${n.permissionCode}'`]],
  ];
  for (const [file, words] of checks) {
    const text = read(root, file);
    for (const w of words) if (/^\w+$/.test(w) ? word(w).test(text) : text.includes(w)) return MESSAGES.taken(name, w, file);
  }
  // The message keys (<camel>.*) of every catalogue, and the route path of every plugin.
  const keyPrefix = `'${n.camel}.`;
  for (const file of catalogueFiles(root)) if (read(root, file).includes(keyPrefix)) return MESSAGES.taken(name, `${n.camel}.*`, file);
  for (const dir of readdirSync(join(root, 'plugins'))) {
    const file = `plugins/${dir}/index.ts`;
    if (existsSync(join(root, file)) && read(root, file).includes(`'${n.routePath}'`)) return MESSAGES.taken(name, n.routePath, file);
  }
  return null;
}

function catalogueFiles(root) {
  const crossCutting = readdirSync(join(root, 'core/i18n/catalog')).filter((f) => f.endsWith('.ts')).map((f) => `core/i18n/catalog/${f}`);
  const features = readdirSync(join(root, 'core'))
    .flatMap((dir) => ['messages.ts', 'page-messages.ts'].map((f) => `core/${dir}/${f}`))
    .filter((file) => existsSync(join(root, file)));
  return [...crossCutting, ...features];
}

// ---- what is written ----

function newFiles(n) {
  const { name, camel, pascal, upper } = n;
  const files = {};

  files[`core/${name}/calls.ts`] = `// The ${name} calls (made by \`npm run new:feature\`): the summary of the corporation being viewed.
// Access: the feature's own permission code ${n.permissionCode} (core/domain/permissions.ts FEATURE_PERMISSIONS): spec 2.2
// lists none for it. A responsible person holds it; a department clerk does not until role 4's list names it.
import { defineCall } from '../api/call';
import { ArraySchema, IntegerBetween, IntegerSchema, ObjectSchema, Optional, Text, type Static } from '../api/schema';
import { FEATURE_PERMISSIONS } from '../domain/permissions';

const summaryRead = FEATURE_PERMISSIONS['${n.routePath}'];

/** Departments the summary lists when the call names no limit, and the most it may ask for. */
export const ${upper}_LIST_DEFAULT = 5;
export const ${upper}_LIST_MAX = 50;

// The call's schemas are its types (docs/api-contract.md): the server checks the query and writes the answer from
// them, the OpenAPI document shows them.
const ${pascal}SummaryQuerySchema = ObjectSchema({
  /** How many departments to list (1 to ${upper}_LIST_MAX; ${upper}_LIST_DEFAULT when absent). */
  limit: Optional(IntegerBetween(1, ${upper}_LIST_MAX, { default: ${upper}_LIST_DEFAULT })),
});
export type ${pascal}SummaryQuery = Static<typeof ${pascal}SummaryQuerySchema>;

const ${pascal}DepartmentSchema = ObjectSchema({ departmentId: Text(), departmentName: Text() });
export type ${pascal}Department = Static<typeof ${pascal}DepartmentSchema>;

const ${pascal}SummarySchema = ObjectSchema({
  corporationName: Text(),
  /** Departments of the corporation that are not deleted. */
  departmentCount: IntegerSchema(),
  /** The first of them in display order, at most \`limit\`. */
  departments: ArraySchema(${pascal}DepartmentSchema),
});
export type ${pascal}Summary = Static<typeof ${pascal}SummarySchema>;

export const ${n.callsExport} = {
  summary: defineCall({
    id: '${n.callId}', method: 'GET', base: '/api', path: '${n.apiPath}', access: summaryRead,
    schema: { query: ${pascal}SummaryQuerySchema, response: ${pascal}SummarySchema },
  }),
};
`;

  files[`core/${name}/messages.ts`] = `// Messages of the ${name} pages (made by \`npm run new:feature\`).
// The title and the menu entry the shell shows before these pages load are in core/i18n/catalog/frame.ts, the help
// card in core/i18n/catalog/help.ts (same key names).
export const ${camel} = {
  '${camel}.lead': 'ご覧の企業の概要です。部署の数と、表示順で先頭の部署を確認できます。',
  '${camel}.section': '概要',
  '${camel}.corporationName': '企業名',
  '${camel}.departmentCount': '部署の数',
  '${camel}.departmentCountValue': '{count}件',
  '${camel}.departments': '先頭の部署',
  '${camel}.departmentsEmpty': '部署はまだありません',
  '${camel}.loadFailed': '${name} の概要を表示できませんでした。',
} as const;
`;

  files[`core/${name}/load-messages.ts`] = `// Registers the ${name} catalogue (messages.ts) on import: imported by every module that shows its messages, so it
// travels in their (lazily loaded) chunks rather than in the entry.
import { registerMessages } from '../i18n/index';
import { ${camel} } from './messages';

registerMessages(${camel});
`;

  files[`server/${name}/routes.ts`] = `// The ${name} handlers (made by \`npm run new:feature\`): the summary of the corporation the caller views.
// The access guard (server/http/access-guard.ts) has already refused callers who are not signed in (401) or lack the
// call's permission (403: ${n.permissionCode}, core/${name}/calls.ts); everything read is scoped to the session's corporation.
import { calls } from '../../core/api/contract';
import { ${upper}_LIST_DEFAULT } from '../../core/${name}/calls';
import { t } from '../../core/i18n';
import type { Row } from '../db/database';
import { handler, sessionOf, type HandlerMap } from '../http/call-context';
import { notFound } from '../http/http-error';

interface SummaryRow extends Row {
  corporation_name: string;
  department_count: number;
}

interface DepartmentRow extends Row {
  id: number;
  billing_name: string;
}

export const ${n.handlersExport}: HandlerMap = {
  ...handler(calls.${camel}.summary, async (ctx) => {
    const session = sessionOf(ctx);
    // Checked by the call's schema before this runs: a whole number from 1 to ${upper}_LIST_MAX, the default when absent.
    const limit = ctx.input.limit ?? ${upper}_LIST_DEFAULT;
    const db = ctx.services.db;
    const corporationId = session.selectedCorporationId;
    const rows = await db.query<SummaryRow>(
      \`select c.corporation_name,
              (select count(*)::int from departments d where d.corporation_id = c.id and not d.delete_flg) as department_count
         from corporations c where c.id = $1\`,
      [corporationId],
    );
    if (!rows[0]) throw notFound(t('server.notFound.corporation'));
    const departments = await db.query<DepartmentRow>(
      \`select id, billing_name from departments where corporation_id = $1 and not delete_flg order by display_order, id limit $2\`,
      [corporationId, limit],
    );
    return {
      corporationName: rows[0].corporation_name,
      departmentCount: Number(rows[0].department_count),
      departments: departments.map((d) => ({ departmentId: String(d.id), departmentName: d.billing_name })),
    };
  }),
};
`;

  files[`server/${name}/routes.test.ts`] = `// GET /api${n.apiPath} (made by \`npm run new:feature\`): the summary for a caller with ${n.permissionCode}, a 403 for a
// caller without it (a department clerk), and a 400 with a Japanese field message for a bad limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type ApiErrorBody } from '../../core/api/error';
import { ${upper}_LIST_MAX, type ${pascal}Summary } from '../../core/${name}/calls';
import { t } from '../../core/i18n';
import { signInWithCookies, startTestServer, type TestServer } from '../../tests/support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
});

afterAll(async () => {
  await server?.close();
});

describe('${n.callId}', () => {
  it('answers the summary of the corporation the responsible person views', async () => {
    const admin = await signInWithCookies(server.baseUrl, 'admin01');
    const answer = await admin.get<${pascal}Summary>('/api${n.apiPath}?limit=2');
    expect(answer.status).toBe(200);
    const expected = await server.db.query<{ n: number }>('select count(*)::int as n from departments where corporation_id = 1 and not delete_flg');
    expect(answer.body.corporationName).toBe('株式会社みらいワークス');
    expect(answer.body.departmentCount).toBe(Number(expected[0].n));
    expect(answer.body.departments.length).toBe(Math.min(2, answer.body.departmentCount));
  });

  it('refuses a caller without ${n.permissionCode} (a department clerk) with 403', async () => {
    const clerk = await signInWithCookies(server.baseUrl, 'clerk01');
    const refused = await clerk.get<ApiErrorBody>('/api${n.apiPath}');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: ErrorCode.PERMISSION, message: t('error.permission') });
  });

  it('refuses a bad limit with 400 and a Japanese field message', async () => {
    const admin = await signInWithCookies(server.baseUrl, 'admin01');
    for (const limit of ['0', 'abc', String(${upper}_LIST_MAX + 1), '1.5']) {
      const refused = await admin.get<ApiErrorBody>(\`/api${n.apiPath}?limit=\${limit}\`);
      expect(refused.status, limit).toBe(400);
      expect(refused.body.code).toBe(ErrorCode.VALIDATION);
      expect(refused.body.fields).toEqual({ limit: t('validation.between', { min: 1, max: ${upper}_LIST_MAX }) });
      expect(refused.body.fields?.limit).toMatch(/[\\u3040-\\u30ff\\u4e00-\\u9fff]/);
    }
  });
});
`;

  files[`plugins/${name}/index.ts`] = `// The ${name} plugin (made by \`npm run new:feature\`): the summary page (${n.routePath}), its side-menu entry and its
// help card on the home page. The permission is the feature's own code (core/domain/permissions.ts FEATURE_PERMISSIONS).
import { HOME_ROUTE_ID, definePlugin } from '../../core/kernel/plugin';
import { FEATURE_PERMISSIONS } from '../../core/domain/permissions';
import { RoleType } from '../../core/domain/roles';
import { ApiClient } from '../../core/platform/tokens';
import { AuthService } from '../../core/services/contracts';
import { t } from '../../core/i18n';

export const ${n.pluginExport} = definePlugin({
  id: '${name}',
  requires: [AuthService, ApiClient],
  routes: [
    {
      id: '${n.routeId}',
      path: '${n.routePath}',
      title: t('${camel}.title'),
      access: 'session',
      permission: FEATURE_PERMISSIONS['${n.routePath}'],
      page: () => import('./pages/${n.page}'),
    },
  ],
  menu: [{ id: '${name}', routeId: '${n.routeId}', label: t('${camel}.menu'), icon: 'dashboard', order: 800 }],
  helpCards: [
    {
      id: '${name}.clerk-in-corp',
      routeIds: [HOME_ROUTE_ID],
      // Responsible persons: the ones who hold ${n.permissionCode}.
      roles: [RoleType.CLERK_IN_CORPORATION],
      title: '${camel}.help.title',
      body: '${camel}.help.body',
      links: [{ label: '${camel}.menu', routeId: '${n.routeId}' }],
    },
  ],
});
`;

  files[`plugins/${name}/pages/${n.page}.tsx`] = `// The ${name} page (${n.routePath}, made by \`npm run new:feature\`): the summary of the corporation being viewed
// (GET /api${n.apiPath}), loaded again when the header switches the corporation. The shell draws the page header
// (the route's title); failures go to the error banner (useLoadedData), and the page says it could not show the data.
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { calls } from '../../../core/api/contract';
import { AuthService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/${name}/load-messages';
import { DetailLayout, useLoadedData, useService } from '../../../web/kit';

export default function ${n.page}() {
  useSignals();
  const auth = useService<AuthService>(AuthService);
  const client = useService<ApiClient>(ApiClient);
  const corporationId = auth.selectedCorporationId.value;
  const { data, loading, error } = useLoadedData((signal) => client.call(calls.${camel}.summary, {}, { signal }), [client, corporationId]);
  if (loading && !data) return <Spinner aria-label={t('common.loading')} />;
  if (error || !data) return <NonIdealState icon="error" description={t('${camel}.loadFailed')} />;
  return (
    <>
      <p>{t('${camel}.lead')}</p>
      <DetailLayout
        heading={data.corporationName}
        sections={[
          {
            title: t('${camel}.section'),
            rows: [
              { label: t('${camel}.corporationName'), value: data.corporationName },
              { label: t('${camel}.departmentCount'), value: t('${camel}.departmentCountValue', { count: data.departmentCount }) },
              {
                label: t('${camel}.departments'),
                value: data.departments.length ? (
                  <ul>
                    {data.departments.map((d) => (
                      <li key={d.departmentId}>{d.departmentName}</li>
                    ))}
                  </ul>
                ) : (
                  t('${camel}.departmentsEmpty')
                ),
              },
            ],
          },
        ]}
        actionsLabel={t('common.actions')}
      />
    </>
  );
}
`;

  files[`plugins/${name}/pages/${n.page}.test.tsx`] = `// The ${name} page (made by \`npm run new:feature\`): its title and the summary the call answers, and what it shows
// when the call fails.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../core/api/contract';
import { ApiError, ErrorCode } from '../../../core/api/error';
import type { ${pascal}Summary } from '../../../core/${name}/calls';
import { t } from '../../../core/i18n';
import { renderAppAt, signedInKernel } from '../../../web/test-support/harness';

const SUMMARY: ${pascal}Summary = {
  corporationName: 'Mirai Works Inc.',
  departmentCount: 3,
  departments: [
    { departmentId: '11', departmentName: 'Sales' },
    { departmentId: '12', departmentName: 'Design' },
  ],
};

describe('${n.page}', () => {
  it('shows the title and the summary of the corporation', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client.on(calls.${camel}.summary, () => SUMMARY);
    renderAppAt(kernel, '${n.routePath}');
    expect(await screen.findByRole('heading', { level: 1, name: t('${camel}.title') })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: SUMMARY.corporationName })).toBeTruthy();
    expect(screen.getByText(t('${camel}.departmentCountValue', { count: 3 }))).toBeTruthy();
    expect(screen.getByText('Sales')).toBeTruthy();
    expect(screen.getByText('Design')).toBeTruthy();
  });

  it('says so when the summary cannot be loaded', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client.fail(calls.${camel}.summary, new ApiError('x', ErrorCode.SYSTEM, { httpStatusCode: 500, message: 'x', code: ErrorCode.SYSTEM }));
    renderAppAt(kernel, '${n.routePath}');
    expect(await screen.findByText(t('${camel}.loadFailed'))).toBeTruthy();
  });
});
`;
  return files;
}

/** The lines each collecting list gets, above its marker. */
function listInsertions(n) {
  const { name, camel } = n;
  return [
    { file: 'core/api/contract.ts', marker: IMPORT_MARKER, lines: [`import { ${n.callsExport} } from '../${name}/calls';`] },
    { file: 'core/api/contract.ts', marker: MARKER, lines: [`${camel}: ${n.callsExport},`] },
    { file: 'server/http/all-handlers.ts', marker: IMPORT_MARKER, lines: [`import { ${n.handlersExport} } from '../${name}/routes';`] },
    { file: 'server/http/all-handlers.ts', marker: MARKER, lines: [`${n.handlersExport},`] },
    { file: 'web/app/plugins.ts', marker: IMPORT_MARKER, lines: [`import { ${n.pluginExport} } from '../../plugins/${name}';`] },
    { file: 'web/app/plugins.ts', marker: MARKER, lines: [`${n.pluginExport},`] },
    { file: 'core/i18n/index.ts', marker: IMPORT_MARKER, lines: [`import type { ${camel} } from '../${name}/messages';`] },
    { file: 'core/i18n/index.ts', marker: MARKER, lines: [`typeof ${camel} &`] },
    { file: 'core/i18n/all.ts', marker: IMPORT_MARKER, lines: [`import { ${camel} } from '../${name}/messages';`] },
    { file: 'core/i18n/all.ts', marker: MARKER, lines: [`${camel},`] },
    {
      file: 'core/i18n/catalog/frame.ts',
      marker: MARKER,
      lines: ['', `// ${name} (core/${name}/messages.ts holds the rest)`, `'${camel}.title': '${name} の概要',`, `'${camel}.menu': '${name}',`],
    },
    {
      file: 'core/i18n/catalog/help.ts',
      marker: MARKER,
      lines: [
        `'${camel}.help.title': '${name} について',`,
        `'${camel}.help.body': '${name} の画面では、ご覧の企業の概要（企業名、部署の数、表示順で先頭の部署）を確認できます。',`,
      ],
    },
    {
      file: 'core/domain/permissions.ts',
      marker: MARKER,
      lines: [`// ${name} (core/${name}, server/${name}, plugins/${name})`, `'${n.routePath}': r('${n.permissionCode}'),`],
    },
  ];
}

/** Inserts lines above the one line holding the marker, at the marker's indentation; throws when it is not there once. */
export function insertAboveMarker(text, marker, lines, file = '') {
  const all = text.split('\n');
  const at = all.flatMap((line, index) => (line.trimStart().startsWith('//') && line.includes(marker) ? [index] : []));
  if (at.length !== 1) throw new Error(MESSAGES.noMarker(file, marker));
  const indent = /^\s*/.exec(all[at[0]])[0];
  all.splice(at[0], 0, ...lines.map((line) => (line === '' ? '' : indent + line)));
  return all.join('\n');
}

/** Every file the feature writes and changes, as { created, changed } maps from path to new content. */
export function plan(name, root) {
  const n = namesOf(name);
  const created = newFiles(n);
  const changed = {};
  for (const { file, marker, lines } of listInsertions(n)) {
    changed[file] = insertAboveMarker(changed[file] ?? read(root, file), marker, lines, file);
  }
  return { names: n, created, changed };
}

export function main(argv = process.argv.slice(2), root = join(dirname(fileURLToPath(import.meta.url)), '..'), out = process.stdout, err = process.stderr) {
  const options = argv.filter((a) => a.startsWith('-'));
  const args = argv.filter((a) => !a.startsWith('-'));
  if (options.includes('--help') || options.includes('-h')) {
    out.write(`${MESSAGES.usage}\n`);
    return 0;
  }
  const unknown = options.find((o) => o !== '--dry-run');
  if (unknown) {
    err.write(`${MESSAGES.unknownOption(unknown)}\n${MESSAGES.usage}\n`);
    return EXIT_BAD_NAME;
  }
  const dryRun = options.includes('--dry-run');
  if (args.length !== 1) {
    err.write(`${args.length ? MESSAGES.badForm(args.join(' ')) : MESSAGES.missing}\n${MESSAGES.usage}\n`);
    return EXIT_BAD_NAME;
  }
  const name = args[0];
  const problem = nameError(name, root);
  if (problem) {
    err.write(`${problem}\n`);
    return EXIT_BAD_NAME;
  }
  let made;
  try {
    made = plan(name, root);
  } catch (error) {
    err.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT_FAILED;
  }
  if (!dryRun) {
    for (const [file, text] of Object.entries(made.created)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text, { flag: 'wx' });
    }
    for (const [file, text] of Object.entries(made.changed)) writeFileSync(join(root, file), text);
  }
  const createdFiles = Object.keys(made.created);
  const folders = [`core/${name}`, `server/${name}`, `plugins/${name}`];
  out.write(`${dryRun ? MESSAGES.dryRun(name) : MESSAGES.made(name)}\n`);
  out.write(`${MESSAGES.created}\n${createdFiles.map((f) => `  ${f}`).join('\n')}\n`);
  out.write(`${MESSAGES.changed}\n${Object.keys(made.changed).map((f) => `  ${f}`).join('\n')}\n`);
  out.write(`${MESSAGES.next}\n`);
  out.write(`${MESSAGES.nextTest(name)}\n`);
  out.write(`${MESSAGES.nextTypecheck}${folders.join(' ')}\n`);
  out.write(`${MESSAGES.nextStart(made.names.routePath)}\n`);
  out.write(`${MESSAGES.nextPermission(made.names.permissionCode)}\n`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main();
}
