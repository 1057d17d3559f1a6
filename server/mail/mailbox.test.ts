// The demo's mailbox (no SMTP_URL): a temporary password from POST /lost is delivered into the local mailbox, a .eml
// file that decodes to the same Japanese mail, and the page /dev/mailbox shows it, to this computer only: not through
// a proxy, not under another host name (DNS rebinding), not at all when the mailbox is not the transport.
import { request } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../core/i18n';
import { signInWithCookies, startTestServer, TestCaller, type TestServer } from '../../tests/support/server';
import { DEFAULT_MAIL_FROM } from './settings';
import { MAILBOX_PATH } from './mailbox-page';

let server: TestServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'twb-mailbox-'));
  server = await startTestServer({ webDist: null, mail: { kind: 'mailbox', dir, from: DEFAULT_MAIL_FROM, fromGiven: false } });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** GET with the headers given as they are (fetch would not let the test set Host). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET', headers: { host: url.host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function sentTo(recipient: string): Promise<{ id: number; body: string }> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [row] = await server.db.query<{ id: number; body: string; state: string }>(
      'select id, body, state from mail_outbox where recipient = $1 order by id desc limit 1',
      [recipient],
    );
    if (row?.state === 'sent') return row;
    if (Date.now() > deadline) throw new Error(`no mail sent to ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the demo mailbox', () => {
  it('holds the temporary password from POST /lost as a .eml file and on the local page, and the password signs in', async () => {
    const lost = await new TestCaller(server.baseUrl).post('/api/lost', { userid: 'clerk01', mail: 'hanako.suzuki@mirai-works.co.jp' });
    expect(lost.status).toBe(200);
    const mail = await sentTo('hanako.suzuki@mirai-works.co.jp');
    const temporary = /仮パスワード: (\S+)/.exec(mail.body)?.[1] ?? '';
    expect(temporary).not.toBe('');

    const files = readdirSync(dir).filter((f) => f.startsWith(String(mail.id).padStart(8, '0')));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(readFileSync(join(dir, files[0])));
    expect(parsed.subject).toBe(t('server.mail.tempPassword.subject'));
    expect(parsed.text).toContain(temporary);
    expect(parsed.messageId).toMatch(/^<twb\.\d+\./);

    const page = await get(MAILBOX_PATH);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(t('server.mailbox.title'));
    expect(page.body).toContain(t('server.mail.tempPassword.subject'));
    expect(page.body).toContain(temporary);
    expect(page.body).toContain('hanako.suzuki@mirai-works.co.jp');
    // Filtered by recipient.
    const other = await get(`${MAILBOX_PATH}?to=${encodeURIComponent('someone.else@mirai-works.co.jp')}`);
    expect(other.body).not.toContain(temporary);
    expect(other.body).toContain(t('server.mailbox.empty'));

    const web = await signInWithCookies(server.baseUrl, 'clerk01', temporary);
    expect((await web.get('/api/users/loginUser')).status).toBe(200);
  });

  it('escapes what it shows', async () => {
    await server.db.query(
      "insert into mail_outbox (recipient, subject, body, created_at) values ('x@mirai-works.example.jp', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', now())",
    );
    await sentTo('x@mirai-works.example.jp');
    const page = await get(MAILBOX_PATH);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<img src=x');
  });

  it('is not there for a request through a proxy or under another host name', async () => {
    const probes: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      { host: 'attacker.example:80' },
      { host: 'mailbox.attacker.example' },
    ];
    for (const headers of probes) {
      const page = await get(MAILBOX_PATH, headers);
      expect(page.status, JSON.stringify(headers)).toBe(404);
      expect(page.body).not.toContain(t('server.mailbox.title'));
      expect(page.body).not.toContain('hanako.suzuki');
    }
  });
});

describe('without the mailbox', () => {
  it('has no mailbox page when mail goes by SMTP or nowhere', async () => {
    const plain = await startTestServer({ webDist: null, seed: false });
    try {
      const answer = await fetch(`${plain.baseUrl}${MAILBOX_PATH}`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain(t('server.mailbox.title'));
    } finally {
      await plain.close();
    }
  });
});
