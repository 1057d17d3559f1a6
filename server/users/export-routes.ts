// Handlers of the member CSV exports: the asynchronous one of the filtered list with the download-file pair it is
// polled and fetched through, and the synchronous one of the whole list (check, then file).
import { memberCalls } from '../../core/users/calls';
import { handler, sessionOf, type HandlerMap } from '../http/call-context';
import { downloadFileReply, downloadFileState, runMemberExport, startMemberExport } from './csv-export';
import { checkMemberListCsv, memberListCsvFile, parseMemberListCsvRequest } from './member-list-csv';
import { loadViewer } from './viewer';

export const memberExportHandlers: HandlerMap = {
  ...handler(memberCalls.exportCsv, async (ctx) => {
    const viewer = loadViewer(sessionOf(ctx));
    const id = await startMemberExport(ctx.services.db, viewer, ctx.input, ctx.now);
    const { db, clock } = ctx.services;
    // Worked off after the answer; the job row records success or failure for the poller.
    setImmediate(() => void runMemberExport(db, id, clock));
    return { downloadFileId: id, status: 'processing' as const };
  }),
  ...handler(memberCalls.memberListCsvCheck, async (ctx) => {
    const viewer = loadViewer(sessionOf(ctx));
    return checkMemberListCsv(ctx.services.db, viewer, parseMemberListCsvRequest(ctx.input, viewer));
  }),
  ...handler(memberCalls.memberListCsv, async (ctx) => {
    const viewer = loadViewer(sessionOf(ctx));
    return memberListCsvFile(ctx.services.db, viewer, parseMemberListCsvRequest(ctx.input, viewer), ctx.now);
  }),
  ...handler(memberCalls.downloadFileValid, async (ctx) => {
    return downloadFileState(ctx.services.db, sessionOf(ctx).account.id, ctx.input.downloadFileId.trim(), ctx.now);
  }),
  ...handler(memberCalls.downloadFile, async (ctx) => {
    return downloadFileReply(ctx.services.db, sessionOf(ctx).account.id, ctx.input.downloadFileId.trim(), ctx.now);
  }),
};
