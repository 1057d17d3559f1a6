// Handlers of the usage result calls (core/usage/calls.ts): the records with totals, the picture's figures,
// and the CSV.
import { usageCalls } from '../../core/usage/calls';
import { handler, sessionOf, type HandlerMap } from '../http/call-context';
import { loadViewer } from '../users/viewer';
import { parseUsageFilter, parseUsageSearch, searchUsage, summarizeUsage } from './search';
import { usageCsvFile } from './usage-csv';

export const usageHandlers: HandlerMap = {
  ...handler(usageCalls.list, async (ctx) => {
    const viewer = loadViewer(sessionOf(ctx));
    const { filter, page } = parseUsageSearch(ctx.input, viewer, ctx.now);
    return searchUsage(ctx.services.db, viewer, filter, page);
  }),
  ...handler(usageCalls.summary, async (ctx) => {
    const viewer = loadViewer(sessionOf(ctx));
    return summarizeUsage(ctx.services.db, viewer, parseUsageFilter(ctx.input, viewer, ctx.now));
  }),
  ...handler(usageCalls.csv, async (ctx) => {
    const viewer = loadViewer(sessionOf(ctx));
    return usageCsvFile(ctx.services.db, viewer, ctx.input, ctx.now);
  }),
};
