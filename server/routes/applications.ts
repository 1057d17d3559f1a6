// Handlers of the Applications calls (core/api/calls-applications.ts) for division 1, the department
// registration: apply with its confirm, the list, the detail, and the cancel with its confirm.
import { applicationCalls } from '../../core/api/calls-applications';
import { t } from '../../core/i18n';
import { handler, type HandlerMap } from '../http/call-context';
import { InputReader } from '../http/input';
import {
  applyRegistration, cancelApplication, cancellableApplication, findApplicationDetail, listRegistrations, previewRegistration, readApplicationTarget,
} from '../billing/applications';
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
    return {
      applicationId: application.applicationId,
      division: 1 as const,
      billingName: application.billingName,
      summary: application.billingName,
      applyDate: application.applyDate,
      lastUpdated: application.lastUpdated,
      message: t('billing.confirm.cancelApplication', { name: application.billingName, date: application.applyDate }),
    };
  }),
  ...handler(applicationCalls.cancel, async (ctx) => {
    const target = readApplicationTarget(ctx.input, true);
    const viewer = await departmentViewer(ctx);
    const application = await ctx.services.db.transaction((tx) => cancelApplication(tx, viewer, target, ctx.now));
    return { result: 'OK' as const, application, message: t('billing.done.cancelApplication') };
  }),
};
