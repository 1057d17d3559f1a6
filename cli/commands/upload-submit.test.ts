// twb upload submit against a scripted server: the size limit checked before sending (said once, with the rows that
// fit), the server's refusals named by labels and printed once, progress lines on a terminal only, Ctrl-C in each phase
// (exit 130, saying what is left behind), a failed apply's first reasons, a repeat already received, Japanese status
// names, --encoding spellings, friendly file errors.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, type UploadHistoryRow, type UploadJobState, type UploadResponse } from '../../core/uploads/calls';
import { UploadDivision } from '../../core/csv/kind';
import { runCommand } from '../run-command';
import { fakeApi, type FakeRoute } from '../testing/fake-api';
import { fakeRuntime, type FakeRuntime } from '../testing/fake-runtime';
import { sessionUser } from '../testing/users';
import { runUploadSubmit, type SubmitDeps, type UploadSubmitOptions } from './upload-submit';

const BASE = 'http://twb.test:8080';
const UPLOAD = 'POST /api/transfer/upload/';
const JOB = 'GET /api/transfer/job';
const HISTORY = 'GET /api/transfer/history/';
const NAMES = '部署ID,部署名\r\n1,総務部\r\n2,営業部\r\n';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'twb-submit-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function csvFile(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, `\uFEFF${text}`);
  return path;
}

function answer(overrides: Partial<Answer> = {}): Answer {
  return {
    kind: 'department-names', uploadDivision: UploadDivision.BILLING_NAME_UPDATE, valid: true, encoding: 'utf8', rowCount: 2, problemCount: 0,
    problems: [], truncated: false, warningCount: 0, warnings: [], dryRun: false, transferHistoryId: '42', status: 'applying',
    startDate: '2026/12/01', message: 'ファイルを受け付けました。2行を反映しています。完了するとこの画面と一括操作履歴に結果が表示されます',
    alreadyReceived: false, notes: [], ...overrides,
  } as Answer;
}

function job(overrides: Partial<Job> = {}): Job {
  return {
    transferHistoryId: '42', status: 'applied', statusLabel: '反映済み', startDate: '2026/12/01', rowCount: 2, appliedCount: 2, errorCount: 0,
    completionAvailable: true, message: '2行を反映しました', failureReasons: [], ...overrides,
  } as Job;
}

function historyRow(overrides: Partial<HistoryRow> = {}): HistoryRow {
  return {
    transferHistoryId: '42', uploadDivision: UploadDivision.BILLING_NAME_UPDATE, kind: 'department-names', kindTitle: '部署名一括変更', status: 'applied',
    statusLabel: '反映済み', fileName: 'names.csv', startDate: '2026/12/01', uploadedAt: '2026/12/01 10:00:00', finishedAt: '2026/12/01 10:00:01',
    uploadedByUserId: '1', uploadedByName: '山田 太郎', organizationName: '', organizationId: null, rowCount: 2, appliedCount: 2, errorCount: 0,
    deleteExisting: false, cancellable: false, completionAvailable: true, message: '2行を反映しました', failureReasons: [], ...overrides,
  } as HistoryRow;
}

/** The contract's additions (alreadyReceived, failureReasons), optional here so the tests read both servers. */
interface Reason {
  row: number;
  column: string;
  message: string;
}
type Answer = UploadResponse & { alreadyReceived?: boolean };
type Job = UploadJobState & { failureReasons?: Reason[] };
type HistoryRow = UploadHistoryRow & { failureReasons?: Reason[] };

type UploadBehaviour = (body: ReadableStream<Uint8Array>, signal: AbortSignal) => Promise<void>;

/** The body read to its end (the progress callbacks run as the transport hands over each chunk). */
const readAll: UploadBehaviour = async (body) => {
  const reader = body.getReader();
  while (!(await reader.read()).done) {
    // keep reading
  }
};

/** Resolves when the signal fires, with the abort the fetch would raise. */
function abortOf(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = (): void => reject(new DOMException('aborted', 'AbortError'));
    if (signal.aborted) fail();
    signal.addEventListener('abort', fail, { once: true });
  });
}

interface Setup {
  runtime: FakeRuntime;
  requests: ReturnType<typeof fakeApi>['requests'];
}

/**
 * A scripted server; the upload route's body is consumed by `behaviour` (all of it by default) before the answer, as a
 * server reads a multipart body before it answers.
 */
