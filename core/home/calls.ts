// News calls (spec 7, News). Reading news needs the home permission (WFAZ006, read).
import { defineCall } from '../api/call';
import type { NewsItem, NewsReadStatus } from '../domain/entities';
import type { Empty, Ok } from '../auth/calls';

const homeRead = { codes: ['WFAZ006'], level: 'read' } as const;

export interface NewsUnreadQuery { userId: string; key?: string; itemType: string }
export interface NewsUnreadResponse { unreadCount: number; items: NewsReadStatus[] }

/** Which news a page lists: all of them, or only the unread or the read ones of the caller. */
export const NEWS_READ_FILTERS = ['all', 'unread', 'read'] as const;
export type NewsReadFilter = (typeof NEWS_READ_FILTERS)[number];
/** News per page of the news list (and the most one page may ask for). */
export const NEWS_PAGE_SIZE = 20;
export const NEWS_PAGE_MAX = 100;

export interface NewsPageQuery { offset?: number; limit?: number; readStatus?: NewsReadFilter }
export interface NewsPage {
  /** Items matching the filter; unreadCount counts every visible unread item, whatever the filter. */
  totalCount: number;
  unreadCount: number;
  offset: number;
  limit: number;
  rows: NewsItem[];
}
export interface NewsMarkAllReadResponse extends Ok { marked: number }

export const newsCalls = {
  infoList: defineCall<Empty, NewsItem[]>({ id: 'news.infoList', method: 'GET', base: '/api', path: '/news/infoList', access: homeRead, ignoreLoading: true }),
  detail: defineCall<{ id: string }, NewsItem>({ id: 'news.detail', method: 'GET', base: '/api', path: '/news/tenant/:id', access: homeRead }),
  unread: defineCall<NewsUnreadQuery, NewsUnreadResponse>({ id: 'news.unread', method: 'GET', base: '/api', path: '/news/unread/', access: homeRead, ignoreLoading: true }),
  markRead: defineCall<NewsReadStatus, Ok>({ id: 'news.markRead', method: 'POST', base: '/api', path: '/news/post/read', access: homeRead, ignoreLoading: true }),
  /** The news list page: one page, newest first, optionally only the unread or the read ones. */
  page: defineCall<NewsPageQuery, NewsPage>({ id: 'news.page', method: 'GET', base: '/api', path: '/news/list', access: homeRead }),
  /** Marks every news item the caller can see as read (the list page's 「すべて既読にする」). */
  markAllRead: defineCall<{ userId: string }, NewsMarkAllReadResponse>({ id: 'news.markAllRead', method: 'POST', base: '/api', path: '/news/post/readAll', access: homeRead }),
  deleteRead: defineCall<Omit<NewsReadStatus, 'value'>, Ok>({ id: 'news.deleteRead', method: 'PATCH', base: '/api', path: '/news/delete/read', access: homeRead, ignoreLoading: true }),
};
