// GET /manual/download: the manual as a PDF attachment, or a JSON 404 for an unknown manual.
import { calls } from '../../core/api/contract';
import { t } from '../../core/i18n';
import { handler, type HandlerMap } from '../http/call-context';
import { notFound } from '../http/http-error';
import { isManualName, MANUAL_TYPE, manualFileName, renderManual } from './manual/manuals';

export const manualHandlers: HandlerMap = {
  ...handler(calls.auth.manualDownload, async (ctx) => {
    const name = ctx.input.manualName.trim();
    const type = ctx.input.manualType.trim();
    if (!isManualName(name) || type.toLowerCase() !== MANUAL_TYPE) throw notFound(t('server.notFound.manual'));
    return {
      kind: 'file' as const,
      fileName: manualFileName(name),
      asciiFileName: `${name}.pdf`,
      contentType: 'application/pdf',
      data: await renderManual(name),
    };
  }),
};
