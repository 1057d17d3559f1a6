// Handlers of the reservation calls (core/reservations/calls.ts): the list, the cancel pair, and the facility
// choices (popup list, rooms, equipment, price plans).
import { reservationCalls } from '../../core/reservations/calls';
import { handler, sessionOf, type CallContext, type HandlerMap } from '../http/call-context';
import { loadViewer, type MemberViewer } from '../users/viewer';
import { executeCancel, previewCancel, readCancelTarget } from './cancel';
import { facilityResources, pricePlans, searchFacilities } from './facilities';
import { parseReservationFilter, searchReservations } from './search';

const viewerOf = (ctx: CallContext): MemberViewer => loadViewer(sessionOf(ctx));

export const reservationHandlers: HandlerMap = {
  ...handler(reservationCalls.list, async (ctx) => {
    const viewer = viewerOf(ctx);
    return searchReservations(ctx.services.db, viewer, parseReservationFilter(ctx.input, viewer), ctx.now);
  }),
  ...handler(reservationCalls.cancelConfirm, async (ctx) => {
    const target = readCancelTarget(ctx.input);
    return previewCancel(ctx.services.db, viewerOf(ctx), target, ctx.now);
  }),
  ...handler(reservationCalls.cancel, async (ctx) => {
    const target = readCancelTarget(ctx.input);
    const viewer = viewerOf(ctx);
    return ctx.services.db.transaction((tx) => executeCancel(tx, viewer, target, ctx.now));
  }),
  ...handler(reservationCalls.facilities, (ctx) => searchFacilities(ctx.services.db, ctx.input)),
  ...handler(reservationCalls.rooms, (ctx) => facilityResources(ctx.services.db, Number(ctx.input.facilityId), 'rooms')),
  ...handler(reservationCalls.equipment, (ctx) => facilityResources(ctx.services.db, Number(ctx.input.facilityId), 'equipment')),
  ...handler(reservationCalls.pricePlans, (ctx) => pricePlans(ctx.services.db)),
};
