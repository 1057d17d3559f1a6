// The delivery worker against a real SMTP server (smtp-server on 127.0.0.1), on the database the tests run on (PGlite,
// or PostgreSQL with DATABASE_URL): a temporary password from POST /lost arrives with a decodable Japanese subject and
// signs in; a 421 then 250 is retried and sent once; a 550 fails with its reason and is never retried; two workers on
// one database send each mail once; a worker killed with SIGKILL in the middle of a batch loses nothing and sends again
// only the one mail it was handing over. Nothing the server logs carries a mail's body, a password or a token.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../core/i18n';
import type { Database, Row } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { createTestDatabase, signInWithCookies, startTestServer, TestCaller, type TestDatabase } from '../../tests/support/server';
import { startSmtpServer, type TestSmtpServer } from '../../tests/support/smtp';
import { startMailDelivery, type DeliveryLog, type MailDelivery } from './delivery';
import { queueMail } from './outbox';
import { DEFAULT_MAIL_FROM, parseSmtpUrl, readMailSettings } from './settings';
import { smtpTransport } from './transport';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Log lines, as the server's logger (pino) would write them. */
function capture(): { lines: string[]; stream: Writable; log: DeliveryLog } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const line = (level: string) => (details: Record<string, unknown>, message: string) => void lines.push(JSON.stringify({ level, ...details, msg: message }));
  return { lines, stream, log: { info: line('info'), warn: line('warn'), error: line('error') } };
}

interface OutboxState extends Row {
  state: string;
  attempts: number;
  failure_reason: string | null;
  message_id: string | null;
  delivered_via: string | null;
  sent_at: Date | null;
  next_attempt_at: Date | null;
}

async function stateOf(db: Database, id: number): Promise<OutboxState> {
  const [row] = await db.query<OutboxState & { id: number }>(
    'select state, attempts, failure_reason, message_id, delivered_via, sent_at, next_attempt_at from mail_outbox where id = $1',
    [id],
  );
  return row;
}

async function queued(db: Database, subject: string, recipient = 'someone@mirai-works.example.jp'): Promise<number> {
  await queueMail(db, { recipient, subject, body: `${subject}の本文です。\n二行目。` }, new Date());
  const [row] = await db.query<{ id: number }>('select max(id)::int as id from mail_outbox where subject = $1', [subject]);
  return row.id;
}

describe('POST /lost with SMTP_URL', () => {
  it('delivers one mail whose Japanese subject decodes, with Date and Message-ID; its temporary password signs in; the log carries no body, password or token', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const logs = capture();
    const mail = readMailSettings({ SMTP_URL: smtp.url }, { dataDir: '/nowhere', seedDemo: true, production: false, flag: (_, otherwise) => otherwise });
    expect(mail.kind).toBe('smtp');
    const server = await startTestServer({ webDist: null, mail, logger: { level: 'debug', stream: logs.stream } });
    cleanups.push(server.close);

    const started = Date.now();
    const visitor = new TestCaller(server.baseUrl);
    const lost = await visitor.post('/api/lost', { userid: 'clerk01', mail: 'hanako.suzuki@mirai-works.co.jp' });
    expect(lost.status).toBe(200);
    const [received] = await smtp.waitFor(1, 30_000);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(received.to).toEqual(['hanako.suzuki@mirai-works.co.jp']);
    expect(received.from).toBe(DEFAULT_MAIL_FROM.address);
    expect(received.subject).toBe(t('server.mail.tempPassword.subject'));
    // On the wire the subject is an RFC 2047 encoded word in UTF-8, never raw 8-bit text.
    const subjectLine = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(received.raw)?.[1] ?? '';
    expect(subjectLine).toMatch(/^=\?UTF-8\?[BQ]\?/i);
    expect(subjectLine).not.toMatch(/[^\x20-\x7e\r\n\t]/);
    expect(received.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/im);
    expect(received.raw).toMatch(/^Date: /m);
    expect(received.raw).toMatch(/^Auto-Submitted: auto-generated/m);
    expect(received.messageId).toMatch(/^<twb\.\d+\.[0-9a-z]+@example\.jp>$/);
    expect(received.text).toContain('仮パスワードを発行しました');
    const temporary = /仮パスワード: (\S+)/.exec(received.text)?.[1] ?? '';
    expect(temporary).toMatch(/^[A-Za-z0-9]{12,32}$/);

    const web = await signInWithCookies(server.baseUrl, 'clerk01', temporary);
    expect((await web.get('/api/users/loginUser')).status).toBe(200);

    const [row] = await server.db.query<OutboxState>(
      "select state, attempts, message_id, delivered_via, sent_at from mail_outbox where recipient = 'hanako.suzuki@mirai-works.co.jp' order by id desc limit 1",
    );
    expect(row).toMatchObject({ state: 'sent', attempts: 1, message_id: received.messageId, delivered_via: 'smtp' });
    expect(smtp.received).toHaveLength(1);

    const log = logs.lines.join('\n');
    expect(log).toContain('"mailEvent":"mail.sent"');
    expect(log).not.toContain(temporary);
    expect(log).not.toContain('仮パスワードを発行しました');
    expect(log).not.toContain(t('server.mail.tempPassword.subject'));
    for (const value of web.cookies.values()) expect(log).not.toContain(value);
  });
});

