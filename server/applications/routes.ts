// Handlers of the Applications calls (core/applications/calls.ts): division 1, the department registration
// (apply with its confirm, the list, the detail), and the one cancel (with its confirm) of every division.
import { applicationCalls } from '../../core/applications/calls';
import { t } from '../../core/i18n';
import { handler, type HandlerMap } from '../http/call-context';
import { InputReader } from '../http/input';
import { applyRegistration, findApplicationDetail, listRegistrations, previewRegistration } from '../billing/applications';
import { cancelApplication, cancellableApplication, readApplicationTarget } from './cancel';
import { departmentViewer } from '../billing/viewer';

export const applicationHandlers: HandlerMap = {
  ...handler(applicationCalls.billingRegistrationConfirm, async (ctx) => previewRegistration(ctx.services.db, await departmentViewer(ctx), ctx.input, ctx.now)),
  ...handler(applicationCalls.billingRegistration, async (ctx) => {
    const viewer = await departmentViewer(ctx);
    const application = await ctx.services.db.transaction((tx) => applyRegistration(tx, viewer, ctx.input, ctx.now));
    return { result: 'OK' as const, application, message: t('billing.done.register', { date: application.applyDate }) };
  }),
  ...handler(applicationCalls.listDivision1, async (ctx) => listRegistrations(ctx.services.db, await departmentViewer(ctx), ctx.now)),
  ...handler(applicationCalls.details, async (ctx) => {
    const reader = new InputReader(ctx.input);
    const applicationId = reader.id('applicationId');
    reader.check();
    return findApplicationDetail(ctx.services.db, await departmentViewer(ctx), applicationId ?? 0, ctx.now);
  }),
  ...handler(applicationCalls.cancelConfirm, async (ctx) => {
    const target = readApplicationTarget(ctx.input, false);
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
      message: application.division === 1
        ? t('billing.confirm.cancelApplication', { name: application.billingName, date: applyDate })
        : t('payment.confirm.cancel', { summary: application.summary, date: applyDate }),
    };
  }),
  ...handler(applicationCalls.cancel, async (ctx) => {
    const target = readApplicationTarget(ctx.input, true);
    const viewer = await departmentViewer(ctx);
    const application = await ctx.services.db.transaction((tx) => cancelApplication(tx, viewer, target, ctx.now));
    return { result: 'OK' as const, application: application.detail, message: t(application.division === 1 ? 'billing.done.cancelApplication' : 'payment.done.cancel') };
  }),
};
