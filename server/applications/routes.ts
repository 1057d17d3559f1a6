// Handlers of the Applications calls (core/applications/calls.ts): division 1, the department registration
// (apply with its confirm, the list, the detail), division 4, the transfer (apply with its confirm, the list), and the
// one cancel (with its confirm) of every division.
import { applicationCalls } from '../../core/applications/calls';
import { t } from '../../core/i18n';
import { handler, type HandlerMap } from '../http/call-context';
import { applyRegistration, findApplicationDetail, listRegistrations, previewRegistration } from '../billing/applications';
import { applyTransfer, listTransfers, previewTransfer } from '../billing/transfers';
import { cancelApplication, cancellableApplication, applicationTargetOf } from './cancel';
import { departmentViewer } from '../billing/viewer';
import type { ApplicationDivision } from './application-record';

/** The cancel's confirm question, in each division's words. */
function cancelQuestion(division: ApplicationDivision, billingName: string, summary: string, date: string): string {
  if (division === 1) return t('billing.confirm.cancelApplication', { name: billingName, date });
  if (division === 4) return t('billing.transfer.confirmCancel', { summary, date });
  return t('payment.confirm.cancel', { summary, date });
}

const CANCELLED = { 1: 'billing.done.cancelApplication', 2: 'payment.done.cancel', 3: 'payment.done.cancel', 4: 'billing.transfer.cancelled' } as const;

export const applicationHandlers: HandlerMap = {
  ...handler(applicationCalls.billingRegistrationConfirm, async (ctx) => previewRegistration(ctx.services.db, await departmentViewer(ctx), ctx.input, ctx.now)),
  ...handler(applicationCalls.billingRegistration, async (ctx) => {
    const viewer = await departmentViewer(ctx);
    const application = await ctx.services.db.transaction((tx) => applyRegistration(tx, viewer, ctx.input, ctx.now));
    return { result: 'OK' as const, application, message: t('billing.done.register', { date: application.applyDate }) };
  }),
  ...handler(applicationCalls.listDivision1, async (ctx) => listRegistrations(ctx.services.db, await departmentViewer(ctx), ctx.now)),
  ...handler(applicationCalls.details, async (ctx) => {
    return findApplicationDetail(ctx.services.db, await departmentViewer(ctx), Number(ctx.input.applicationId), ctx.now);
  }),
  ...handler(applicationCalls.transferConfirm, async (ctx) => previewTransfer(ctx.services.db, await departmentViewer(ctx), ctx.input, ctx.now)),
  ...handler(applicationCalls.transfer, async (ctx) => {
    const viewer = await departmentViewer(ctx);
    const application = await ctx.services.db.transaction((tx) => applyTransfer(tx, viewer, ctx.input, ctx.now));
    return { result: 'OK' as const, application, message: t('billing.transfer.done', { date: application.applyDate }) };
  }),
  ...handler(applicationCalls.listDivision4, async (ctx) => listTransfers(ctx.services.db, await departmentViewer(ctx), ctx.now)),
  ...handler(applicationCalls.cancelConfirm, async (ctx) => {
    const target = applicationTargetOf(ctx.input);
    const viewer = await departmentViewer(ctx);
    const application = await cancellableApplication(ctx.services.db, viewer, target, ctx.now, false);
    const { applyDate, lastUpdated } = application.detail;
    return {
      applicationId: application.detail.applicationId,
      division: application.division,
      billingName: application.billingName,
      summary: application.summary,
      applyDate,
      lastUpdated,
      message: cancelQuestion(application.division, application.billingName, application.summary, applyDate),
    };
  }),
  ...handler(applicationCalls.cancel, async (ctx) => {
    const target = applicationTargetOf(ctx.input);
    const viewer = await departmentViewer(ctx);
    const application = await ctx.services.db.transaction((tx) => cancelApplication(tx, viewer, target, ctx.now));
    return { result: 'OK' as const, application: application.detail, message: t(CANCELLED[application.division]) };
  }),
};
