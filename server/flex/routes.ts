// Handlers of the FLEX/BASE calls (core/flex/calls.ts): contract lists and detail, the user list, the seat
// confirm and the addition of existing members, and the contact person, card and delete changes of one user.
import { flexCalls } from '../../core/flex/calls';
import { handler, sessionOf, type CallContext, type HandlerMap } from '../http/call-context';
import { loadViewer, type MemberViewer } from '../users/viewer';
import { reachableContract, reachableContracts, searchContracts } from './contracts';
import { searchFlexUsers } from './users';
import { addFlexUsers, changeCard, changeDelegate, previewAddition, removeFlexUser } from './changes';

const viewerOf = (ctx: CallContext<unknown>): MemberViewer => loadViewer(sessionOf(ctx));

export const flexHandlers: HandlerMap = {
  ...handler(flexCalls.flexs, async (ctx) => {
    return reachableContracts(ctx.services.db, viewerOf(ctx), ctx.now, ctx.input.availableOnly ?? false);
  }),
  ...handler(flexCalls.flexList, async (ctx) => searchContracts(ctx.services.db, viewerOf(ctx), ctx.input, ctx.now)),
  ...handler(flexCalls.flexDetail, async (ctx) => {
    return reachableContract(ctx.services.db, viewerOf(ctx), Number(ctx.input.id), ctx.now);
  }),
  ...handler(flexCalls.flexUserList, async (ctx) => searchFlexUsers(ctx.services.db, viewerOf(ctx), ctx.input)),
  ...handler(flexCalls.useNumberConf, async (ctx) => previewAddition(ctx.services.db, viewerOf(ctx), ctx.input, ctx.now)),
  ...handler(flexCalls.addFlexUser, async (ctx) => {
    const viewer = viewerOf(ctx);
    return ctx.services.db.transaction((tx) => addFlexUsers(tx, viewer, ctx.input, ctx.now));
  }),
  ...handler(flexCalls.delegateUpdate, async (ctx) => {
    const viewer = viewerOf(ctx);
    return ctx.services.db.transaction((tx) => changeDelegate(tx, viewer, ctx.input, ctx.now));
  }),
  ...handler(flexCalls.cardNoUpdate, async (ctx) => {
    const viewer = viewerOf(ctx);
    return ctx.services.db.transaction((tx) => changeCard(tx, viewer, ctx.input, ctx.now));
  }),
  ...handler(flexCalls.flexUserDelete, async (ctx) => {
    const viewer = viewerOf(ctx);
    return ctx.services.db.transaction((tx) => removeFlexUser(tx, viewer, ctx.input, ctx.now));
  }),
};