function setup(routes: Record<string, FakeRoute>, options: { tty?: boolean; behaviour?: UploadBehaviour } = {}): Setup {
  const api = fakeApi({ 'GET /api/users/loginUser': { body: sessionUser('admin01') }, ...routes });
  const behaviour = options.behaviour ?? readAll;
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    if (init?.method === 'POST' && url.pathname === '/api/transfer/upload/' && init.body instanceof ReadableStream) {
      const signal = init.signal ?? new AbortController().signal;
      await Promise.race([behaviour(init.body, signal), abortOf(signal)]);
      return api.fetch(input, { ...init, body: undefined });
    }
    return api.fetch(input, init);
  }) as typeof fetch;
  const runtime = fakeRuntime({ env: { TWB_TOKEN: 'token', TWB_BASE_URL: BASE }, fetch: fetchImpl, stderrTTY: options.tty });
  return { runtime, requests: api.requests };
}

/** No waiting in unit tests: polls follow each other at once, and a redraw timer that never fires by itself. */
function deps(extra: SubmitDeps = {}): SubmitDeps {
  let now = 1_000_000;
  return { sleep: async () => void (now += 2000), clock: () => now, repeat: () => () => undefined, ...extra };
}

const submit = (s: Setup, file: string, options: UploadSubmitOptions = {}, extra: SubmitDeps = deps(), kind = 'department-names') =>
  runCommand(options, (rt, output) => runUploadSubmit(kind, file, options, rt, output, extra), s.runtime);

const uploads = (s: Setup) => s.requests.filter((r) => r.method === 'POST' && r.path === '/api/transfer/upload/');

describe('the size limit, before anything is sent', () => {
  async function bigFile(): Promise<{ path: string; rows: number }> {
    const row = '1234,営業第一部営業課第一グループ\r\n';
    const rowBytes = Buffer.byteLength(row);
    const rows = Math.ceil((UPLOAD_MAX_BYTES * 1.09) / rowBytes);
    const path = join(dir, 'big.csv');
    await writeFile(path, `部署ID,部署名\r\n${row.repeat(rows)}`);
    return { path, rows };
  }

  it('refuses a file over the limit without any request: its size, the limit, the rows that fit, split it; said once', async () => {
    const { path, rows } = await bigFile();
    const s = setup({});
    expect(await submit(s, path)).toBe(1);
    expect(s.requests).toEqual([]);
    const text = s.runtime.stderr.text();
    expect(text).toMatch(/big\.csv のサイズ（10\.\dMB、[\d,]+バイト）が、アップロードできる上限（10MB、10,485,760バイト）を超えています。送信していません/);
    expect(text).toContain(`このファイルは${rows.toLocaleString('ja-JP')}行`);
    const fit = Number(/1ファイルに入るのは約([\d,]+)行までです/.exec(text)?.[1].replace(/,/g, ''));
    expect(fit).toBeGreaterThan(rows * 0.9);
    expect(fit).toBeLessThan(rows);
    expect(text).toContain('2個以上のファイルに分け、それぞれの先頭に見出し行を付けてアップロードしてください');
    expect(text.match(/上限/g)).toHaveLength(1);
  });

  it('--json: the error object carries the numbers', async () => {
    const { path, rows } = await bigFile();
    const s = setup({});
    expect(await submit(s, path, { json: true })).toBe(1);
    const report = JSON.parse(s.runtime.stdout.text()) as { error: Record<string, unknown> };
    expect(report.error).toMatchObject({ code: 'UPLOAD_TOO_LARGE', max: UPLOAD_MAX_BYTES, rows });
    expect(report.error.fittingRows).toBeLessThan(rows);
  });

  it("prints the server's own 413 once (its field repeats the message)", async () => {
    const message = 'ファイルが大きすぎます。10MB以下のファイルにしてください';
    const s = setup({ [UPLOAD]: { status: 413, body: { message, code: 'UPLOAD_TOO_LARGE', fields: { file: message } } } });
    expect(await submit(s, await csvFile('names.csv', NAMES))).toBe(1);
    expect(s.runtime.stderr.text().split(message)).toHaveLength(2);
  });
});

describe("the server's refusals", () => {
  it('names the fields by their labels and options, not the API names', async () => {
    const s = setup({
      [UPLOAD]: { status: 400, body: { message: '入力内容に誤りがあります。', code: 'VALIDATION_ERROR', fields: { startDate: '反映日は本日（2026/12/01）以降の日付にしてください', encoding: '文字コードは utf8 または cp932 を指定してください' } } },
    });
    expect(await submit(s, await csvFile('names.csv', NAMES), { startDate: '2020/01/01' })).toBe(1);
    const text = s.runtime.stderr.text();
    expect(text).toContain('  反映日（--start-date）: 反映日は本日（2026/12/01）以降の日付にしてください');
    expect(text).toContain('  文字コード（--encoding）: ');
    expect(text).not.toMatch(/startDate|encoding:/);
  });
});

