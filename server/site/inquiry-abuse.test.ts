// POST /inquiry cannot be used to make the service mail a stranger's text: the visitor's receipt is a fixed text;
// receipts per address mailed and inquiries overall are limited besides per source address (several source
// addresses through X-Forwarded-For, TRUST_PROXY on); one-line fields refuse line breaks and direction controls
// with a Japanese field message; the desk's copy marks and quotes what the visitor typed. A refused inquiry stores
// and mails nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../core/api/error';
import { st } from '../../core/site/texts';
import { hitRate } from '../auth/rate-limiter';
import { signInWithCookies, startTestServer, TestCaller, type TestServer } from '../../tests/support/server';
import { INQUIRIES_OVERALL } from './routes';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ webDist: null, trustProxy: true });
});

afterAll(async () => {
  await server?.close();
});

const GOOD = {
  category: 'login',
  companyName: '株式会社みらいワークス',
  name: '山田 花子',
  mail: 'hanako.yamada@mirai-works.example.jp',
  phone: '03-1234-5678',
  loginId: 'yamada01',
  body: 'ログインできません。\n確認コードを何度か間違えました。',
  consent: true,
};

let nextSource = 1;
/** A visitor from an address no other test used. */
function visitor(): TestCaller & { post: TestCaller['post'] } {
  const caller = new TestCaller(server.baseUrl);
  const source = `198.51.100.${nextSource++}`;
  const call = caller.call.bind(caller);
  caller.call = (method, path, body, headers = {}) => call(method, path, body, { ...headers, 'x-forwarded-for': source });
  return caller;
}

async function counts(): Promise<{ inquiries: number; mails: number }> {
  const [row] = await server.db.query<{ inquiries: number; mails: number }>(
    'select (select count(*) from inquiries)::int as inquiries, (select count(*) from mail_outbox)::int as mails',
  );
  return row;
}

describe('the receipt and the desk\'s copy', () => {
  it('sends the visitor a fixed receipt without their name, text or links, and marks every typed value in the desk\'s copy', async () => {
    const body = 'こちらをご覧ください https://evil.example/login?x=1 <a href="https://evil.example">ここ</a>';
    const answer = await visitor().post<{ inquiryNumber: string }>('/api/inquiry', { ...GOOD, mail: 'receipt@mirai-works.example.jp', body });
    expect(answer.status).toBe(200);
    const number = answer.body.inquiryNumber;
    const mails = await server.db.query<{ recipient: string; subject: string; body: string }>(
      'select recipient, subject, body from mail_outbox where subject like $1 order by id',
      [`%${number}%`],
    );
    expect(mails.map((m) => m.recipient)).toEqual([st('site.support.mail'), 'receipt@mirai-works.example.jp']);
    const [desk, receipt] = mails;
    expect(receipt.subject).toBe(st('site.inquiry.receipt.subject', { number }));
    expect(receipt.body).toBe(st('site.inquiry.receipt.body', { number }));
    for (const typed of ['山田', 'evil.example', 'ログインできません', GOOD.companyName]) expect(receipt.body).not.toContain(typed);

    expect(desk.body).toContain(`${st('site.inquiry.mail.visitor')}`);
    expect(desk.body).toContain('法人名（入力値）：「株式会社みらいワークス」');
    expect(desk.body).toContain('お名前（入力値）：「山田 花子」');
    expect(desk.body).toContain('メールアドレス（入力値）：「receipt@mirai-works.example.jp」');
    expect(desk.body).toContain('電話番号（入力値）：「03-1234-5678」');
    expect(desk.body).toContain('ログインID（入力値）：「yamada01」');
    expect(desk.body).toContain(`――――― 本文（入力値）ここから ―――――\n${body}\n――――― 本文（入力値）ここまで ―――――`);
    // Every line the visitor could have written is inside a marked value or between the body's fixed lines.
    const [head] = desk.body.split('――――― 本文（入力値）ここから');
    for (const line of head.split('\n').filter(Boolean)) {
      expect(line).toMatch(/^(法人管理サイトのお問い合わせフォーム|「（入力値）」の項目と本文|受付番号：Q\d{8}-\d{5}$|種類：|送信者：|[^：]+（入力値）：)/);
    }
  });

  it('sends a signed-in person the receipt with their text at their registered address only, never at the typed one', async () => {
    const clerk = await signInWithCookies(server.baseUrl, 'clerk01');
    const answer = await clerk.post<{ inquiryNumber: string }>('/api/inquiry', { ...GOOD, mail: 'typed.elsewhere@attacker.example', body: '請求書の宛名を変えたい' });
    expect(answer.status).toBe(200);
    const mails = await server.db.query<{ recipient: string; body: string }>('select recipient, body from mail_outbox where subject like $1 order by id', [
      `%${answer.body.inquiryNumber}%`,
    ]);
    expect(mails.map((m) => m.recipient)).toEqual([st('site.support.mail'), 'hanako.suzuki@mirai-works.co.jp']);
    expect(mails[1].body).toContain('請求書の宛名を変えたい');
    expect(mails[0].body).toContain(st('site.inquiry.mail.signedIn', { loginId: 'clerk01' }));
    expect(await server.db.query("select 1 from mail_outbox where recipient = 'typed.elsewhere@attacker.example'")).toEqual([]);
  });
});

