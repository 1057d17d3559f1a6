// Handlers of the payment settings calls (core/payment/calls.ts, 支払い情報): the registration-fee charge division
// (division 2), the invoice destination changes and the payment method change (division 3), their lists and details,
// the destinations and the number check. The cancel of these applications is the one cancel of every division
// (server/applications/routes.ts). Every call is the responsible person's (403 for anyone else).
import { paymentCalls } from '../../core/payment/calls';
import { t } from '../../core/i18n';
import type { PaymentApplicationResult } from '../../core/payment/domain';
import type { SqlExecutor } from '../db/database';
import { handler, type CallContext, type HandlerMap } from '../http/call-context';
import type { MemberViewer } from '../users/viewer';
import { departmentViewer } from '../billing/viewer';
import { applyFeeChange, previewFeeChange, registrationFeeChargeInfo } from './fee-division';
import { applyDestinationChange, previewDestinationChange } from './destination-change';
import { applyMethodChange, previewMethodChange } from './payment-method';
import { findPaymentDetail, listPaymentApplications } from './application-rows';
import { checkChargeBranchNo, listChargeBranches } from './branch-reads';

type Apply<I> = (db: SqlExecutor, viewer: MemberViewer, input: I, now: Date) => Promise<number>;

/** Files an application in one transaction and answers it with the done message. */
async function applied<I>(ctx: CallContext<I>, apply: Apply<I>): Promise<PaymentApplicationResult> {
  const viewer = await departmentViewer(ctx);
  const application = await ctx.services.db.transaction(async (tx) => findPaymentDetail(tx, viewer, await apply(tx, viewer, ctx.input, ctx.now), ctx.now));
  return { result: 'OK', application, message: t('payment.done.apply', { date: application.applyDate }) };
}

export const paymentHandlers: HandlerMap = {
  ...handler(paymentCalls.registrationFeeChargeInfo, async (ctx) => registrationFeeChargeInfo(ctx.services.db, await departmentViewer(ctx), ctx.now)),
  ...handler(paymentCalls.registrationFeeConfirm, async (ctx) => previewFeeChange(ctx.services.db, await departmentViewer(ctx), ctx.input, ctx.now)),
  ...handler(paymentCalls.registrationFee, async (ctx) => applied(ctx, applyFeeChange)),
  ...handler(paymentCalls.chargeBranchList, async (ctx) => listChargeBranches(ctx.services.db, await departmentViewer(ctx), ctx.now)),
  ...handler(paymentCalls.chargeBranchNoCheck, async (ctx) => checkChargeBranchNo(ctx.services.db, await departmentViewer(ctx), ctx.input, ctx.now)),
  ...handler(paymentCalls.chargeBranchConfirm, async (ctx) => previewDestinationChange(ctx.services.db, await departmentViewer(ctx), ctx.input, ctx.now)),
  ...handler(paymentCalls.chargeBranch, async (ctx) => applied(ctx, applyDestinationChange)),
  ...handler(paymentCalls.paymentChangeConfirm, async (ctx) => previewMethodChange(ctx.services.db, await departmentViewer(ctx), ctx.input, ctx.now)),
  ...handler(paymentCalls.paymentChange, async (ctx) => applied(ctx, applyMethodChange)),
  ...handler(paymentCalls.listDivision2, async (ctx) => listPaymentApplications(ctx.services.db, await departmentViewer(ctx), 2, ctx.now)),
  ...handler(paymentCalls.listDivision3, async (ctx) => listPaymentApplications(ctx.services.db, await departmentViewer(ctx), 3, ctx.now)),
  ...handler(paymentCalls.details, async (ctx) => {
    return findPaymentDetail(ctx.services.db, await departmentViewer(ctx), Number(ctx.input.applicationId), ctx.now);
  }),
};