describe('the answer', () => {
  it("today's upload: received (no web words), followed until applied", async () => {
    const s = setup({ [UPLOAD]: { body: answer() }, [JOB]: { body: job() }, [HISTORY]: { body: { totalCount: 1, offset: 0, limit: 500, rows: [historyRow()] } } });
    expect(await submit(s, await csvFile('names.csv', NAMES))).toBe(0);
    const text = s.runtime.stderr.text();
    expect(text).toContain('アップロードID 42: ファイルを受け付けました。2行を反映します');
    expect(text).toContain('アップロードID 42: 反映しました（2行）');
    expect(text).not.toContain('この画面');
  });

  it('a repeat of a live upload says it was already received, with its id and state, and makes no new one', async () => {
    const s = setup({ [UPLOAD]: { body: answer({ status: 'queued', alreadyReceived: true }) } });
    expect(await submit(s, await csvFile('names.csv', NAMES), { startDate: '2026/12/01' })).toBe(0);
    const text = s.runtime.stderr.text();
    expect(text).toContain('アップロードID 42: このファイルはすでに受け付けています（状態: 反映待ち、反映日 2026/12/01、2行）。新しいアップロードは作成していません');
    expect(text).not.toContain('ファイルを受け付けました');
  });

  it('a scheduled upload: its day in the message; a wait that runs out names the state in Japanese (exit 3)', async () => {
    const s = setup({ [UPLOAD]: { body: answer({ status: 'queued' }) }, [JOB]: { body: job({ status: 'queued', appliedCount: 0 }) } });
    expect(await submit(s, await csvFile('names.csv', NAMES), { startDate: '2026/12/01', wait: true, waitTimeout: '5' })).toBe(3);
    const text = s.runtime.stderr.text();
    expect(text).toContain('アップロードID 42: ファイルを受け付けました。2026/12/01に反映します（2行）');
    expect(text).toContain('アップロードID 42 はまだ反映されていません（状態: 反映待ち）');
    expect(text).not.toContain('queued');
  });
});

describe('a failed apply', () => {
  const reasons = [
    { row: 2, column: '部署ID', message: 'この部署には会員が938名所属しているため削除できません' },
    { row: 5, column: '部署名', message: '部署名「営業部」はすでに使用されています' },
  ];

  it('prints the first reasons (row, column, message), how many more, and where the whole CSV is', async () => {
    const failed = { status: 'failed' as const, statusLabel: 'エラー', appliedCount: 0, errorCount: 7, failureReasons: reasons, message: 'エラーが7件あるため反映しませんでした' };
    const s = setup({ [UPLOAD]: { body: answer() }, [JOB]: { body: job(failed) }, [HISTORY]: { body: { totalCount: 1, offset: 0, limit: 500, rows: [historyRow(failed)] } } });
    expect(await submit(s, await csvFile('names.csv', NAMES))).toBe(1);
    const lines = s.runtime.stderr.text().split('\n');
    const at = lines.indexOf('アップロードID 42: 反映できませんでした（エラー7件）。変更は行っていません。最初の2件の理由:');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 4)).toEqual([
      '  2行目 部署ID: この部署には会員が938名所属しているため削除できません',
      '  5行目 部署名: 部署名「営業部」はすでに使用されています',
      'すべての行の結果と理由は結果CSVで確認できます: twb upload result 42 -o result.csv',
    ]);
  });

  it('every reason shown: no "first"; a reason of the whole job (row 1) without a row number', async () => {
    const whole = { row: 1, column: '', message: 'アップロードした管理者がこの企業を操作できなくなったため反映しませんでした' };
    const failed = { status: 'failed' as const, appliedCount: 0, errorCount: 0, failureReasons: [whole], message: whole.message };
    const s = setup({ [UPLOAD]: { body: answer() }, [JOB]: { body: job(failed) }, [HISTORY]: { body: { totalCount: 1, offset: 0, limit: 500, rows: [historyRow(failed)] } } });
    expect(await submit(s, await csvFile('names.csv', NAMES))).toBe(1);
    const text = s.runtime.stderr.text();
    expect(text).toContain('アップロードID 42: 反映できませんでした（エラー1件）。変更は行っていません。理由:\n  アップロードした管理者がこの企業を操作できなくなったため反映しませんでした\n');
  });

  it('without reasons from the server (one that does not send them, or a failure of the whole job) the outcome is said', async () => {
    const failed = { status: 'failed' as const, appliedCount: 0, errorCount: 0, message: 'システムエラーのため反映しませんでした' };
    const { failureReasons: _dropped, ...oldJob } = job(failed);
    const s = setup({ [UPLOAD]: { body: answer() }, [JOB]: { body: oldJob }, [HISTORY]: { body: { totalCount: 0, offset: 0, limit: 500, rows: [] } } });
    expect(await submit(s, await csvFile('names.csv', NAMES))).toBe(1);
    const text = s.runtime.stderr.text();
    expect(text).toContain('アップロードID 42: 反映できませんでした。変更は行っていません（システムエラーのため反映しませんでした）');
    expect(text).toContain('twb upload result 42 -o result.csv');
  });
});