describe('one-line fields', () => {
  const FORBIDDEN: [string, string][] = [
    ['CR LF', '\r\nメールアドレス：evil@attacker.example'],
    ['LF', '\nメールアドレス：evil@attacker.example'],
    ['CR', '\r'],
    ['right-to-left override', '\u202Egpj.exe'],
    ['left-to-right embedding', '\u202A'],
    ['pop directional formatting', '\u202C'],
    ['first strong isolate', '\u2068'],
    ['right-to-left isolate', '\u2067'],
    ['pop directional isolate', '\u2069'],
    ['left-to-right mark', '\u200E'],
    ['right-to-left mark', '\u200F'],
    ['line separator', '\u2028'],
    ['a tab', '\t'],
  ];

  it.each(['companyName', 'name', 'mail', 'phone', 'loginId'] as const)('%s refuses line breaks and direction controls with a Japanese message, storing and mailing nothing', async (field) => {
    const before = await counts();
    for (const [what, text] of FORBIDDEN) {
      const value = field === 'mail' ? `a${text}@mirai-works.example.jp` : field === 'phone' ? `03-1234-5678${text}` : `${GOOD[field]}${text}`;
      const answer = await visitor().post<ApiErrorBody>('/api/inquiry', { ...GOOD, [field]: value });
      expect(answer.status, `${field} with ${what}`).toBe(400);
      expect(answer.body.fields?.[field], `${field} with ${what}`).toBe(st('site.inquiry.error.control'));
    }
    // A trailing line break is refused too, not trimmed away.
    const trailing = await visitor().post<ApiErrorBody>('/api/inquiry', { ...GOOD, [field]: `${GOOD[field]}\n` });
    expect(trailing.body.fields?.[field]).toBe(st('site.inquiry.error.control'));
    expect(await counts()).toEqual(before);
  });

  it('keeps line breaks in the body, which the desk\'s copy holds between fixed lines', async () => {
    const answer = await visitor().post('/api/inquiry', { ...GOOD, mail: 'multiline@mirai-works.example.jp', body: '一行目\n二行目\r\n三行目' });
    expect(answer.status).toBe(200);
  });
});

describe('limits', () => {
  it('limits receipts to one address (from any source address), case-insensitively, and stores nothing beyond', async () => {
    const mail = 'often@mirai-works.example.jp';
    for (let i = 0; i < 3; i++) {
      const answer = await visitor().post('/api/inquiry', { ...GOOD, mail: i === 1 ? mail.toUpperCase() : mail, body: `同じ宛先 ${i}` });
      expect(answer.status, `inquiry ${i}`).toBe(200);
    }
    const before = await counts();
    const refused = await visitor().post<ApiErrorBody>('/api/inquiry', { ...GOOD, mail, body: '同じ宛先 3' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(st('site.inquiry.error.tooManyForMail'));
    expect(await counts()).toEqual(before);
    // Another address is not affected.
    expect((await visitor().post('/api/inquiry', { ...GOOD, mail: 'other@mirai-works.example.jp' })).status).toBe(200);
  });

  it('refuses every inquiry once the service\'s hourly total is reached, storing nothing', async () => {
    const now = new Date();
    for (let i = 0; i < INQUIRIES_OVERALL.max; i++) await hitRate(server.db, INQUIRIES_OVERALL, 'all', now);
    const before = await counts();
    const refused = await visitor().post<ApiErrorBody>('/api/inquiry', { ...GOOD, mail: 'late@mirai-works.example.jp' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(st('site.inquiry.error.busy'));
    expect(await counts()).toEqual(before);
  });
});
