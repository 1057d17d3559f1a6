// The site's own server calls: an inquiry is stored and mailed (bad input: 400 per field, nothing stored; a flood:
// 429), the manual PDFs are Japanese documents with a subset font, and the menu keyword history needs a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ApiErrorBody } from '../../core/api/error';
import { st } from '../../core/site/texts';
import { t } from '../../core/i18n';
import { siteDocument } from '../../core/site/documents';
import { manualScreenshots } from './manual/manuals';
import { signInWithBearer, signInWithCookies, startTestServer, TestCaller, type TestServer } from '../../tests/support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
});

afterAll(async () => {
  await server?.close();
});

const GOOD = {
  category: 'uploads',
  companyName: '株式会社みらいワークス',
  name: '山田 花子',
  mail: 'hanako.yamada@mirai-works.example.jp',
  phone: '03-1234-5678',
  body: '会員の一括登録でエラーが表示されます。CSVの文字コードを確認する方法を教えてください。',
  consent: true,
};

async function count(table: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row.n;
}

describe('POST /inquiry', () => {
  it('stores the inquiry from a visitor, mails the desk and the sender, and answers the reception number', async () => {
    const visitor = new TestCaller(server.baseUrl);
    const answer = await visitor.post<{ inquiryNumber: string }>('/api/inquiry', GOOD);
    expect(answer.status).toBe(200);
    expect(answer.body.inquiryNumber).toMatch(/^Q\d{8}-\d{5}$/);
    const [row] = await server.db.query<{ category: string; name: string; mail: string; body: string; user_id: number | null }>(
      'select category, name, mail, body, user_id from inquiries where inquiry_number = $1',
      [answer.body.inquiryNumber],
    );
    expect(row).toMatchObject({ category: 'uploads', name: '山田 花子', mail: GOOD.mail, body: GOOD.body, user_id: null });
    const mails = await server.db.query<{ recipient: string; subject: string; body: string }>(
      'select recipient, subject, body from mail_outbox where subject like $1 order by id',
      [`%${answer.body.inquiryNumber}%`],
    );
    expect(mails.map((m) => m.recipient)).toEqual([st('site.support.mail'), GOOD.mail]);
    expect(mails[0].body).toContain(GOOD.body);
    expect(mails[0].body).toContain(st('site.inquiry.category.uploads'));
    expect(mails[1].subject).toContain('お問い合わせを受け付けました');
    // The receipt to an address nobody verified is a fixed text: nothing the visitor wrote.
    expect(mails[1].body).toBe(st('site.inquiry.receipt.body', { number: answer.body.inquiryNumber }));
  });

  it('names the signed-in sender in the stored inquiry', async () => {
    const clerk = await signInWithCookies(server.baseUrl, 'clerk01');
    const answer = await clerk.post<{ inquiryNumber: string }>('/api/inquiry', { ...GOOD, category: 'members' });
    expect(answer.status).toBe(200);
    const [row] = await server.db.query<{ user_id: number | null }>('select user_id from inquiries where inquiry_number = $1', [answer.body.inquiryNumber]);
    expect(row.user_id).not.toBeNull();
    const [mail] = await server.db.query<{ body: string }>('select body from mail_outbox where recipient = $1 and subject like $2', [
      st('site.support.mail'),
      `%${answer.body.inquiryNumber}%`,
    ]);
    expect(mail.body).toContain('clerk01');
    // The receipt goes to the account's registered address with what they wrote, not to the address typed in the form.
    const receipts = await server.db.query<{ recipient: string; body: string }>('select recipient, body from mail_outbox where subject = $1', [
      st('site.inquiry.receipt.subject', { number: answer.body.inquiryNumber }),
    ]);
    expect(receipts.map((r) => r.recipient)).toEqual(['hanako.suzuki@mirai-works.co.jp']);
    expect(receipts[0].body).toContain(GOOD.body);
  });

  it('refuses bad input with a Japanese message per field and stores and mails nothing', async () => {
    const inquiries = await count('inquiries');
    const mails = await count('mail_outbox');
    const visitor = new TestCaller(server.baseUrl);
    const answer = await visitor.post<ApiErrorBody>('/api/inquiry', {
      category: 'spam',
      companyName: '',
      name: 'あ'.repeat(51),
      mail: 'not-a-mail',
      phone: '12345',
      body: '   ',
      consent: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      category: st('site.inquiry.error.category'),
      companyName: st('site.inquiry.error.required'),
      name: st('site.inquiry.error.tooLong', { max: 50 }),
      mail: st('site.inquiry.error.mail'),
      phone: st('site.inquiry.error.phone'),
      body: st('site.inquiry.error.required'),
      consent: st('site.inquiry.error.consent'),
    });
    // Not JSON values of the right kind: still 400, never 500.
    const odd = await visitor.post<ApiErrorBody>('/api/inquiry', { category: ['login'], name: { a: 1 }, mail: 42, body: null });
    expect(odd.status).toBe(400);
    expect(await count('inquiries')).toBe(inquiries);
    expect(await count('mail_outbox')).toBe(mails);
  });

  it('stops a flood from one address with 429 and a Japanese message', async () => {
    const visitor = new TestCaller(server.baseUrl);
    const statuses: number[] = [];
    let last: ApiErrorBody | undefined;
    for (let i = 0; i < 6; i++) {
      const answer = await visitor.post<ApiErrorBody>('/api/inquiry', { ...GOOD, mail: `flood.${i}@mirai-works.example.jp`, body: `連続送信 ${i}` });
      statuses.push(answer.status);
      last = answer.body;
    }
    // Earlier tests of this file already used some of the window's five from the same address.
    expect(statuses.at(-1)).toBe(429);
    expect(last?.message).toBe(st('site.inquiry.error.tooMany'));
  });
});

