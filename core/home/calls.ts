// News calls (spec 7, News). Reading news needs the home permission (WFAZ006, read). Their types are their schemas'
// (docs/api-contract.md).
import { defineCall } from '../api/call';
import {
  ArraySchema, BooleanSchema, IntegerBetween, IntegerSchema, ObjectSchema, OkSchema, OneOf, Optional, Text, type Static,
} from '../api/schema';
// The schemas name messages of this feature's catalogue (x-twb-message): wherever the calls go, it is registered.
import './load-messages';

const homeRead = { codes: ['WFAZ006'], level: 'read' } as const;

/** Which news a page lists: all of them, or only the unread or the read ones of the caller. */
export const NEWS_READ_FILTERS = ['all', 'unread', 'read'] as const;
export type NewsReadFilter = (typeof NEWS_READ_FILTERS)[number];
/** News per page of the news list (and the most one page may ask for). */
export const NEWS_PAGE_SIZE = 20;
export const NEWS_PAGE_MAX = 100;

export const NewsItemSchema = ObjectSchema({
  newsId: Text(),
  name: Text(),
  /** yyyy/MM/dd HH:mm:ss */
  startDate: Text(),
  description: Text(),
  read: BooleanSchema(),
});
export type NewsItem = Static<typeof NewsItemSchema>;

/** Read-status record of a news item per user: key is the news id, itemType 'news'. */
export const NewsReadStatusSchema = ObjectSchema({ userId: Text(), key: Text(), value: Text(), itemType: Text() });
export type NewsReadStatus = Static<typeof NewsReadStatusSchema>;

/** The user a read-status call names: only the caller's own (absent: the caller). */
const OwnUserId = Text({ max: 20 });
const ReadKey = Text({ required: true, max: 100 });
const ItemType = Text({ required: true, max: 30 });

const NewsUnreadQuerySchema = ObjectSchema({ userId: Optional(OwnUserId), key: Optional(Text({ max: 100 })), itemType: Optional(Text({ max: 30 })) });
export type NewsUnreadQuery = Static<typeof NewsUnreadQuerySchema>;
const NewsUnreadResponseSchema = ObjectSchema({ unreadCount: IntegerSchema(), items: ArraySchema(NewsReadStatusSchema) });
export type NewsUnreadResponse = Static<typeof NewsUnreadResponseSchema>;

const NewsPageQuerySchema = ObjectSchema({
  offset: Optional(IntegerBetween(0, 1_000_000_000, { default: 0 })),
  limit: Optional(IntegerBetween(1, NEWS_PAGE_MAX, { default: NEWS_PAGE_SIZE })),
  readStatus: Optional(OneOf(NEWS_READ_FILTERS, { message: 'home.news.readStatus', default: 'all' })),
});
export type NewsPageQuery = Static<typeof NewsPageQuerySchema>;
const NewsPageSchema = ObjectSchema({
  /** Items matching the filter; unreadCount counts every visible unread item, whatever the filter. */
  totalCount: IntegerSchema(),
  unreadCount: IntegerSchema(),
  offset: IntegerSchema(),
  limit: IntegerSchema(),
  rows: ArraySchema(NewsItemSchema),
});
export type NewsPage = Static<typeof NewsPageSchema>;

const NewsMarkReadSchema = ObjectSchema({ userId: Optional(OwnUserId), key: ReadKey, value: Optional(Text({ max: 100 })), itemType: ItemType });
const NewsDeleteReadSchema = ObjectSchema({ userId: Optional(OwnUserId), key: ReadKey, itemType: ItemType });
const NewsMarkAllReadResponseSchema = ObjectSchema({ ...OkSchema.properties, marked: IntegerSchema() });
export type NewsMarkAllReadResponse = Static<typeof NewsMarkAllReadResponseSchema>;

export const newsCalls = {
  infoList: defineCall({
    id: 'news.infoList', method: 'GET', base: '/api', path: '/news/infoList', access: homeRead, ignoreLoading: true,
    schema: { query: ObjectSchema({}), response: ArraySchema(NewsItemSchema) },
  }),
  // A malformed id is a news item that does not exist (404), as an unknown one is: the id is only ever one of a list.
  detail: defineCall({
    id: 'news.detail', method: 'GET', base: '/api', path: '/news/tenant/:id', access: homeRead,
    schema: { params: ObjectSchema({ id: Text() }), response: NewsItemSchema },
  }),
  unread: defineCall({
    id: 'news.unread', method: 'GET', base: '/api', path: '/news/unread/', access: homeRead, ignoreLoading: true,
    schema: { query: NewsUnreadQuerySchema, response: NewsUnreadResponseSchema },
  }),
  markRead: defineCall({
    id: 'news.markRead', method: 'POST', base: '/api', path: '/news/post/read', access: homeRead, ignoreLoading: true, answers: [404],
    schema: { body: NewsMarkReadSchema, response: OkSchema },
  }),
  /** The news list page: one page, newest first, optionally only the unread or the read ones. */
  page: defineCall({
    id: 'news.page', method: 'GET', base: '/api', path: '/news/list', access: homeRead,
    schema: { query: NewsPageQuerySchema, response: NewsPageSchema },
  }),
  /** Marks every news item the caller can see as read (the list page's 「すべて既読にする」). */
  markAllRead: defineCall({
    id: 'news.markAllRead', method: 'POST', base: '/api', path: '/news/post/readAll', access: homeRead,
    schema: { body: ObjectSchema({ userId: Optional(OwnUserId) }), response: NewsMarkAllReadResponseSchema },
  }),
  deleteRead: defineCall({
    id: 'news.deleteRead', method: 'PATCH', base: '/api', path: '/news/delete/read', access: homeRead, ignoreLoading: true, answers: [404],
    schema: { body: NewsDeleteReadSchema, response: OkSchema },
  }),
};
