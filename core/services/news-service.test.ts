// NewsService: list and unread count, opening marks read, mark unread.
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthService, NewsService } from './contracts';
import { createTestKernel, makeUser, type TestKernel } from './test-support';
import { calls } from '../api/contract';
import type { NewsItem } from '../domain/entities';

let kernel: TestKernel;
let news: NewsService;
const item = (newsId: string, read: boolean): NewsItem => ({ newsId, name: `お知らせ${newsId}`, startDate: '2026/04/01 09:00:00', description: '本文', read });

beforeEach(() => {
  kernel = createTestKernel();
  news = kernel.services.get<NewsService>(NewsService);
  kernel.services.get<AuthService>(AuthService).setUser(makeUser({ userId: 'U9' }));
  kernel.client.on(calls.news.infoList, () => [item('1', false), item('2', true)]);
  kernel.client.on(calls.news.unread, () => ({ unreadCount: 1, items: [] }));
  kernel.client.on(calls.news.markRead, () => ({ result: 'OK' as const }));
  kernel.client.on(calls.news.deleteRead, () => ({ result: 'OK' as const }));
});

describe('NewsService', () => {
  it('loads the list and the unread count for the user', async () => {
    await news.load();
    expect(news.items.value.map((n) => n.newsId)).toEqual(['1', '2']);
    expect(news.unreadCount.value).toBe(1);
    expect(kernel.client.calls.find((c) => c.id === 'news.unread')?.request).toEqual({ userId: 'U9', itemType: 'news' });
  });

  it('opens an unread item: fetches it, marks it read, lowers the count', async () => {
    kernel.client.on(calls.news.detail, () => item('1', false));
    await news.load();
    const opened = await news.open('1');
    expect(opened.read).toBe(true);
    expect(kernel.client.calls.find((c) => c.id === 'news.detail')?.request).toEqual({ id: '1' });
    expect(kernel.client.calls.find((c) => c.id === 'news.markRead')?.request).toEqual({ userId: 'U9', key: '1', value: '1', itemType: 'news' });
    expect(news.items.value[0].read).toBe(true);
    expect(news.unreadCount.value).toBe(0);
  });

  it('opening a read item does not mark it again', async () => {
    kernel.client.on(calls.news.detail, () => item('2', true));
    await news.load();
    await news.open('2');
    expect(kernel.client.idsCalled()).not.toContain('news.markRead');
    expect(news.unreadCount.value).toBe(1);
  });

  it('marks an item unread and raises the count', async () => {
    await news.load();
    await news.markUnread('2');
    expect(kernel.client.calls.find((c) => c.id === 'news.deleteRead')?.request).toEqual({ userId: 'U9', key: '2', itemType: 'news' });
    expect(news.items.value[1].read).toBe(false);
    expect(news.unreadCount.value).toBe(2);
  });

  it('does not raise the count for an item already unread', async () => {
    await news.load();
    await news.markUnread('1');
    expect(news.unreadCount.value).toBe(1);
  });

  it('marks everything read on the server, then the list and the count follow', async () => {
    kernel.client.on(calls.news.markAllRead, () => ({ result: 'OK' as const, marked: 1 }));
    await news.load();
    await expect(news.markAllRead()).resolves.toBe(1);
    expect(kernel.client.calls.find((c) => c.id === 'news.markAllRead')?.request).toEqual({ userId: 'U9' });
    expect(news.items.value.every((n) => n.read)).toBe(true);
    expect(news.unreadCount.value).toBe(0);
  });
});
