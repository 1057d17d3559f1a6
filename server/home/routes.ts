// News of the viewed corporation with per-user read flags: list, detail, unread count, mark read and unread.
import { calls } from '../../core/api/contract';
import { NEWS_PAGE_MAX, NEWS_PAGE_SIZE, NEWS_READ_FILTERS, type NewsReadFilter } from '../../core/home/calls';
import type { NewsItem, NewsReadStatus } from '../../core/domain/entities';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { handler, sessionOf, type CallContext, type HandlerMap, type SessionCaller } from '../http/call-context';
import { notFound, permissionDenied } from '../http/http-error';
import { InputReader, scalarText, type Input } from '../http/input';
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

/** A whole number in [min, max] from the query; absent is the fallback, anything else a field error. */
function integerIn(reader: InputReader, input: Input, name: string, fallback: number, min: number, max: number): number {
  const raw = input[name];
  if (raw === undefined || raw === null || raw === '') return fallback;
  const text = (scalarText(raw) ?? '').trim();
  if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max) {
    reader.fail(name, t('validation.between', { min, max }));
    return fallback;
  }
  return Number(text);
}

function readFilterOf(reader: InputReader): NewsReadFilter {
  const text = reader.text('readStatus', { max: 10 });
  if (text === undefined) return 'all';
  if ((NEWS_READ_FILTERS as readonly string[]).includes(text)) return text as NewsReadFilter;
  reader.fail('readStatus', t('server.news.readStatus'));
  return 'all';
}

/** Read-status calls name the user; a user may only touch their own. */
function checkOwnUser(input: InputReader, session: SessionCaller): void {
  const userId = input.text('userId', { max: 20 });
  if (userId !== undefined && userId !== String(session.account.id)) throw permissionDenied();
}

/** The key of a news read status must name a news item the user can see. */
async function checkNewsKey(ctx: CallContext, session: SessionCaller, itemType: string, key: string): Promise<void> {
  if (itemType !== NEWS_ITEM_TYPE) return;
  const id = /^[1-9]\d{0,9}$/.test(key) ? Number(key) : null;
  const rows = id === null || id > 2_147_483_647 ? [] : await visibleNews(ctx.services.db, session, ctx.now, id);
  if (rows.length === 0) throw notFound(t('server.notFound.news'));
}

export const newsHandlers: HandlerMap = {
  ...handler(calls.news.infoList, async (ctx) => {
    const rows = await visibleNews(ctx.services.db, sessionOf(ctx), ctx.now);
    return rows.map(toItem);
  }),

  ...handler(calls.news.page, async (ctx) => {
    const session = sessionOf(ctx);
    const input = new InputReader(ctx.input);
    const offset = integerIn(input, ctx.input, 'offset', 0, 0, 1_000_000_000);
    const limit = integerIn(input, ctx.input, 'limit', NEWS_PAGE_SIZE, 1, NEWS_PAGE_MAX);
    const readStatus = readFilterOf(input);
    input.check();
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
    const input = new InputReader(ctx.input);
    checkOwnUser(input, session);
    input.check();
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
    const input = new InputReader(ctx.input);
    const id = input.id('id', false);
    const rows = id === undefined ? [] : await visibleNews(ctx.services.db, sessionOf(ctx), ctx.now, id);
    if (!rows[0]) throw notFound(t('server.notFound.news'));
    return toItem(rows[0]);
  }),

  ...handler(calls.news.unread, async (ctx) => {
    const session = sessionOf(ctx);
    const input = new InputReader(ctx.input);
    checkOwnUser(input, session);
    const key = input.text('key', { max: 100 });
    const itemType = input.text('itemType', { max: 30 }) ?? NEWS_ITEM_TYPE;
    input.check();
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
    const input = new InputReader(ctx.input);
    checkOwnUser(input, session);
    const key = input.requiredText('key', { max: 100 });
    const itemType = input.requiredText('itemType', { max: 30 });
    const value = input.text('value', { max: 100 }) ?? '1';
    input.check();
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
    const input = new InputReader(ctx.input);
    checkOwnUser(input, session);
    const key = input.requiredText('key', { max: 100 });
    const itemType = input.requiredText('itemType', { max: 30 });
    input.check();
    await checkNewsKey(ctx, session, itemType, key);
    await ctx.services.db.query('delete from news_read where user_id = $1 and item_type = $2 and key = $3', [
      session.account.id,
      itemType,
      key,
    ]);
    return OK;
  }),
};
