// News of the viewed corporation with per-user read flags: list, detail, unread count, mark read and unread.
import { calls } from '../../core/api/contract';
import { NEWS_PAGE_SIZE, type NewsItem, type NewsReadStatus } from '../../core/home/calls';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { handler, sessionOf, type CallContext, type HandlerMap, type SessionCaller } from '../http/call-context';
import { notFound, permissionDenied } from '../http/http-error';
import { isIdText } from '../http/input';
import { formatDateTime } from '../format/dates';

const NEWS_ITEM_TYPE = 'news';
const OK = { result: 'OK' } as const;

interface NewsRow extends Row {
  id: number;
  name: string;
  description: string;
  start_date: Date;
  read: boolean;
}

interface ReadRow extends Row {
  key: string;
  value: string;
  item_type: string;
}

/** News shown to a corporation: its own and the general ones, from their start date until their end date. */
const VISIBLE = `(n.corporation_id is null or n.corporation_id = $1) and n.start_date <= $2 and (n.end_date is null or n.end_date > $2)`;

function toItem(row: NewsRow): NewsItem {
  return { newsId: String(row.id), name: row.name, startDate: formatDateTime(row.start_date), description: row.description, read: row.read };
}

async function visibleNews(db: SqlExecutor, session: SessionCaller, now: Date, newsId?: number): Promise<NewsRow[]> {
  return db.query<NewsRow>(
    `select n.id, n.name, n.description, n.start_date, (r.user_id is not null) as read
       from news n
       left join news_read r on r.user_id = $3 and r.item_type = '${NEWS_ITEM_TYPE}' and r.key = n.id::text
      where ${VISIBLE} and ($4::int is null or n.id = $4)
      order by n.start_date desc, n.id desc`,
    [session.selectedCorporationId, now, session.account.id, newsId ?? null],
  );
}

/** Read-status calls name the user; a user may only touch their own. */
function checkOwnUser(userId: string | undefined, session: SessionCaller): void {
  const named = userId?.trim();
  if (named && named !== String(session.account.id)) throw permissionDenied();
}

/** The key of a news read status must name a news item the user can see. */
async function checkNewsKey(ctx: CallContext<unknown>, session: SessionCaller, itemType: string, key: string): Promise<void> {
  if (itemType !== NEWS_ITEM_TYPE) return;
  const rows = isIdText(key) ? await visibleNews(ctx.services.db, session, ctx.now, Number(key)) : [];
  if (rows.length === 0) throw notFound(t('server.notFound.news'));
}

export const newsHandlers: HandlerMap = {
  ...handler(calls.news.infoList, async (ctx) => {
    const rows = await visibleNews(ctx.services.db, sessionOf(ctx), ctx.now);
    return rows.map(toItem);
  }),

  ...handler(calls.news.page, async (ctx) => {
    const session = sessionOf(ctx);
    // The schema's defaults fill what the query leaves out (offset 0, a page of NEWS_PAGE_SIZE, all).
    const { offset = 0, limit = NEWS_PAGE_SIZE, readStatus = 'all' } = ctx.input;
    // A corporation has tens of news items, not thousands: filter and page the visible ones here.
    const all = await visibleNews(ctx.services.db, session, ctx.now);
    const matching = readStatus === 'all' ? all : all.filter((n) => n.read === (readStatus === 'read'));
    return {
      totalCount: matching.length,
      unreadCount: all.filter((n) => !n.read).length,
      offset,
      limit,
      rows: matching.slice(offset, offset + limit).map(toItem),
    };
  }),

  ...handler(calls.news.markAllRead, async (ctx) => {
    const session = sessionOf(ctx);
    checkOwnUser(ctx.input.userId, session);
    const unread = (await visibleNews(ctx.services.db, session, ctx.now)).filter((n) => !n.read);
    if (unread.length > 0) {
      await ctx.services.db.query(
        `insert into news_read (user_id, item_type, key, value, created_at)
         select $1, '${NEWS_ITEM_TYPE}', k, '1', $3 from unnest($2::text[]) as k
         on conflict (user_id, item_type, key) do nothing`,
        [session.account.id, unread.map((n) => String(n.id)), ctx.now],
      );
    }
    return { ...OK, marked: unread.length };
  }),

  ...handler(calls.news.detail, async (ctx) => {
    const { id } = ctx.input;
    const rows = isIdText(id) ? await visibleNews(ctx.services.db, sessionOf(ctx), ctx.now, Number(id)) : [];
    if (!rows[0]) throw notFound(t('server.notFound.news'));
    return toItem(rows[0]);
  }),

  ...handler(calls.news.unread, async (ctx) => {
    const session = sessionOf(ctx);
    checkOwnUser(ctx.input.userId, session);
    // An empty key or item type is an absent one, as the query string cannot tell them apart.
    const key = ctx.input.key?.trim() || undefined;
    const itemType = ctx.input.itemType?.trim() || NEWS_ITEM_TYPE;
    const items = await ctx.services.db.query<ReadRow>(
      `select key, value, item_type from news_read where user_id = $1 and item_type = $2 and ($3::text is null or key = $3)
        order by created_at desc`,
      [session.account.id, itemType, key ?? null],
    );
    const news = await visibleNews(ctx.services.db, session, ctx.now);
    return {
      unreadCount: news.filter((n) => !n.read).length,
      items: items.map((r): NewsReadStatus => ({ userId: String(session.account.id), key: r.key, value: r.value, itemType: r.item_type })),
    };
  }),

  ...handler(calls.news.markRead, async (ctx) => {
    const session = sessionOf(ctx);
    checkOwnUser(ctx.input.userId, session);
    const key = ctx.input.key.trim();
    const itemType = ctx.input.itemType.trim();
    const value = ctx.input.value?.trim() || '1';
    await checkNewsKey(ctx, session, itemType, key);
    await ctx.services.db.query(
      `insert into news_read (user_id, item_type, key, value, created_at) values ($1, $2, $3, $4, $5)
       on conflict (user_id, item_type, key) do update set value = excluded.value`,
      [session.account.id, itemType, key, value, ctx.now],
    );
    return OK;
  }),

  ...handler(calls.news.deleteRead, async (ctx) => {
    const session = sessionOf(ctx);
    checkOwnUser(ctx.input.userId, session);
    const key = ctx.input.key.trim();
    const itemType = ctx.input.itemType.trim();
    await checkNewsKey(ctx, session, itemType, key);
    await ctx.services.db.query('delete from news_read where user_id = $1 and item_type = $2 and key = $3', [
      session.account.id,
      itemType,
      key,
    ]);
    return OK;
  }),
};
