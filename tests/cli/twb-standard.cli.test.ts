// twb held to gh's standard, against a real seeded server: every file call of the contract through `twb api` is
// byte-identical to what the browser downloads; --json fields and --jq; auth status and token; TWB_TOKEN; corp list and
// switch; config beside the token; help with EXAMPLES everywhere; bare twb exits 0; --version --json.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDef } from '../../core/api/call';
import { allCalls } from '../../core/api/contract';
import { fakeKeyringTools } from '../../cli/testing/fake-keyring-tools';
import { DEMO_CODE, DEMO_PASSWORD, signInWithCookies, startTestServer, type TestCaller, type TestServer } from '../support/server';
import { twbHome, type TwbHome } from './support/twb-process';

const signIn = { TWB_PASSWORD: DEMO_PASSWORD, TWB_CONFIRMATION_CODE: DEMO_CODE };
const NOW = new Date('2026-11-24T03:00:00.000Z');

let server: TestServer;
let home: TwbHome;
let browser: TestCaller;

beforeAll(async () => {
  server = await startTestServer({ webDist: null, clock: () => NOW });
  home = await twbHome(server.baseUrl);
  browser = await signInWithCookies(server.baseUrl, 'admin01');
  const login = await home.run(['login', '--login-id', 'admin01'], signIn);
  expect(login.code, login.stderr).toBe(0);
}, 180_000);

afterAll(async () => {
  await home?.dispose();
  await server?.close();
});

async function twbJson<T>(args: string[], env: Record<string, string> = {}): Promise<T> {
  const result = await home.run(args, env);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
}

/** The bytes the web app gets for a file call: its cookie session, the anti-forgery header on a POST. */
async function browserBytes(def: CallDef, request: Record<string, string>): Promise<Buffer> {
  const isGet = def.method === 'GET';
  const url = `${server.baseUrl}${def.base}${def.path}${isGet ? `?${new URLSearchParams(request)}` : ''}`;
  const headers: Record<string, string> = { accept: '*/*', cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  if (!isGet) Object.assign(headers, { 'content-type': 'application/json', 'x-csrf-token': browser.cookies.get('twb_csrf') ?? '' });
  const response = await fetch(url, { method: def.method, headers, body: isGet ? undefined : JSON.stringify(request) });
  expect(response.status, `${def.id}: ${await response.clone().text().catch(() => '')}`).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Every sheet's cell values of an xlsx, to compare two workbooks whose zip bytes differ only by when they were made. */
async function sheetValues(file: Buffer): Promise<unknown> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => ({ name: sheet.name, values: sheet.getSheetValues() }));
}

/** The same call through `twb api`: a GET's request as -q pairs, a POST's as --data. */
function twbApiArgs(def: CallDef, request: Record<string, string>): string[] {
  const path = `${def.base}${def.path}`;
  if (def.method === 'GET') return ['api', 'GET', path, ...Object.entries(request).flatMap(([key, value]) => ['-q', `${key}=${value}`])];
  return ['api', def.method, path, '--data', JSON.stringify(request)];
}

