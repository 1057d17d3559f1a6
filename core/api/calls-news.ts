// News calls (spec 7, News). Reading news needs the home permission (WFAZ006, read).
import { defineCall } from './call';
import type { NewsItem, NewsReadStatus } from '../domain/entities';
import type { Empty, Ok } from './calls-auth';

const homeRead = { codes: ['WFAZ006'], level: 'read' } as const;

export interface NewsUnreadQuery { userId: string; key?: string; itemType: string }
export interface NewsUnreadResponse { unreadCount: number; items: NewsReadStatus[] }

export const newsCalls = {
  infoList: defineCall<Empty, NewsItem[]>({ id: 'news.infoList', method: 'GET', base: '/api', path: '/news/infoList', access: homeRead, ignoreLoading: true }),
  detail: defineCall<{ id: string }, NewsItem>({ id: 'news.detail', method: 'GET', base: '/api', path: '/news/tenant/:id', access: homeRead }),
  unread: defineCall<NewsUnreadQuery, NewsUnreadResponse>({ id: 'news.unread', method: 'GET', base: '/api', path: '/news/unread/', access: homeRead, ignoreLoading: true }),
  markRead: defineCall<NewsReadStatus, Ok>({ id: 'news.markRead', method: 'POST', base: '/api', path: '/news/post/read', access: homeRead, ignoreLoading: true }),
  deleteRead: defineCall<Omit<NewsReadStatus, 'value'>, Ok>({ id: 'news.deleteRead', method: 'PATCH', base: '/api', path: '/news/delete/read', access: homeRead, ignoreLoading: true }),
};