async function download(caller: TestCaller, query: string): Promise<Response> {
  return fetch(`${server.baseUrl}/api/manual/download?${query}`, { headers: { authorization: `Bearer ${caller.bearer ?? ''}` } });
}

/** The byte lengths of the embedded TrueType font programs (the streams the font descriptors' /FontFile2 name). */
function embeddedFontSizes(raw: string): number[] {
  const refs = [...new Set([...raw.matchAll(/\/FontFile2\s+(\d+)\s+0\s+R/g)].map((m) => m[1]))];
  return refs.map((ref) => Number(new RegExp(`(?:^|\\n)${ref} 0 obj\\s*<<[^>]*?/Length\\s+(\\d+)`).exec(raw)?.[1] ?? NaN));
}

async function pdfText(data: Uint8Array): Promise<{ text: string; pages: number }> {
  // pdf.js takes over (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocument({ data: data.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return { text: parts.join('\n'), pages: pdf.numPages };
}

describe('GET /manual/download', () => {
  it.each([
    ['responsible-person-guide', 'manual.responsible', '操作マニュアル_責任者向け'],
    ['department-clerk-guide', 'manual.clerk', '操作マニュアル_部署担当者向け'],
    ['user-guide', 'manual.member', '操作マニュアル_会員向け'],
  ] as const)('%s is a Japanese A4 PDF with its headings and screenshots, the font embedded as a subset', async (name, documentId, fileName) => {
    const admin = await signInWithBearer(server.baseUrl, 'admin01');
    const response = await download(admin, `manualName=${name}&manualType=pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain(`${fileName}.pdf`);
    const data = new Uint8Array(await response.arrayBuffer());
    const raw = Buffer.from(data).toString('latin1');
    expect(raw).toMatch(/\/BaseFont\s*\/NotoSansJP-Regular/);
    expect(raw).toMatch(/\/BaseFont\s*\/NotoSansJP-Bold/);
    // Subsets: each embedded font program holds only the used glyphs (the whole Noto Sans JP is 5.4 MB).
    const fontSizes = embeddedFontSizes(raw);
    expect(fontSizes.length).toBe(2);
    for (const size of fontSizes) expect(size).toBeLessThan(200_000);
    expect(raw).toMatch(/\/MediaBox\s*\[\s*0 0 595\.2\d* 841\.8\d*\s*\]/);
    const document = siteDocument(documentId);
    const { text, pages } = await pdfText(data);
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain(document.title);
    for (const section of document.sections) expect(flat).toContain(section.heading.replace(/\s+/g, ''));
    expect(flat).toContain(`1/${pages}`);
    // Every screenshot of the manual is embedded as an image.
    expect((raw.match(/\/Subtype\s*\/Image/g) ?? []).length).toBeGreaterThanOrEqual(manualScreenshots(name).length);
  });

  it('prints the FAQ by topic, and answers a second download from the cache with the same file', async () => {
    const clerk = await signInWithBearer(server.baseUrl, 'clerk01');
    const first = new Uint8Array(await (await download(clerk, 'manualName=faq&manualType=pdf')).arrayBuffer());
    const { text } = await pdfText(first);
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain(st('doc.faq.topic.login'));
    expect(flat).toContain(st('doc.faq.login.1.q').replace(/\s+/g, ''));
    const second = new Uint8Array(await (await download(clerk, 'manualName=faq&manualType=PDF')).arrayBuffer());
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('needs a session, and refuses an unknown manual or type with a Japanese 404 and missing parameters with 400', async () => {
    const anonymous = await fetch(`${server.baseUrl}/api/manual/download?manualName=faq&manualType=pdf`);
    expect(anonymous.status).toBe(401);
    const admin = await signInWithBearer(server.baseUrl, 'admin01');
    const unknown = await download(admin, 'manualName=secret&manualType=pdf');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ApiErrorBody).message).toBe(t('server.notFound.manual'));
    expect((await download(admin, 'manualName=faq&manualType=docx')).status).toBe(404);
    expect((await download(admin, 'manualType=pdf')).status).toBe(400);
  });
});

describe('POST /menu/keywordSearchHistory', () => {
  it('records the keyword of a signed-in user and refuses a visitor with 401', async () => {
    const visitor = new TestCaller(server.baseUrl);
    expect((await visitor.post('/api/menu/keywordSearchHistory', { keyword: '請求' })).status).toBe(401);
    const clerk = await signInWithCookies(server.baseUrl, 'clerk01');
    expect((await clerk.post('/api/menu/keywordSearchHistory', { keyword: '請求' })).status).toBe(200);
    const rows = await server.db.query<{ keyword: string }>(
      `select k.keyword from keyword_search_history k join users u on u.id = k.user_id where u.login_id = 'clerk01' order by k.id desc limit 1`,
    );
    expect(rows[0]?.keyword).toBe('請求');
    expect((await clerk.post<ApiErrorBody>('/api/menu/keywordSearchHistory', { keyword: '' })).status).toBe(400);
  });
});
