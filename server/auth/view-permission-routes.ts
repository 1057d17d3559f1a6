// The four view-permission flags of spec 3, computed from the viewed corporation's departments and FLEX/BASE contracts.
import { calls } from '../../core/api/contract';
import { RoleType } from '../../core/domain/roles';
import type { Row } from '../db/database';
import { handler, sessionOf, type HandlerMap } from '../http/call-context';
import { formatDate } from '../format/dates';

interface FlagsRow extends Row {
  limit_amount: boolean;
  limit_amount_user: boolean;
  flex_exists: boolean;
  flex_available: boolean;
}

export const viewPermissionHandlers: HandlerMap = {
  ...handler(calls.auth.viewPermission, async (ctx) => {
    const session = sessionOf(ctx);
    // A department clerk sees budget screens only for budgets of the departments they look after, and FLEX/BASE
    // contracts only of those departments (owned by or charged to one).
    const clerkOnly = session.account.role_type === RoleType.CLERK_IN_BILLING;
    const today = formatDate(ctx.now).replaceAll('/', '-');
    const rows = await ctx.services.db.query<FlagsRow>(
      `with visible_departments as (
         select d.* from departments d
          where d.corporation_id = $1 and not d.delete_flg and not d.disable_flg
            and (not $3 or d.id in (select department_id from clerk_departments where user_id = $4))
       ), current_contracts as (
         select fc.* from flex_contracts fc
          where fc.corporation_id = $1 and fc.start_date <= $2::date and fc.end_date >= $2::date
            and (not $3 or fc.owner_department_id in (select id from visible_departments) or fc.charge_department_id in (select id from visible_departments))
       )
       select
         exists (select 1 from visible_departments where monthly_limit_amount is not null) as limit_amount,
         exists (select 1 from visible_departments where limit_amount_for_user is not null) as limit_amount_user,
         exists (select 1 from current_contracts) as flex_exists,
         exists (select 1 from current_contracts cc
                  where cc.seats > (select count(*) from flex_users fu where fu.flex_contract_id = cc.id and not fu.delete_flg)
                ) as flex_available`,
      [session.selectedCorporationId, today, clerkOnly, session.account.id],
    );
    const flags = rows[0];
    return {
      limitAmounDisplayFlg: flags.limit_amount,
      limitAmountUserDisplayFlg: flags.limit_amount_user,
      flexContractExistFlg: flags.flex_exists,
      availableFlexContractFlg: flags.flex_available,
    };
  }),
};
