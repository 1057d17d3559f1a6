// Handlers of the Bulk CSV upload calls (core/uploads/calls.ts); the work is in server/uploads.
import { uploadCalls } from '../../core/uploads/calls';
import { t } from '../../core/i18n';
import { handler, sessionOf, type CallContext, type HandlerMap } from '../http/call-context';
import { notFound } from '../http/http-error';
import { loadViewer, type MemberViewer } from '../users/viewer';
import { cancelUpload, completionCheck, completionCsv, uploadHistory, uploadsOnDate } from './history';
import { submitUpload } from './submit';
import { uploadJobState } from './job-rows';
import { mayUpload } from './kind-access';
import type { UploadDivision } from '../../core/csv/kind';
import { templateFile, type TemplateKind, type TemplateRequest } from './templates';
import { transferPendingNow } from './transfer-block';

const viewerOf = (ctx: Pick<CallContext<unknown>, 'auth'>): MemberViewer => loadViewer(sessionOf(ctx));

const template = (name: TemplateKind) => async (ctx: CallContext<TemplateRequest>) => templateFile(ctx.services.db, viewerOf(ctx), name, ctx.input, ctx.now);

export const uploadHandlers: HandlerMap = {
  ...handler(uploadCalls.upload, async (ctx) => submitUpload(ctx, viewerOf(ctx))),
  ...handler(uploadCalls.history, async (ctx) => uploadHistory(ctx.services.db, viewerOf(ctx), ctx.input)),
  ...handler(uploadCalls.onDate, async (ctx) => uploadsOnDate(ctx.services.db, viewerOf(ctx), ctx.input)),
  ...handler(uploadCalls.job, async (ctx) => {
    const viewer = viewerOf(ctx);
    const state = await uploadJobState(ctx.services.db, viewer, (division) => mayUpload(viewer, division as UploadDivision), Number(ctx.input.transferHistoryId));
    if (!state) throw notFound(t('uploads.error.notFound'));
    return state;
  }),
  ...handler(uploadCalls.cancel, async (ctx) => cancelUpload(ctx.services.db, viewerOf(ctx), ctx.input, ctx.now)),
  ...handler(uploadCalls.completionCheck, async (ctx) => completionCheck(ctx.services.db, viewerOf(ctx), ctx.input)),
  ...handler(uploadCalls.completionCsv, async (ctx) => completionCsv(ctx.services.db, viewerOf(ctx), ctx.input)),
  ...handler(uploadCalls.memberTemplate, template('members')),
  ...handler(uploadCalls.tenantManagerTemplate, template('clerks')),
  ...handler(uploadCalls.billingNameTemplate, template('department-names')),
  ...handler(uploadCalls.billingOrderTemplate, template('department-order')),
  ...handler(uploadCalls.billingRegisterTemplate, template('department-register')),
  ...handler(uploadCalls.billingDeleteTemplate, template('department-delete')),
  ...handler(uploadCalls.existsTransferUpload, async (ctx) => {
    const session = sessionOf(ctx);
    const id = Number(ctx.input.id);
    // Only the corporation being viewed: to the caller another one does not exist (the guard alone answers 403).
    if (id !== session.selectedCorporationId) throw notFound();
    const exists = await transferPendingNow(ctx.services.db, session.selectedCorporationId, ctx.now);
    return { corporationId: String(id), exists, message: exists ? t('uploads.error.transferPending') : null };
  }),
};
