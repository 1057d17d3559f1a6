// Handlers of the usage budget calls (core/limit-amount/calls.ts): the department and member budget lists, the
// pulldowns, the department detail, and the general, billing and user writes with their confirm calls.
import { limitAmountCalls } from '../../core/limit-amount/calls';
import type { LimitDepartmentChoice } from '../../core/limit-amount/domain';
import { t } from '../../core/i18n';
import { handler, sessionOf, type CallContext, type HandlerMap } from '../http/call-context';
import { permissionDenied } from '../http/http-error';
import { loadViewer, type MemberViewer } from '../users/viewer';
import { billingDetail, billingRows, reachableDepartments, targetDepartment } from './budget-rows';
import { filterBillingRows, parseBillingSearch, parseUserSearch, searchBudgetUsers } from './search';
import { applyBudgetWrite, previewBudgetWrite, readBudgetWrite, type BudgetVariant } from './settings';
import { currentWindow } from './usage';

const viewerOf = (ctx: CallContext<unknown>): MemberViewer => loadViewer(sessionOf(ctx));
const slashDate = (iso: string): string => iso.replaceAll('-', '/');

/** The pulldowns take the corporation id in the path: it must be the viewed one. */
async function pulldown(ctx: CallContext<{ id: string }>, memberBudgetsOnly: boolean): Promise<LimitDepartmentChoice[]> {
  const viewer = viewerOf(ctx);
  if (Number(ctx.input.id) !== viewer.corporationId) throw permissionDenied();
  const rows = await reachableDepartments(ctx.services.db, viewer);
  return rows
    .filter((r) => !memberBudgetsOnly || r.limit_amount_for_user !== null)
    .map((r) => ({
      billingId: String(r.id),
      billingName: r.billing_name,
      limitAmount: r.monthly_limit_amount,
      limitAmountForUser: r.limit_amount_for_user,
      limitAmountAlertChoiceFlg: r.limit_amount_alert_choice_flg,
      limitFullAmountAlertChoiceFlg: r.limit_full_amount_alert_choice_flg,
      limitAmountForUserAlertChoiceFlg: r.limit_amount_for_user_alert_choice_flg,
      limitFullAmountForUserAlertDivision: r.limit_full_amount_for_user_alert_division,
    }));
}

const DONE_KEYS = {
  general: 'limitAmount.done.general',
  billing: 'limitAmount.done.billing',
  user: 'limitAmount.done.user',
} as const;

type BudgetRequest = Parameters<typeof readBudgetWrite>[1];

function confirm(variant: BudgetVariant) {
  return async (ctx: CallContext<BudgetRequest>) => {
    const write = readBudgetWrite(variant, ctx.input);
    return previewBudgetWrite(ctx.services.db, viewerOf(ctx), write, ctx.now);
  };
}

function update(variant: BudgetVariant) {
  return async (ctx: CallContext<BudgetRequest>) => {
    const write = readBudgetWrite(variant, ctx.input);
    const viewer = viewerOf(ctx);
    return ctx.services.db.transaction(async (tx) => {
      const after = await applyBudgetWrite(tx, viewer, write, ctx.now);
      return { result: 'OK' as const, detail: await billingDetail(tx, after, ctx.now), message: t(DONE_KEYS[variant]) };
    });
  };
}

export const limitAmountHandlers: HandlerMap = {
  ...handler(limitAmountCalls.billingList, async (ctx) => {
    const viewer = viewerOf(ctx);
    const search = parseBillingSearch(ctx.input, viewer);
    const window = currentWindow(ctx.now);
    const rows = await billingRows(ctx.services.db, await reachableDepartments(ctx.services.db, viewer), window);
    return { periodStart: slashDate(window.period.start), periodEnd: slashDate(window.period.end), rows: filterBillingRows(rows, search) };
  }),

  ...handler(limitAmountCalls.billingPulldown, (ctx) => pulldown(ctx, false)),
  ...handler(limitAmountCalls.userPulldown, (ctx) => pulldown(ctx, true)),

  ...handler(limitAmountCalls.detail, async (ctx) => {
    const viewer = viewerOf(ctx);
    const row = await targetDepartment(ctx.services.db, viewer, Number(ctx.input.id));
    return billingDetail(ctx.services.db, row, ctx.now);
  }),

  ...handler(limitAmountCalls.userList, async (ctx) => {
    const viewer = viewerOf(ctx);
    const search = parseUserSearch(ctx.input, viewer);
    const window = currentWindow(ctx.now);
    const page = await searchBudgetUsers(ctx.services.db, viewer, search, window);
    return {
      periodStart: slashDate(window.period.start),
      periodEnd: slashDate(window.period.end),
      totalCount: page.totalCount,
      offset: search.offset,
      limit: search.limit,
      rows: page.rows,
    };
  }),

  ...handler(limitAmountCalls.generalConfirm, confirm('general')),
  ...handler(limitAmountCalls.generalUpdate, update('general')),
  ...handler(limitAmountCalls.billingConfirm, confirm('billing')),
  ...handler(limitAmountCalls.billingUpdate, update('billing')),
  ...handler(limitAmountCalls.userConfirm, confirm('user')),
  ...handler(limitAmountCalls.userUpdate, update('user')),
};
