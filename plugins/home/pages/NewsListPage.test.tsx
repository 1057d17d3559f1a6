// The news list and a news item: the read filter and page in the URL, unread marks and count, 「すべて既読にする」,
// opening an item (marks it read) and marking it unread again; home and the bell lead to the list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../core/api/contract';
import { NEWS_PAGE_SIZE, type NewsPageQuery } from '../../../core/home/calls';
import type { NewsItem } from '../../../core/domain/entities';
import { NewsService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { NEWS, renderAppAt, signedInKernel } from '../../../web/test-support/harness';

const MANY: NewsItem[] = Array.from({ length: 25 }, (_, i) => ({
  newsId: `M${i + 1}`, name: `お知らせ${i + 1}`, startDate: `2026/10/${String(30 - i).padStart(2, '0')} 09:00:00`, description: `本文${i + 1}\n二行目`, read: i % 2 === 1,
}));

/** A kernel whose news page call filters and pages MANY as the server does. */
function newsKernel() {
  const kernel = signedInKernel();
  const state = { items: MANY.map((n) => ({ ...n })) };
  kernel.client
    .on(calls.news.infoList, () => state.items)
    .on(calls.news.unread, () => ({ unreadCount: state.items.filter((n) => !n.read).length, items: [] }))
    .on(calls.news.page, (query: NewsPageQuery) => {
      const matching = state.items.filter((n) => (query.readStatus === 'unread' ? !n.read : query.readStatus === 'read' ? n.read : true));
      const offset = query.offset ?? 0;
      const limit = query.limit ?? NEWS_PAGE_SIZE;
      return { totalCount: matching.length, unreadCount: state.items.filter((n) => !n.read).length, offset, limit, rows: matching.slice(offset, offset + limit) };
    })
    .on(calls.news.markAllRead, () => {
      const marked = state.items.filter((n) => !n.read).length;
      state.items = state.items.map((n) => ({ ...n, read: true }));
      return { result: 'OK' as const, marked };
    })
    .on(calls.news.detail, ({ id }) => state.items.find((n) => n.newsId === id) ?? MANY[0])
    .on(calls.news.markRead, ({ key }) => {
      state.items = state.items.map((n) => (n.newsId === key ? { ...n, read: true } : n));
      return { result: 'OK' as const };
    })
    .on(calls.news.deleteRead, ({ key }) => {
      state.items = state.items.map((n) => (n.newsId === key ? { ...n, read: false } : n));
      return { result: 'OK' as const };
    });
  return kernel;
}

const list = () => screen.findByRole('list', { name: t('newsList.label') });

describe('NewsListPage', () => {
  it('lists a page of news with read and unread marks, the unread count, and pages through the URL', async () => {
    const kernel = newsKernel();
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/News/Info');
    expect(await screen.findByRole('heading', { name: t('newsList.title') })).toBeTruthy();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(NEWS_PAGE_SIZE);
    expect(items[0].textContent).toContain(t('news.unread'));
    expect(items[1].textContent).toContain(t('newsList.readState'));
    expect(screen.getByText(t('newsList.unreadCount', { count: 13 }))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t('list.nextPage') }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: t('newsList.label') })).getAllByRole('listitem')).toHaveLength(5));
    expect(kernel.client.calls.filter((c) => c.id === 'news.page').at(-1)?.request).toEqual({ offset: NEWS_PAGE_SIZE, limit: NEWS_PAGE_SIZE, readStatus: 'all' });
  });

  it('filters unread and read, and marks everything read', async () => {
    const kernel = newsKernel();
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/News/Info?page=2');
    await list();
    await user.click(screen.getByRole('radio', { name: t('newsList.filter.unread') }));
    await waitFor(() => expect(router.state.location.search).toBe('?read=unread'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: t('newsList.label') })).getAllByRole('listitem')).toHaveLength(13));

    await user.click(screen.getByRole('button', { name: t('newsList.markAllRead') }));
    expect(await screen.findByText(t('newsList.emptyUnread'))).toBeTruthy();
    expect(kernel.container.get<NewsService>(NewsService).unreadCount.value).toBe(0);
    expect(screen.getByRole('button', { name: t('newsList.markAllRead') }).hasAttribute('disabled')).toBe(true);
  });

  it('opens an item on its own page (marked read), and marks it unread again', async () => {
    const kernel = newsKernel();
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/News/Info');
    await user.click(within(await list()).getByRole('link', { name: 'お知らせ1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/News/Detail/M1'));
    expect(await screen.findByText(/本文1/)).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === 'news.markRead')?.request).toMatchObject({ key: 'M1', itemType: 'news' });

    await user.click(screen.getByRole('button', { name: t('newsDetail.markUnread') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/News/Info'));
    expect(kernel.client.calls.find((c) => c.id === 'news.deleteRead')?.request).toMatchObject({ key: 'M1' });
  });

  it('home links to the news list', async () => {
    const user = userEvent.setup();
    const { router } = renderAppAt(signedInKernel(), '/');
    const region = await screen.findByRole('region', { name: t('home.news.title') });
    await within(region).findAllByRole('button', { name: new RegExp(NEWS[0].name) });
    await user.click(within(region).getByRole('link', { name: t('news.showAll') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/News/Info'));
  });
});
