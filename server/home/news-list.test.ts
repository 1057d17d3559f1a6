// The news list page's calls: one page of the visible news with a read filter and the unread count (GET /news/list),
// and marking every item read (POST /news/post/readAll); refusals before the sign-in is complete and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type ApiErrorBody } from '../../core/api/error';
import type { LoginUser, NewsItem } from '../../core/domain/entities';
import { NEWS_PAGE_MAX, type NewsMarkAllReadResponse, type NewsPage } from '../../core/home/calls';
import { t } from '../../core/i18n';
import { DEMO_CODE, DEMO_PASSWORD, signInWithBearer, signInWithCookies, startTestServer, TestCaller, type TestServer } from '../../tests/support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
});

afterAll(async () => {
  await server?.close();
});

async function userIdOf(caller: TestCaller): Promise<string> {
  return (await caller.get<LoginUser>('/api/users/loginUser')).body.user.userId;
}

async function readRows(userId: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from news_read where user_id = $1', [Number(userId)]);
  return row.n;
}

describe('GET /news/list', () => {
  it('pages the visible news newest first, with the total and the unread count', async () => {
    const user = await signInWithBearer(server.baseUrl, 'clerk02');
    const all = (await user.get<NewsItem[]>('/api/news/infoList')).body;
    expect(all.length).toBeGreaterThanOrEqual(4);

    const first = await user.get<NewsPage>('/api/news/list?offset=0&limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalCount: all.length, unreadCount: all.length, offset: 0, limit: 2 });
    expect(first.body.rows.map((n) => n.newsId)).toEqual(all.slice(0, 2).map((n) => n.newsId));
    const second = await user.get<NewsPage>('/api/news/list?offset=2&limit=2');
    expect(second.body.rows.map((n) => n.newsId)).toEqual(all.slice(2, 4).map((n) => n.newsId));
    // Without paging parameters: the first page of the default size.
    const plain = await user.get<NewsPage>('/api/news/list');
    expect(plain.body.rows.map((n) => n.name)).toEqual(all.map((n) => n.name));
    expect(plain.body.rows[0]).toHaveProperty('description');
  });

  it('filters unread and read per user, stored on the server', async () => {
    const user = await signInWithCookies(server.baseUrl, 'clerk01');
    const userId = await userIdOf(user);
    const all = (await user.get<NewsPage>('/api/news/list')).body;
    const target = all.rows[1];
    expect((await user.post('/api/news/post/read', { userId, key: target.newsId, value: '1', itemType: 'news' })).status).toBe(200);

    const unread = (await user.get<NewsPage>('/api/news/list?readStatus=unread')).body;
    const read = (await user.get<NewsPage>('/api/news/list?readStatus=read')).body;
    expect(read.rows.map((n) => n.newsId)).toEqual([target.newsId]);
    expect(read.rows[0].read).toBe(true);
    expect(unread.rows.map((n) => n.newsId)).not.toContain(target.newsId);
    expect(unread.totalCount).toBe(all.totalCount - 1);
    expect(unread.unreadCount).toBe(all.totalCount - 1);
    expect(read.unreadCount).toBe(all.totalCount - 1);

    // Another user of the same corporation still has it unread.
    const other = await signInWithBearer(server.baseUrl, 'admin01');
    expect((await other.get<NewsPage>('/api/news/list?readStatus=read')).body.rows).toEqual([]);
  });

  it('refuses bad paging and filter values with 400 and Japanese field messages', async () => {
    const user = await signInWithBearer(server.baseUrl, 'clerk02');
    const bad = await user.get<ApiErrorBody>(`/api/news/list?offset=-1&limit=${NEWS_PAGE_MAX + 1}&readStatus=maybe`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(bad.body.fields).toEqual({
      offset: t('validation.between', { min: 0, max: 1_000_000_000 }),
      limit: t('validation.between', { min: 1, max: NEWS_PAGE_MAX }),
      readStatus: t('home.news.readStatus'),
    });
    expect(bad.body.fields?.readStatus).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    expect((await user.get<ApiErrorBody>('/api/news/list?limit=abc')).status).toBe(400);
    expect((await user.get<ApiErrorBody>('/api/news/list?limit=0')).status).toBe(400);
  });

  it('answers nobody who has not completed the sign-in', async () => {
    const anonymous = new TestCaller(server.baseUrl);
    const refused = await anonymous.get<ApiErrorBody>('/api/news/list');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(ErrorCode.UNAUTHENTICATED);
    // Password given, confirmation code not yet.
    const halfway = new TestCaller(server.baseUrl);
    expect((await halfway.post('/api/login', { loginId: 'clerk02', password: DEMO_PASSWORD })).status).toBe(200);
    expect((await halfway.get<ApiErrorBody>('/api/news/list')).status).toBe(401);
  });
});

describe('POST /news/post/readAll', () => {
  it('marks every visible item read for the caller only, and is harmless twice', async () => {
    const user = await signInWithCookies(server.baseUrl, 'admin03');
    const userId = await userIdOf(user);
    const before = (await user.get<NewsPage>('/api/news/list')).body;
    expect(before.unreadCount).toBeGreaterThan(0);

    const marked = await user.post<NewsMarkAllReadResponse>('/api/news/post/readAll', { userId });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ result: 'OK', marked: before.unreadCount });
    const after = (await user.get<NewsPage>('/api/news/list')).body;
    expect(after.unreadCount).toBe(0);
    expect(after.rows.every((n) => n.read)).toBe(true);
    expect(await readRows(userId)).toBe(before.totalCount);

    const again = await user.post<NewsMarkAllReadResponse>('/api/news/post/readAll', { userId });
    expect(again.body).toEqual({ result: 'OK', marked: 0 });
    // Others are untouched.
    const other = await signInWithBearer(server.baseUrl, 'clerk02');
    expect((await other.get<NewsPage>('/api/news/list')).body.unreadCount).toBeGreaterThan(0);
  });

  it('refuses another user’s read status with 403 and changes nothing', async () => {
    const user = await signInWithBearer(server.baseUrl, 'admin02');
    const userId = await userIdOf(user);
    const someoneElse = await user.post<ApiErrorBody>('/api/news/post/readAll', { userId: '1' });
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body.code).toBe(ErrorCode.PERMISSION);
    expect(await readRows(userId)).toBe(0);
    expect(await readRows('1')).toBe(0);
  });

  it('refuses before the sign-in is complete, and while the initial password must be changed (403)', async () => {
    expect((await new TestCaller(server.baseUrl).post<ApiErrorBody>('/api/news/post/readAll', {})).status).toBe(401);
    // newadmin01 has signed in with the code but not yet changed the initial password.
    const pending = await signInFirstTime(new TestCaller(server.baseUrl));
    const refused = await pending.post<ApiErrorBody>('/api/news/post/readAll', {});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.PASSWORD_CHANGE_REQUIRED);
    const [row] = await server.db.query<{ n: number }>("select count(*)::int as n from news_read r join users u on u.id = r.user_id where u.login_id = 'newadmin01'");
    expect(row.n).toBe(0);
  });

  it('refuses bad input with 400 and a Japanese message, changing nothing', async () => {
    const user = await signInWithBearer(server.baseUrl, 'clerk21');
    const userId = await userIdOf(user);
    const bad = await user.post<ApiErrorBody>('/api/news/post/readAll', { userId: { id: userId } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(bad.body.fields).toEqual({ userId: t('validation.format') });
    expect(await readRows(userId)).toBe(0);
  });
});

/** newadmin01's first sign-in as far as the session: the code must be changed, which starts the session. */
async function signInFirstTime(caller: TestCaller): Promise<TestCaller> {
  const login = await caller.post<{ twoFactorToken?: string }>('/api/login', { loginId: 'newadmin01', password: DEMO_PASSWORD, channel: 'bearer' });
  caller.bearer = login.body.twoFactorToken ?? null;
  const auth = await caller.post<{ needToChange: boolean }>('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE });
  expect(auth.body.needToChange).toBe(true);
  const changed = await caller.post<{ accessToken?: string }>('/api/twoFactorAuth/change', { newConfirmationCode: 'NewCode20261124', confirm: 'NewCode20261124' });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  caller.bearer = changed.body.accessToken ?? null;
  return caller;
}
