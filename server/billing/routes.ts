// Handlers of the Departments calls (core/billing/calls.ts): search, detail, the info update, delete, usage
// suspend and resume, the display order, and the department lists of other screens.
import { billingCalls, type DepartmentTarget, type DepartmentWriteResult } from '../../core/billing/calls';
import { t } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import { handler, type CallContext, type HandlerMap } from '../http/call-context';
import { notFound } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';
import { departmentChoices, type ChoiceKind } from './choices';
import { findDepartment, targetDepartment, toDetail, toListRow } from './department-rows';
import { DONE_KEYS, applyOperation, applyOrder, applyUpdate, previewOperation, previewOrder, previewUpdate, type DepartmentChangeOperation } from './operations';
import { parseDepartmentSearch, searchDepartments } from './search';
import { departmentViewer } from './viewer';

async function detailOf(db: SqlExecutor, viewer: MemberViewer, billingId: number) {
  const row = await findDepartment(db, viewer.corporationId, billingId);
  if (!row) throw notFound(t('billing.notFound'));
  return toDetail(viewer, row);
}

function operation(kind: DepartmentChangeOperation) {
  return {
    confirm: async (ctx: CallContext<DepartmentTarget>) => previewOperation(ctx.services.db, await departmentViewer(ctx), kind, ctx.input, ctx.now),
    execute: async (ctx: CallContext<DepartmentTarget>): Promise<DepartmentWriteResult> => {
      const viewer = await departmentViewer(ctx);
      return ctx.services.db.transaction(async (tx) => {
        const { row, mailed } = await applyOperation(tx, viewer, kind, ctx.input, ctx.now);
        return {
          result: 'OK' as const,
          department: kind === 'delete' ? null : await detailOf(tx, viewer, row.id),
          mailedCount: mailed,
          message: t(DONE_KEYS[kind], { name: row.billing_name, count: mailed }),
        };
      });
    },
  };
}

const remove = operation('delete');
const suspend = operation('usageSuspend');
const resume = operation('usageResume');

const choices = (kind: ChoiceKind) => async (ctx: CallContext<unknown>) => departmentChoices(ctx.services.db, await departmentViewer(ctx), kind, ctx.now);

export const billingHandlers: HandlerMap = {
  ...handler(billingCalls.search, async (ctx) => {
    const search = parseDepartmentSearch(ctx.input);
    const viewer = await departmentViewer(ctx);
    const rows = await searchDepartments(ctx.services.db, viewer, search);
    const [corporation] = await ctx.services.db.query<{ auto_approval_setting: number; representative_fee_setting: boolean }>(
      'select auto_approval_setting, representative_fee_setting from corporations where id = $1',
      [viewer.corporationId],
    );
    const setting = corporation?.auto_approval_setting;
    const approvalMode: 1 | 2 | 3 = setting === 1 || setting === 2 ? setting : 3;
    return {
      totalCount: rows.length,
      corporationAutoApprovalSetting: approvalMode,
      representativeFeeSetting: corporation?.representative_fee_setting ?? false,
      sort: search.sort,
      sortOrder: search.sortOrder,
      rows: rows.map(toListRow),
    };
  }),

  ...handler(billingCalls.detail, async (ctx) => {
    const viewer = await departmentViewer(ctx);
    return toDetail(viewer, await targetDepartment(ctx.services.db, viewer, { billingId: Number(ctx.input.billingId) }));
  }),

  ...handler(billingCalls.updateConfirm, async (ctx) => previewUpdate(ctx.services.db, await departmentViewer(ctx), ctx.input)),
  ...handler(billingCalls.update, async (ctx) => {
    const viewer = await departmentViewer(ctx);
    return ctx.services.db.transaction(async (tx) => {
      const billingId = await applyUpdate(tx, viewer, ctx.input, ctx.now);
      return { result: 'OK' as const, department: await detailOf(tx, viewer, billingId), mailedCount: 0, message: t('billing.done.update') };
    });
  }),

  ...handler(billingCalls.deleteConfirm, remove.confirm),
  ...handler(billingCalls.delete, remove.execute),
  ...handler(billingCalls.usageSuspendConfirm, suspend.confirm),
  ...handler(billingCalls.usageSuspend, suspend.execute),
  ...handler(billingCalls.usageResumeConfirm, resume.confirm),
  ...handler(billingCalls.usageResume, resume.execute),

  ...handler(billingCalls.changeOrderConfirm, async (ctx) => previewOrder(ctx.services.db, await departmentViewer(ctx), ctx.input)),
  ...handler(billingCalls.changeOrder, async (ctx) => {
    const viewer = await departmentViewer(ctx);
    await ctx.services.db.transaction((tx) => applyOrder(tx, viewer, ctx.input, ctx.now));
    return { result: 'OK' as const, message: t('billing.done.changeOrder') };
  }),

  ...handler(billingCalls.designation, choices('designation')),
  ...handler(billingCalls.withMark, choices('withMark')),
  ...handler(billingCalls.flex, choices('flex')),
  ...handler(billingCalls.flexWithOutOfPeriod, choices('flexWithOutOfPeriod')),
};