describe('progress', () => {
  it('on a terminal: the bar, then a line while the server checks the file (elapsed), cleared before the answer', async () => {
    let tick: (() => void) | null = null;
    let now = 0;
    const extra = deps({ clock: () => now, repeat: (fn) => ((tick = fn), () => (tick = null)) });
    const s = setup({ [UPLOAD]: { body: answer({ status: 'queued' }) } }, {
      tty: true,
      behaviour: async (body) => {
        await readAll(body, new AbortController().signal);
        // The server takes its time over the check: the line is redrawn meanwhile.
        now += 3_400;
        tick?.();
      },
    });
    expect(await submit(s, await csvFile('names.csv', NAMES), {}, extra)).toBe(0);
    const text = s.runtime.stderr.text();
    expect(text).toContain('\rアップロード中 [');
    expect(text).toContain('サーバーでファイルを確認しています（経過 3秒）');
    // Cleared (carriage return, erase line) before the answer's message.
    expect(text).toContain('\r\u001b[Kアップロード');
  });

  it('on a terminal, --wait shows the state, the rows applied when the server says them, and the time waited', async () => {
    const states = [job({ status: 'applying', appliedCount: 0, rowCount: 82_659 }), job({ status: 'applying', appliedCount: 40_000, rowCount: 82_659 }), job({ status: 'applied', appliedCount: 82_659, rowCount: 82_659 })];
    let now = 0;
    const extra = deps({ clock: () => now, sleep: async () => void (now += 2000) });
    const s = setup({ [UPLOAD]: { body: answer({ rowCount: 82_659 }) }, [JOB]: () => ({ body: states.shift() }), [HISTORY]: { body: { totalCount: 0, offset: 0, limit: 500, rows: [] } } }, { tty: true });
    expect(await submit(s, await csvFile('names.csv', NAMES), {}, extra)).toBe(0);
    const text = s.runtime.stderr.text();
    expect(text).toContain('アップロードID 42 の反映を待っています（反映中、経過 ');
    expect(text).toContain('アップロードID 42 の反映を待っています（反映中、40,000/82,659行、経過 ');
    // The one-time line is for logs only.
    expect(text).not.toContain('の反映を待っています...');
  });

  it('without a terminal: no control codes, the wait said once', async () => {
    const states = [job({ status: 'applying', appliedCount: 0 }), job({ status: 'applied' })];
    const s = setup({ [UPLOAD]: { body: answer() }, [JOB]: () => ({ body: states.shift() }), [HISTORY]: { body: { totalCount: 0, offset: 0, limit: 500, rows: [] } } });
    expect(await submit(s, await csvFile('names.csv', NAMES))).toBe(0);
    const text = s.runtime.stderr.text();
    expect(text).not.toContain('\r');
    expect(text).not.toContain('\u001b');
    expect(text.match(/反映を待っています/g)).toHaveLength(1);
  });
});

