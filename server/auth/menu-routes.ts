// The side menu's keyword search history (POST /menu/keywordSearchHistory).
import { calls } from '../../core/api/contract';
import { handler, sessionOf, type HandlerMap } from '../http/call-context';
/** Only the recent past is useful for suggestions; older entries are dropped as new ones arrive. */
const KEEP_PER_USER = 100;

export const menuHandlers: HandlerMap = {
  ...handler(calls.auth.keywordSearchHistory, async (ctx) => {
    const session = sessionOf(ctx);
    const keyword = ctx.input.keyword.trim();
    await ctx.services.db.transaction(async (tx) => {
      await tx.query('insert into keyword_search_history (user_id, corporation_id, keyword, created_at) values ($1, $2, $3, $4)', [
        session.account.id,
        session.selectedCorporationId,
        keyword,
        ctx.now,
      ]);
      await tx.query(
        `delete from keyword_search_history where user_id = $1 and id not in (
           select id from keyword_search_history where user_id = $1 order by created_at desc, id desc limit $2)`,
        [session.account.id, KEEP_PER_USER],
      );
    });
    return { result: 'OK' as const };
  }),
};
