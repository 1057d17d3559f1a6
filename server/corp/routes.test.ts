// Corporation detail, the corporation switch (allowed and refused), the view-permission flags and the news calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type ApiErrorBody } from '../../core/api/error';
import type { Corporation, LoginUser, NewsItem, OrganizationChoice, ViewPermission } from '../../core/domain/entities';
import type { NewsUnreadResponse } from '../../core/home/calls';
import { t } from '../../core/i18n';
import { signInWithBearer, signInWithCookies, startTestServer, type TestCaller, type TestServer } from '../../tests/support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
});

afterAll(async () => {
  await server?.close();
});

describe('corporation detail and switch', () => {
  it('GET /corporations/:id answers the company of the responsible person', async () => {
    const admin = await signInWithCookies(server.baseUrl, 'admin01');
    const detail = await admin.get<Corporation>('/api/corporations/1');
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      corporationId: '1',
      corporationName: '株式会社みらいワークス',
      corporationNameKana: 'カブシキガイシャミライワークス',
      permittedMailDomains: ['mirai-works.co.jp'],
      flexBasicContractFlg: true,
      contractStartDate: '2021/04/01',
      contractEndDate: null,
    });
    expect(new Date(detail.body.lastUpdated).toISOString()).toBe(detail.body.lastUpdated);
  });

  it('refuses a corporation the user does not administer, and bad ids', async () => {
    const other = await signInWithBearer(server.baseUrl, 'admin02');
    const refused = await other.get<ApiErrorBody>('/api/corporations/1');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: ErrorCode.PERMISSION, message: t('error.permission') });
    expect((await other.get<ApiErrorBody>('/api/corporations/abc')).status).toBe(400);
  });

  it('admin01 lists two corporations and switches to the second', async () => {
    const admin = await signInWithCookies(server.baseUrl, 'admin01');
    const list = await admin.get<OrganizationChoice[]>('/api/users/tenant/multiOrganization');
    expect(list.body).toEqual([
      { organizationId: '1', organizationName: '株式会社みらいワークス', selected: true },
      { organizationId: '2', organizationName: '東洋システム開発株式会社', selected: false },
    ]);
    const switched = await admin.put<LoginUser>('/api/users/tenant/selectedOrganization?selectedOrganizationId=2');
    expect(switched.status).toBe(200);
    expect(switched.body.corporation).toEqual({ id: '2', attributes: { corporationName: '東洋システム開発株式会社', flexBasicContractFlg: false } });
    // The department of admin01 belongs to corporation 1, so the organization shown is the corporation itself.
    expect(switched.body.organizationName).toBe('東洋システム開発株式会社');
    expect((await admin.get<LoginUser>('/api/users/loginUser')).body.corporation.id).toBe('2');
    const after = await admin.get<OrganizationChoice[]>('/api/users/tenant/multiOrganization');
    expect(after.body.map((o) => o.selected)).toEqual([false, true]);
    // Corporation 2 has department and member budgets but no FLEX/BASE contract.
    const flags = await admin.get<ViewPermission>('/api/billing/tenant/viewPermission');
    expect(flags.body).toEqual({ limitAmounDisplayFlg: true, limitAmountUserDisplayFlg: true, flexContractExistFlg: false, availableFlexContractFlg: false });
    const news = await admin.get<NewsItem[]>('/api/news/infoList');
    expect(news.body.map((n) => n.name)).toContain('請求書送付先変更のご案内');
    expect(news.body.map((n) => n.name)).not.toContain('FLEX/BASE契約の更新手続きについて');
  });

  it('refuses a switch to a corporation the user does not administer (403) and keeps the selection', async () => {
    const clerk = await signInWithCookies(server.baseUrl, 'clerk01');
    const list = await clerk.get<OrganizationChoice[]>('/api/users/tenant/multiOrganization');
    expect(list.body).toEqual([{ organizationId: '1', organizationName: '株式会社みらいワークス', selected: true }]);
    const refused = await clerk.put<ApiErrorBody>('/api/users/tenant/selectedOrganization?selectedOrganizationId=2');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.PERMISSION);
    const missing = await clerk.put<ApiErrorBody>('/api/users/tenant/selectedOrganization');
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ selectedOrganizationId: t('validation.required') });
    expect((await clerk.get<LoginUser>('/api/users/loginUser')).body.corporation.id).toBe('1');
  });

  it('computes the view-permission flags from the corporation data', async () => {
    const admin = await signInWithBearer(server.baseUrl, 'admin01');
    const flags = await admin.get<ViewPermission>('/api/billing/tenant/viewPermission');
    expect(flags.body).toEqual({ limitAmounDisplayFlg: true, limitAmountUserDisplayFlg: true, flexContractExistFlg: true, availableFlexContractFlg: true });
    // Seat the FLEX contract full: no seat left anywhere, so adding FLEX users is no longer offered.
    await server.db.query('update flex_contracts set seats = 12 where id = 1');
    const full = await admin.get<ViewPermission>('/api/billing/tenant/viewPermission');
    expect(full.body.availableFlexContractFlg).toBe(false);
    await server.db.query('update flex_contracts set seats = 20 where id = 1');
    // clerk05 looks after a department with a budget, but none with a per-member budget.
    const clerk = await signInWithBearer(server.baseUrl, 'clerk05');
    const clerkFlags = await clerk.get<ViewPermission>('/api/billing/tenant/viewPermission');
    expect(clerkFlags.body.limitAmounDisplayFlg).toBe(true);
    expect(clerkFlags.body.limitAmountUserDisplayFlg).toBe(false);
  });
});