describe('Ctrl-C', () => {
  it('while the file is being sent: nothing was uploaded, exit 130', async () => {
    const s: Setup = setup({ [UPLOAD]: { body: answer() } }, {
      behaviour: async (body) => {
        const reader = body.getReader();
        await reader.read();
        s.runtime.interrupt();
        await new Promise(() => undefined);
      },
    });
    // A file of several chunks, so the first one is not the last.
    const rows = Array.from({ length: 20_000 }, (_, i) => `${i + 1},部署${i + 1}\r\n`).join('');
    const path = await csvFile('names.csv', `部署ID,部署名\r\n${rows}`);
    expect(await submit(s, path)).toBe(130);
    const text = s.runtime.stderr.text();
    expect(text).toContain('中断しました。ファイルは送信していません（アップロードされていません）');
    expect(text).not.toContain('受け付け');
  });

  it('once every byte is sent (the server is checking): it may have arrived, see the history; running it again is safe', async () => {
    const s: Setup = setup({ [UPLOAD]: { body: answer() } }, {
      behaviour: async (body, signal) => {
        await readAll(body, signal);
        s.runtime.interrupt();
        await new Promise(() => undefined);
      },
    });
    expect(await submit(s, await csvFile('names.csv', NAMES))).toBe(130);
    const text = s.runtime.stderr.text();
    expect(text).toContain('中断しました。ファイルは送信し終えていたため、受け付けられている可能性があります。twb upload history で確認してください');
    expect(text).toContain('二重にはアップロードされません');
  });

  it('during --wait: the upload goes on on the server, its id and how to follow it; exit 130; --json has the id', async () => {
    for (const json of [false, true]) {
      const s: Setup = setup({
        [UPLOAD]: { body: answer({ status: 'queued' }) },
        [JOB]: () => {
          s.runtime.interrupt();
          return { body: job({ status: 'queued', appliedCount: 0 }) };
        },
      });
      const extra = deps({ sleep: (_ms, signal) => new Promise((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true })) });
      expect(await submit(s, await csvFile('names.csv', NAMES), { startDate: '2026/12/01', wait: true, json }, extra)).toBe(130);
      const text = s.runtime.stderr.text();
      expect(text).toContain('中断しました。アップロードID 42 の反映はサーバーで続いています（待つのをやめただけです）');
      expect(text).toContain('twb upload history');
      expect(text).toContain('twb upload result 42 -o result.csv');
      expect(text).toContain('反映前に取り消すには: twb upload cancel 42');
      if (json) expect(JSON.parse(s.runtime.stdout.text())).toMatchObject({ error: { code: 'INTERRUPTED', transferHistoryId: '42', status: 'queued', uploaded: true } });
    }
  });

  it('stops listening when the command ends (a later Ctrl-C is the shell\'s again)', async () => {
    const s = setup({ [UPLOAD]: { body: answer({ status: 'queued' }) } });
    expect(await submit(s, await csvFile('names.csv', NAMES), { startDate: '2026/12/01' })).toBe(0);
    expect(s.runtime.interrupt()).toBe(false);
  });
});

describe('options and files', () => {
  it('--encoding takes utf-8 and utf8 alike, and sjis / shift_jis as cp932; anything else is exit 2 naming the spellings', async () => {
    const utf8 = join(dir, 'utf8.csv');
    await writeFile(utf8, NAMES);
    const sjis = join(dir, 'sjis.csv');
    await writeFile(sjis, iconv.encode(NAMES, 'cp932'));
    for (const [given, sent] of [['utf-8', 'utf8'], ['UTF8', 'utf8'], ['sjis', 'cp932'], ['Shift_JIS', 'cp932'], ['cp932', 'cp932']] as const) {
      const s = setup({ [UPLOAD]: { body: answer({ status: 'queued' }) } });
      expect(await submit(s, sent === 'utf8' ? utf8 : sjis, { encoding: given, startDate: '2026/12/01' })).toBe(0);
      expect(uploads(s)[0].query.get('encoding')).toBe(sent);
    }
    const s = setup({});
    expect(await submit(s, await csvFile('names.csv', NAMES), { encoding: 'latin1' })).toBe(2);
    expect(s.runtime.stderr.text()).toContain('--encoding latin1 は指定できません。auto、utf-8、cp932（Shift_JIS）のいずれかを指定してください');
  });

  it('a missing file, a folder: Japanese with the path, exit 2, never ENOENT', async () => {
    const missing = setup({});
    expect(await submit(missing, join(dir, 'nothing.csv'))).toBe(2);
    expect(missing.runtime.stderr.text()).toBe(`ファイル ${join(dir, 'nothing.csv')} が見つかりません。パスを確認してください\n`);
    const folder = join(dir, 'folder.csv');
    await mkdir(folder);
    const isFolder = setup({});
    expect(await submit(isFolder, folder)).toBe(2);
    expect(isFolder.runtime.stderr.text()).toBe(`${folder} はフォルダです。ファイルを指定してください\n`);
    expect(missing.requests).toEqual([]);
  });

  it('an unknown kind lists every kind with its Japanese title', async () => {
    const s = setup({});
    expect(await submit(s, await csvFile('names.csv', NAMES), {}, deps(), 'departments')).toBe(2);
    expect(s.runtime.stderr.text()).toContain('種類 departments はありません。次のいずれかを指定してください: members（会員一括変更）、clerks（責任者・部署担当者一括登録）');
  });

  it('--delete-existing on another kind names the clerks kind by its title', async () => {
    const s = setup({});
    expect(await submit(s, await csvFile('names.csv', NAMES), { deleteExisting: true })).toBe(2);
    expect(s.runtime.stderr.text()).toContain('--delete-existing は clerks（責任者・部署担当者一括登録）でのみ指定できます');
  });
});