describe('twb api: every file call byte for byte', () => {
  let transferHistoryId: string;
  let downloadFileId: string;

  beforeAll(async () => {
    // An upload to fetch the completion CSV of: the current department order sent back unchanged.
    const file = join(home.configDir, 'order.csv');
    expect((await home.run(['upload', 'template', 'department-order', '-o', file])).code).toBe(0);
    const submitted = await twbJson<{ transferHistoryId: string }>(['upload', 'submit', 'department-order', file, '--wait', '--json']);
    transferHistoryId = submitted.transferHistoryId;
    // A member list export to download (the asynchronous export of the member list page).
    const exported = await twbJson<{ downloadFileId: string }>(['api', 'PATCH', '/asynchronousApi/transfer/selectedMemberListCSV', '--data', '{}']);
    downloadFileId = exported.downloadFileId;
    // The export runs in the background: asked as the member list page asks (a hook cannot use expect.poll).
    for (let attempt = 0; ; attempt++) {
      const state = await twbJson<{ valid: boolean }>(['api', 'GET', '/asynchronousApi/downloadFile/valid', '-q', `downloadFileId=${downloadFileId}`]);
      if (state.valid) break;
      if (attempt >= 60) throw new Error('the member list export did not finish');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 120_000);

  /** The request of each file call; a file call added to the contract without one here fails the first test. */
  const requests = (): Record<string, Record<string, string>> => ({
    'members.memberListCsv': { encoding: 'cp932' },
    'downloadFile.download': { downloadFileId },
    'manual.download': { manualName: 'user-guide', manualType: 'pdf' },
    'charges.csv': { month: '2026/10', chargeDivision: '1', outputType: '1', encoding: 'cp932' },
    'charges.csvAfter': { month: '2026/10', chargeDivision: '1', outputType: '1', encoding: 'utf8' },
    'charges.excel': { month: '2026/10', chargeDivision: '1', outputType: '1' },
    'charges.invoice': { month: '2026/10' },
    'usage.csv': { startDate: '2026/10/21', toDate: '2026/11/20', encoding: 'cp932' },
    'uploads.completionCsv': { transferHistoryId, transferDivision: '1', encoding: 'cp932' },
    'uploads.memberTemplate': { encoding: 'cp932' },
    'uploads.tenantManagerTemplate': { encoding: 'cp932' },
    'uploads.billingNameTemplate': { encoding: 'cp932' },
    'uploads.billingOrderTemplate': { encoding: 'utf8' },
    'uploads.billingRegisterTemplate': { encoding: 'cp932' },
    'uploads.billingDeleteTemplate': { encoding: 'cp932' },
  });
  const fileCalls = allCalls().filter((def) => def.file);

  it('has a request for every file call of the contract', () => {
    expect(Object.keys(requests()).sort()).toEqual(fileCalls.map((def) => def.id).sort());
  });

  it.each(fileCalls.map((def) => [def.id, def] as const))('%s: stdout is the file the browser downloads', async (_id, def) => {
    const request = requests()[def.id];
    // Downloaded by the browser before and after twb's: a generated xlsx or PDF carries the time it was made (zip entry
    // times, the PDF's dates and ID), so the bytes that differ between the two downloads are the only ones twb's may
    // differ in too. twb's comes between them: its time is never outside theirs (both browser downloads made in one
    // second and twb's in the next failed CI once).
    const first = await browserBytes(def, request);
    const result = await home.run(twbApiArgs(def, request));
    const second = await browserBytes(def, request);
    expect(result.code, result.stderr).toBe(0);
    const bytes = result.stdoutBytes;
    if (first.subarray(0, 2).toString('latin1') === 'PK') {
      // An xlsx is made anew on each call with the real time in its zip entries and properties (exceljs): the same
      // workbook, cell for cell, and a valid zip (a decoded and re-encoded one would not load).
      expect(await sheetValues(bytes)).toEqual(await sheetValues(first));
      return;
    }
    expect(bytes.length).toBe(first.length);
    const stable = [...first.keys()].filter((i) => first[i] === second[i]);
    expect(stable.length).toBeGreaterThan(first.length * 0.9);
    expect(stable.filter((i) => bytes[i] !== first[i])).toEqual([]);
    if (first.equals(second)) expect(bytes.equals(first)).toBe(true);
  });

  it('upload result without -o writes the completion CSV to stdout', async () => {
    const def = allCalls().find((call) => call.id === 'uploads.completionCsv') as CallDef;
    const expected = await browserBytes(def, { transferHistoryId, transferDivision: '1', encoding: 'utf8' });
    const result = await home.run(['upload', 'result', transferHistoryId]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdoutBytes.equals(expected)).toBe(true);
  });

  it('the manual PDF with -o is the same file, and the path form with its query works as the issue wrote it', async () => {
    const expected = await browserBytes(allCalls().find((def) => def.id === 'manual.download') as CallDef, { manualName: 'user-guide', manualType: 'pdf' });
    const target = join(home.configDir, 'guide.pdf');
    const saved = await home.run(['api', 'GET', '/manual/download?manualName=user-guide&manualType=pdf', '-o', target]);
    expect(saved.code, saved.stderr).toBe(0);
    expect((await readFile(target)).equals(expected)).toBe(true);
    expect(expected.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('twb api: -i, --paginate, --list', () => {
  it('-i prints the status line and the headers before the JSON', async () => {
    const result = await home.run(['api', '-i', 'GET', '/users/loginUser']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^HTTP\/1\.1 200 OK\n/);
    expect(result.stdout).toMatch(/\ncontent-type: application\/json[^\n]*\n/);
  });

  it('--paginate gathers every page of the upload history', async () => {
    const all = await twbJson<{ totalCount: number; rows: unknown[] }>(['api', 'GET', '/transfer/history/', '-q', 'limit=1', '--paginate']);
    expect(all.totalCount).toBeGreaterThan(0);
    expect(all.rows).toHaveLength(all.totalCount);
  });

  it('--list names the calls with method, path and access', async () => {
    const list = await twbJson<{ method: string; path: string; access: string }[]>(['api', '--list', '--json']);
    expect(list).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/api/users/tenant/selectedOrganization', access: 'session' }));
    expect(list).toHaveLength(allCalls().length);
  });
});

describe('--json fields and --jq', () => {
  it('whoami --json fields keeps those fields; --jq prints a string raw', async () => {
    expect(await twbJson(['whoami', '--json', 'loginId,role'])).toEqual({ loginId: 'admin01', role: '責任者' });
    const jq = await home.run(['whoami', '--jq', '.corporationName']);
    expect(jq.stdout).toBe('株式会社みらいワークス\n');
  });

  it('invoices list: the destination id is a column, and --json fields narrow every row', async () => {
    const text = await home.run(['invoices', 'list', '--from', '2026/10', '--to', '2026/10']);
    expect(text.code).toBe(0);
    expect(text.stdout.split('\n')[0]).toMatch(/^請求月\s+請求先ID\s+請求先/);
    const json = await twbJson<{ rows: Record<string, unknown>[] }>(['invoices', 'list', '--from', '2026/10', '--to', '2026/10', '--json', 'chargeClientId,destination']);
    expect(json.rows.length).toBeGreaterThan(0);
    for (const row of json.rows) expect(Object.keys(row)).toEqual(['chargeClientId', 'destination']);
    expect(text.stdout).toContain(String(json.rows[0].chargeClientId));
  });

  it('an unknown field and a bad expression are usage errors (exit 2) in Japanese', async () => {
    const field = await home.run(['whoami', '--json', 'mail']);
    expect(field.code).toBe(2);
    expect(field.stderr).toContain('--json に指定できない項目です: mail（指定できる項目: loginId,');
    const jq = await home.run(['upload', 'history', '--jq', '.rows[']);
    expect(jq.code).toBe(2);
    expect(jq.stderr).toContain('--jq の式を解釈できません');
  });
});

describe('auth, TWB_TOKEN, corp', () => {
  it('auth status --json says who, where, which corporation and the token\'s source and age', async () => {
    const status = await twbJson<Record<string, unknown>>(['auth', 'status', '--json']);
    expect(status).toMatchObject({ loginId: 'admin01', role: '責任者', baseUrl: server.baseUrl, tokenSource: 'store', tokenFile: join(home.configDir, 'hosts.json'), tokenStorage: 'file' });
    expect(typeof status.tokenAgeSeconds).toBe('number');
    const text = await home.run(['auth', 'status']);
    expect(text.stdout).toMatch(/トークン\s+.*hosts\.json に保存/);
  });

  it('auth token prints the token, which TWB_TOKEN then uses in a home with none stored', async () => {
    const token = (await home.run(['auth', 'token'])).stdout.trim();
    expect(token.length).toBeGreaterThan(20);
    const ci = await twbHome(server.baseUrl);
    try {
      expect((await ci.run(['auth', 'status'])).code).toBe(4);
      const status = await ci.run(['auth', 'status', '--json'], { TWB_TOKEN: token });
      expect(status.code, status.stderr).toBe(0);
      expect(JSON.parse(status.stdout)).toMatchObject({ loginId: 'admin01', tokenSource: 'env', tokenFile: null, tokenSavedAt: null });
      expect((await ci.run(['auth', 'status'], { TWB_TOKEN: 'not-a-token' })).code).toBe(4);
    } finally {
      await ci.dispose();
    }
  });

  it('with a keyring (here a stand-in for secret-tool) the token is kept there: status says so, logout removes it', async () => {
    const tools = await fakeKeyringTools();
    const desk = await twbHome(server.baseUrl);
    try {
      const keyring = tools.env();
      const login = await desk.run(['login', '--login-id', 'admin01'], { ...signIn, ...keyring });
      expect(login.code, login.stderr).toBe(0);
      expect(login.stderr).toContain('OS のキーリング（Secret Service）に保存しました');
      const hosts = await readFile(join(desk.configDir, 'hosts.json'), 'utf8');
      const [stored] = Object.values(await tools.entries());
      expect(stored?.length).toBeGreaterThan(20);
      expect(hosts).not.toContain(stored);
      for (const call of await tools.calls()) expect(call).not.toContain(stored);

      const status = await desk.run(['auth', 'status', '--json'], keyring);
      expect(status.code, status.stderr).toBe(0);
      expect(JSON.parse(status.stdout)).toMatchObject({ loginId: 'admin01', tokenSource: 'store', tokenStorage: 'secret-service' });
      expect((await desk.run(['auth', 'status'], keyring)).stdout).toMatch(/トークン\s+OS のキーリング（Secret Service）に保存/);
      expect((await desk.run(['auth', 'token'], keyring)).stdout.trim()).toBe(stored);
      // The keyring locked (a session without its desktop): twb says to sign in again rather than guess.
      const locked = await desk.run(['whoami'], tools.env('locked'));
      expect(locked.code).toBe(4);
      expect(locked.stderr).toContain('キーリングから読み出せませんでした');

      expect((await desk.run(['logout'], keyring)).code).toBe(0);
      expect(await tools.entries()).toEqual({});
      // TWB_KEYRING=off: the 0600 file, as where no keyring exists.
      const plain = await desk.run(['login', '--login-id', 'admin01'], { ...signIn, ...keyring, TWB_KEYRING: 'off' });
      expect(plain.code, plain.stderr).toBe(0);
      expect(await tools.entries()).toEqual({});
      expect(JSON.parse((await desk.run(['auth', 'status', '--json'], { TWB_KEYRING: 'off' })).stdout)).toMatchObject({ tokenStorage: 'file' });
    } finally {
      await desk.dispose();
      await tools.dispose();
    }
  });

  it('corp list and corp switch by name and by id change the corporation the session works on', async () => {
    const choices = await twbJson<{ organizationId: string; organizationName: string; selected: boolean }[]>(['corp', 'list', '--json']);
    expect(choices.length).toBeGreaterThan(1);
    const other = choices.find((choice) => !choice.selected);
    const current = choices.find((choice) => choice.selected);
    if (!other || !current) throw new Error('admin01 has no second corporation');
    const switched = await home.run(['corp', 'switch', other.organizationName]);
    expect(switched.code, switched.stderr).toBe(0);
    expect(switched.stderr).toContain(`選択中の企業を ${other.organizationName} に切り替えました。`);
    expect((await twbJson<{ corporationName: string }>(['whoami', '--json'])).corporationName).toBe(other.organizationName);
    expect((await home.run(['corp', 'switch', current.organizationId])).code).toBe(0);
    expect((await twbJson<{ corporationName: string }>(['whoami', '--json'])).corporationName).toBe(current.organizationName);
    const unknown = await home.run(['corp', 'switch', 'どこにもない企業']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('企業 どこにもない企業 は見つかりません。');
  });
});

describe('config beside the token', () => {
  it('stores settings 0600, shows where each comes from, and the environment wins', async () => {
    const set = await home.run(['config', 'set', 'encoding', 'sjis']);
    expect(set.code, set.stderr).toBe(0);
    const file = join(home.configDir, 'config.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await home.run(['config', 'get', 'encoding'])).stdout).toBe('cp932\n');
    expect(await twbJson(['config', 'get', 'encoding', '--json'])).toEqual({ key: 'encoding', value: 'cp932', source: 'file' });
    expect(await twbJson(['config', 'get', 'encoding', '--json'], { TWB_ENCODING: 'utf-8' })).toEqual({ key: 'encoding', value: 'utf-8', source: 'env' });
    // The setting applies: the template comes in Shift_JIS without --encoding.
    const sjis = await home.run(['upload', 'template', 'department-order', '-o', '-']);
    expect(sjis.stdoutBytes.includes(Buffer.from('部署名', 'utf8'))).toBe(false);
    expect((await home.run(['config', 'unset', 'encoding'])).code).toBe(0);
    const refused = await home.run(['config', 'set', 'colour', 'red']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('設定 colour はありません。');
  });

  it('the base URL of the file is used when neither --base-url nor TWB_BASE_URL is given', async () => {
    const other = await twbHome('http://127.0.0.1:9');
    try {
      expect((await other.run(['config', 'set', 'base-url', server.baseUrl])).code).toBe(0);
      const status = await other.run(['login', '--login-id', 'admin01'], { ...signIn, TWB_BASE_URL: '' });
      expect(status.code, status.stderr).toBe(0);
      expect((await other.run(['auth', 'status', '--json'], { TWB_BASE_URL: '' })).code).toBe(0);
    } finally {
      await other.dispose();
    }
  });
});

describe('help, version, bare twb', () => {
  it('bare twb prints the overview on stdout and exits 0; --version --json is JSON', async () => {
    const bare = await home.run([]);
    expect(bare.code).toBe(0);
    expect(bare.stdout).toContain('Examples / 使用例:');
    expect(bare.stderr).toBe('');
    expect(await twbJson(['--version', '--json'])).toMatchObject({ name: 'twb', version: expect.any(String) });
    const topic = await home.run(['help', 'exit-codes']);
    expect(topic.code).toBe(0);
    expect(topic.stdout).toContain('130');
  });

  it('every command\'s --help has an EXAMPLES section', async () => {
    const commands = [
      ['login'], ['whoami'], ['logout'], ['auth'], ['auth', 'status'], ['auth', 'token'], ['corp'], ['corp', 'list'], ['corp', 'switch'],
      ['config'], ['config', 'get'], ['config', 'set'], ['config', 'unset'], ['api'], ['upload'], ['upload', 'validate'], ['upload', 'submit'],
      ['upload', 'history'], ['upload', 'cancel'], ['upload', 'result'], ['upload', 'template'], ['usage'], ['usage', 'export'],
      ['reservations'], ['reservations', 'list'], ['invoices'], ['invoices', 'list'], ['invoices', 'download'], ['completion'],
    ];
    for (const words of commands) {
      const help = await home.run([...words, '--help']);
      expect(help.code, words.join(' ')).toBe(0);
      expect(help.stdout, words.join(' ')).toMatch(/Examples \/ 使用例:\n {2}(#|\$)/);
    }
  });
});