describe('news', () => {
  let user: TestCaller;
  let userId: string;

  beforeAll(async () => {
    user = await signInWithCookies(server.baseUrl, 'clerk02');
    userId = (await user.get<LoginUser>('/api/users/loginUser')).body.user.userId;
  });

  it('lists the news of the corporation, newest first, without future or expired items', async () => {
    const list = await user.get<NewsItem[]>('/api/news/infoList');
    expect(list.status).toBe(200);
    const names = list.body.map((n) => n.name);
    expect(names[0]).toBe('システムメンテナンスのお知らせ');
    expect(names).toContain('FLEX/BASE契約の更新手続きについて');
    expect(names).toContain('法人管理サイトをリニューアルしました');
    expect(names).not.toContain('料金改定のお知らせ');
    expect(names).not.toContain('夏季キャンペーンのご案内');
    expect(names).not.toContain('請求書送付先変更のご案内');
    expect(list.body.every((n) => n.read === false)).toBe(true);
    expect(list.body[0].startDate).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('marks read and unread, with the unread count following', async () => {
    const list = await user.get<NewsItem[]>('/api/news/infoList');
    const first = list.body[0];
    const unread = async (): Promise<NewsUnreadResponse> =>
      (await user.get<NewsUnreadResponse>(`/api/news/unread/?userId=${userId}&itemType=news`)).body;
    expect((await unread()).unreadCount).toBe(list.body.length);

    const read = await user.post('/api/news/post/read', { userId, key: first.newsId, value: '1', itemType: 'news' });
    expect(read.body).toEqual({ result: 'OK' });
    expect((await unread()).unreadCount).toBe(list.body.length - 1);
    expect((await unread()).items).toEqual([{ userId, key: first.newsId, value: '1', itemType: 'news' }]);
    expect((await user.get<NewsItem>(`/api/news/tenant/${first.newsId}`)).body).toMatchObject({ newsId: first.newsId, read: true });
    // Marking twice is harmless.
    expect((await user.post('/api/news/post/read', { userId, key: first.newsId, value: '1', itemType: 'news' })).status).toBe(200);

    // Read status is per user.
    const other = await signInWithBearer(server.baseUrl, 'admin01');
    expect((await other.get<NewsItem>(`/api/news/tenant/${first.newsId}`)).body.read).toBe(false);

    const unmark = await user.patch('/api/news/delete/read', { userId, key: first.newsId, itemType: 'news' });
    expect(unmark.status).toBe(200);
    expect((await unread()).unreadCount).toBe(list.body.length);
  });

  it('refuses another user’s read status and news of other corporations', async () => {
    const list = await user.get<NewsItem[]>('/api/news/infoList');
    const someoneElse = await user.post<ApiErrorBody>('/api/news/post/read', { userId: '1', key: list.body[0].newsId, value: '1', itemType: 'news' });
    expect(someoneElse.status).toBe(403);
    const [other] = await server.db.query<{ id: number }>("select id from news where name = '請求書送付先変更のご案内'");
    const hidden = await user.get<ApiErrorBody>(`/api/news/tenant/${other.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ code: ErrorCode.NOT_FOUND, message: t('server.notFound.news') });
    const bad = await user.post<ApiErrorBody>('/api/news/post/read', { userId, key: String(other.id), value: '1', itemType: 'news' });
    expect(bad.status).toBe(404);
    const empty = await user.post<ApiErrorBody>('/api/news/post/read', { userId });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ key: t('validation.required'), itemType: t('validation.required') });
    const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from news_read where user_id = $1', [Number(userId)]);
    expect(row.n).toBe(0);
  });
});