describe('the delivery worker', () => {
  let database: TestDatabase;
  let db: Database;
  let smtp: TestSmtpServer;
  const workers: MailDelivery[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    cleanups.push(database.drop);
    db = await openDatabase(database.options);
    cleanups.push(() => db.close());
    await migrate(db, () => new Date());
    smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    cleanups.push(async () => {
      for (const worker of workers) await worker.stop();
    });
  });

  async function worker(on: Database, log: DeliveryLog, tuning = {}): Promise<MailDelivery> {
    const { smtp: settings } = parseSmtpUrl(smtp.url, undefined, undefined);
    const started = await startMailDelivery(on, {
      transport: smtpTransport(settings, DEFAULT_MAIL_FROM),
      clock: () => new Date(),
      log,
      tuning: { retryBaseMs: 300, pollMs: 100, ...tuning },
      onError: (error) => log.error({ err: String(error) }, 'worker error'),
    });
    workers.push(started);
    return started;
  }

  async function stopAll(): Promise<void> {
    while (workers.length) await workers.pop()?.stop();
  }

  it('wakes when a mail is written, on any server (a notification at commit), without waiting for its poll', async () => {
    smtp.received.length = 0;
    smtp.reply = () => null;
    const other = database.options.databaseUrl ? await openDatabase(database.options) : db;
    if (other !== db) cleanups.push(() => other.close());
    await worker(db, capture().log, { pollMs: 600_000 });
    await sleep(300);
    const started = Date.now();
    await db.transaction(async (tx) => {
      await queueMail(tx, { recipient: 'woken@mirai-works.example.jp', subject: '通知で起きるテスト', body: '本文' }, new Date());
      // Not before the commit: the worker would find nothing yet.
      await sleep(300);
      expect(smtp.received).toHaveLength(0);
    });
    await smtp.waitFor(1, 5_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    await queueMail(other, { recipient: 'woken@mirai-works.example.jp', subject: '別のサーバーからの通知', body: '本文' }, new Date());
    await smtp.waitFor(2, 5_000);
    expect(smtp.received.map((m) => m.subject)).toEqual(['通知で起きるテスト', '別のサーバーからの通知']);
    await stopAll();
  });

  it('retries a 421 after its backoff and sends the mail once', async () => {
    smtp.received.length = 0;
    smtp.refused.length = 0;
    let replies = 0;
    smtp.reply = () => (replies++ === 0 ? { code: 421, message: '4.3.2 Service busy, try again later' } : null);
    const logs = capture();
    const id = await queued(db, '再送のテスト（421のあと250）');
    await worker(db, logs.log);
    await smtp.waitFor(1);
    await until(async () => (await stateOf(db, id)).state === 'sent', 'the mail to be sent');
    expect(smtp.refused).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].subject).toBe('再送のテスト（421のあと250）');
    expect(smtp.received[0].messageId).toBe(smtp.refused[0].messageId);
    const row = await stateOf(db, id);
    expect(row).toMatchObject({ state: 'sent', attempts: 2, delivered_via: 'smtp', next_attempt_at: null });
    const retrying = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.mailEvent === 'mail.retrying');
    expect(retrying).toMatchObject({ mailId: id, attempt: 1, responseCode: 421 });
    expect(String(retrying?.reason)).toContain('421');
    await sleep(800);
    expect(smtp.received).toHaveLength(1);
    await stopAll();
  });

  it('marks a 550 failed with the server\'s reason and never tries it again', async () => {
    smtp.received.length = 0;
    smtp.refused.length = 0;
    smtp.reply = () => ({ code: 550, message: '5.1.1 <nobody@mirai-works.example.jp>: Recipient address rejected' });
    const logs = capture();
    const id = await queued(db, '恒久的な失敗のテスト', 'nobody@mirai-works.example.jp');
    await worker(db, logs.log);
    const row = await until(async () => {
      const current = await stateOf(db, id);
      return current.state === 'failed' ? current : null;
    }, 'the mail to fail');
    expect(row.attempts).toBe(1);
    expect(row.failure_reason).toContain('550');
    expect(row.failure_reason).toContain('Recipient address rejected');
    expect(row.next_attempt_at).toBeNull();
    await sleep(1000);
    expect(smtp.refused).toHaveLength(1);
    expect((await stateOf(db, id)).attempts).toBe(1);
    expect(logs.lines.join('\n')).toContain('"mailEvent":"mail.failed"');
    expect(logs.lines.join('\n')).not.toContain('恒久的な失敗のテストの本文');
    await stopAll();
  });

  it('sends each mail once with two workers (two servers) on one database', async () => {
    smtp.received.length = 0;
    smtp.refused.length = 0;
    // A little slow, so that the two workers take turns.
    smtp.reply = async () => {
      await sleep(5);
      return null;
    };
    // A second server: its own connections to the same PostgreSQL; the embedded database has one process only.
    const other = database.options.databaseUrl ? await openDatabase(database.options) : db;
    if (other !== db) cleanups.push(() => other.close());
    const first = capture();
    const second = capture();
    await worker(db, first.log);
    await worker(other, second.log);
    const count = 40;
    await db.transaction(async (tx) => {
      for (let i = 0; i < count; i++) await queueMail(tx, { recipient: `pair.${i}@mirai-works.example.jp`, subject: `二台のテスト ${i}`, body: '本文' }, new Date());
    });
    await smtp.waitFor(count);
    await sleep(800);
    const subjects = smtp.received.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: count }, (_, i) => `二台のテスト ${i}`).sort());
    const [left] = await db.query<{ n: number }>("select count(*)::int as n from mail_outbox where subject like '二台のテスト %' and state <> 'sent'");
    expect(left.n).toBe(0);
    const sentBy = (lines: string[]) => lines.filter((l) => l.includes('"mailEvent":"mail.sent"')).length;
    expect(sentBy(first.lines) + sentBy(second.lines)).toBe(count);
    console.info(`two workers: ${sentBy(first.lines)} + ${sentBy(second.lines)} mails`);
    await stopAll();
  });

  it('loses nothing when its process is killed with SIGKILL mid-batch, and sends again only the mail in flight', async () => {
    smtp.received.length = 0;
    smtp.refused.length = 0;
    const count = 12;
    const killAt = 4;
    // The embedded database belongs to one process: the child gets a data folder of its own, which this test opens
    // only while the child is not running.
    const dataDir = mkdtempSync(join(tmpdir(), 'twb-mail-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const target = database.options.databaseUrl ? database.options : { dataDir };
    const prepare = database.options.databaseUrl ? db : await openDatabase({ dataDir });
    if (prepare !== db) await migrate(prepare, () => new Date());
    await prepare.query("update mail_outbox_rows set state = 'skipped' where state in ('queued', 'retrying', 'sending')");
    await prepare.transaction(async (tx) => {
      for (let i = 0; i < count; i++) await queueMail(tx, { recipient: `batch.${i}@mirai-works.example.jp`, subject: `一括のテスト ${i}`, body: '本文' }, new Date());
    });
    if (prepare !== db) await prepare.close();

    let child: ChildProcess | null = null;
    let childExited: Promise<void> = Promise.resolve();
    // The server receives the whole message, then, before answering 250, the worker's process is killed.
    let replies = 0;
    smtp.reply = async () => {
      if (replies++ === killAt && child) {
        child.kill('SIGKILL');
        await childExited;
      }
      return null;
    };
    const env: Record<string, string> = {
      ...process.env as Record<string, string>,
      SMTP_URL: smtp.url,
      MAIL_LEASE_MS: '1500',
      ...(database.options.databaseUrl ? { DATABASE_URL: database.options.databaseUrl } : { DATA_DIR: dataDir, DATABASE_URL: '' }),
    };
    child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/mail-worker-child.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const spawned = child;
    cleanups.push(() => {
      if (spawned.exitCode === null && spawned.signalCode === null) spawned.kill('SIGKILL');
    });
    let stderr = '';
    spawned.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    childExited = new Promise((resolve) => spawned.once('exit', () => resolve()));
    await Promise.race([
      childExited,
      until(async () => smtp.received.length > killAt, 'the batch to reach the killed mail', 120_000),
    ]);
    await childExited;
    expect(spawned.signalCode, stderr).toBe('SIGKILL');
    const before = smtp.received.length;
    expect(before).toBe(killAt + 1);

    // Another server takes over once the dead one's lease has ended.
    const successor = prepare === db ? db : await openDatabase(target);
    if (successor !== db) cleanups.push(() => successor.close());
    smtp.reply = () => null;
    const logs = capture();
    await worker(successor, logs.log);
    await smtp.waitFor(count + 1, 60_000);
    await sleep(800);
    const times = new Map<string, number>();
    for (const mail of smtp.received) times.set(mail.subject, (times.get(mail.subject) ?? 0) + 1);
    // Nothing lost; only the mail in flight at the kill arrived twice (with the same Message-ID).
    expect([...times.keys()].sort()).toEqual(Array.from({ length: count }, (_, i) => `一括のテスト ${i}`).sort());
    const twice = [...times].filter(([, n]) => n > 1).map(([subject]) => subject);
    expect(twice).toEqual([smtp.received[killAt].subject]);
    const copies = smtp.received.filter((m) => m.subject === twice[0]);
    expect(copies[0].messageId).toBe(copies[1].messageId);
    const rows = await successor.query<{ state: string; attempts: number; subject: string }>(
      "select state, attempts, subject from mail_outbox where subject like '一括のテスト %' order by id",
    );
    expect(rows.every((r) => r.state === 'sent')).toBe(true);
    expect(rows.find((r) => r.subject === twice[0])?.attempts).toBe(2);
    expect(logs.lines.join('\n')).toContain('"mailEvent":"mail.lease-expired"');
    await stopAll();
  });
});
