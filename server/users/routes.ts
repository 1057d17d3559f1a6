// Handlers of the Members calls (core/users/calls.ts): search, detail, the member operations with their
// confirm calls, bulk delete, registration (with the FLEX variant), update and restore, the FLEX lists and the
// department pulldown. The asynchronous CSV export is in export-routes.ts.
import { memberCalls, type MemberDeleteResponse, type MemberOperationRequest, type MemberOperationResult } from '../../core/users/calls';
import type { DepartmentChoice } from '../../core/users/domain';
import { MEMBER_PAGE_SIZE } from '../../core/users/domain';
import { t } from '../../core/i18n';
import type { Row } from '../db/database';
import { handler, sessionOf, type CallContext, type HandlerMap } from '../http/call-context';
import { validationFailed } from '../http/http-error';
import { findMember, toDetail, toListRow } from './member-rows';
import { checkMailOnly } from './member-form';
import {
  DONE_KEYS,
  applyOperation,
  previewOperation,
  targetMember,
  targetMemberDetail,
  type MemberTarget,
  type SimpleOperation,
} from './operations';
import { activeFlexContracts, previewFlexRegistration, previewRegistration, registerMember } from './registration';
import { parseMemberSearch, searchMembers } from './search';
import { applyUpdate, previewUpdate } from './update';
import { loadViewer, type MemberViewer } from './viewer';
import { allFlexUsersOf, searchFlexUsers } from '../flex/users';
import { notFound } from '../http/http-error';
import { lockContactContracts, refuseLosingLastContact } from '../flex/contact-rule';

const viewerOf = (ctx: Pick<CallContext<unknown>, 'auth'>): MemberViewer => loadViewer(sessionOf(ctx));

/** Bulk delete takes at most one page of the list at a time. */
const BULK_MAX = MEMBER_PAGE_SIZE;

/** The member an operation names, as its checked request carries it ('' for no department or stamp is none). */
function targetOf(request: MemberOperationRequest): MemberTarget {
  return {
    userId: Number(request.userId),
    organizationId: request.organizationId ? Number(request.organizationId) : undefined,
    lastUpdated: request.lastUpdated?.trim() || undefined,
  };
}

async function confirm(ctx: CallContext<MemberOperationRequest>, operation: SimpleOperation) {
  const viewer = viewerOf(ctx);
  const row = await targetMember(ctx.services.db, viewer, targetOf(ctx.input), false);
  return previewOperation(ctx.services.db, operation, row, ctx.now);
}

async function execute(ctx: CallContext<MemberOperationRequest>, operation: SimpleOperation): Promise<MemberOperationResult> {
  const target = targetOf(ctx.input);
  const viewer = viewerOf(ctx);
  const db = ctx.services.db;
  return db.transaction(async (tx) => {
    if (operation === 'delete') await lockContactContracts(tx, [target.userId]);
    const row = await targetMember(tx, viewer, target, true);
    const effects = await applyOperation(tx, operation, row, ctx.now);
    const after = await findMember(tx, viewer.corporationId, row.id);
    if (!after) throw notFound(t('members.notFound'));
    return {
      result: 'OK' as const,
      operation,
      member: await toDetail(tx, viewer, after, ctx.now),
      ...effects,
      message: t(DONE_KEYS[operation], { count: effects.cancelledReservationCount }),
    };
  });
}

/** The parts of a list field (a JSON array, or one comma-joined text), trimmed, empty ones skipped. */
function partsOf(value: readonly string[] | string | undefined): string[] {
  const items = value === undefined ? [] : typeof value === 'string' ? value.split(',') : value;
  return items.map((p) => p.trim()).filter((p) => p !== '');
}

/**
 * The members a bulk call names (each part an id: the schema's check): at least one, at most a page of the list, each
 * once. Counted here, as a comma-joined text is counted only once split.
 */
function bulkIds(value: readonly string[] | string | undefined): { ids: number[]; problem: string | null } {
  const ids = [...new Set(partsOf(value).map(Number))];
  if (ids.length === 0) return { ids, problem: t('members.validation.userIds') };
  if (ids.length > BULK_MAX) return { ids, problem: t('members.validation.tooMany', { max: BULK_MAX }) };
  return { ids, problem: null };
}

interface DepartmentRow extends Row {
  id: number;
  billing_name: string;
  display_order: number;
  disable_flg: boolean;
}


const operationHandlers = (operation: SimpleOperation) => (ctx: CallContext<MemberOperationRequest>) => execute(ctx, operation);

export const memberHandlers: HandlerMap = {
  ...handler(memberCalls.search, async (ctx) => {
    const viewer = viewerOf(ctx);
    const search = parseMemberSearch(ctx.input, viewer);
    const page = await searchMembers(ctx.services.db, viewer, search);
    return {
      totalCount: page.totalCount,
      offset: search.offset,
      limit: search.limit,
      sort: search.sort,
      sortOrder: search.sortOrder,
      defaultFilter: search.defaultFilter,
      rows: page.rows.map(toListRow),
    };
  }),

  ...handler(memberCalls.detail, async (ctx) => {
    const viewer = viewerOf(ctx);
    return toDetail(ctx.services.db, viewer, await targetMemberDetail(ctx.services.db, viewer, { userId: Number(ctx.input.id) }, ctx.now), ctx.now);
  }),

  ...handler(memberCalls.departmentPulldown, async (ctx) => {
    const viewer = viewerOf(ctx);
    const rows = await ctx.services.db.query<DepartmentRow>(
      'select id, billing_name, display_order, disable_flg from departments where corporation_id = $1 and id = any($2::int[]) order by display_order, id',
      [viewer.corporationId, [...viewer.departmentIds]],
    );
    return rows.map((r): DepartmentChoice => ({ billingId: String(r.id), billingName: r.billing_name, displayOrder: r.display_order, disableFlg: r.disable_flg }));
  }),

  ...handler(memberCalls.suspendConfirm, (ctx) => confirm(ctx, 'suspend')),
  ...handler(memberCalls.deleteConfirm, (ctx) => confirm(ctx, 'delete')),
  ...handler(memberCalls.operationCheck, (ctx) => confirm(ctx, ctx.input.operation)),
  ...handler(memberCalls.approve, operationHandlers('approve')),
  ...handler(memberCalls.suspend, operationHandlers('suspend')),
  ...handler(memberCalls.permit, operationHandlers('permit')),
  ...handler(memberCalls.passwordReset, operationHandlers('passwordReset')),
  ...handler(memberCalls.reservationUnlock, operationHandlers('reservationUnlock')),

  ...handler(memberCalls.bulkDeleteConfirm, async (ctx) => {
    const { ids, problem } = bulkIds(ctx.input.userIds);
    if (problem) throw validationFailed({ userIds: problem });
    const viewer = viewerOf(ctx);
    const db = ctx.services.db;
    const members = [];
    for (const userId of ids) members.push(await previewOperation(db, 'delete', await targetMember(db, viewer, { userId }, false), ctx.now));
    // Spec 5 on the state after the whole deletion: members who are together all of a contract's contact persons.
    await refuseLosingLastContact(db, ids, 'userIds');
    const cancelReservationCount = members.reduce((sum, m) => sum + m.cancelReservationCount, 0);
    const releaseFlexCount = members.reduce((sum, m) => sum + m.releaseFlexRegistrations.length, 0);
    return {
      members,
      cancelReservationCount,
      releaseFlexCount,
      message: t('members.confirm.bulkDelete', { members: members.length, count: cancelReservationCount, flex: releaseFlexCount }),
    };
  }),

  ...handler(memberCalls.delete, async (ctx): Promise<MemberDeleteResponse> => {
    const { ids, problem } = bulkIds(ctx.input.id);
    // Not deduplicated: the i-th stamp belongs to the i-th id.
    const stamps = partsOf(ctx.input.lastUpdated);
    const missing = { ...(problem ? { id: problem } : {}), ...(stamps.length === 0 ? { lastUpdated: t('validation.required') } : {}) };
    if (Object.keys(missing).length > 0) throw validationFailed(missing);
    if (stamps.length !== ids.length) throw validationFailed({ lastUpdated: t('members.validation.idCount') });
    const viewer = viewerOf(ctx);
    // All or none: one stale, refused or unreachable member rolls every deletion back.
    return ctx.services.db.transaction(async (tx) => {
      await lockContactContracts(tx, ids);
      const rows = [];
      for (const [i, userId] of ids.entries()) rows.push(await targetMember(tx, viewer, { userId, lastUpdated: stamps[i] }, true));
      // Spec 5 on the state after the whole deletion, checked once every member is known to be the viewer's to delete.
      await refuseLosingLastContact(tx, ids, 'id', true);
      let cancelled = 0;
      let released = 0;
      for (const row of rows) {
        const effects = await applyOperation(tx, 'delete', row, ctx.now);
        cancelled += effects.cancelledReservationCount;
        released += effects.releasedFlexCount;
      }
      return {
        result: 'OK' as const,
        deletedUserIds: ids.map(String),
        cancelledReservationCount: cancelled,
        releasedFlexCount: released,
        message: ids.length === 1 ? t('members.done.delete') : t('members.done.bulkDelete', { members: ids.length }),
      };
    });
  }),

  ...handler(memberCalls.registrationMailCheck, async (ctx) => {
    const viewer = viewerOf(ctx);
    await checkMailOnly(ctx.services.db, viewer.corporationId, ctx.input);
    return { result: 'OK' as const };
  }),
  ...handler(memberCalls.registrationCheck, async (ctx) => previewRegistration(ctx.services.db, viewerOf(ctx), ctx.input)),
  ...handler(memberCalls.register, async (ctx) => {
    const viewer = viewerOf(ctx);
    return ctx.services.db.transaction((tx) => registerMember(tx, viewer, ctx.input, ctx.now, false));
  }),
  ...handler(memberCalls.flexRegistrationCheck, async (ctx) => previewFlexRegistration(ctx.services.db, viewerOf(ctx), ctx.input, ctx.now)),
  ...handler(memberCalls.flexRegister, async (ctx) => {
    const viewer = viewerOf(ctx);
    return ctx.services.db.transaction((tx) => registerMember(tx, viewer, ctx.input, ctx.now, true));
  }),

  ...handler(memberCalls.updateCheck, async (ctx) => previewUpdate(ctx.services.db, viewerOf(ctx), ctx.input)),
  ...handler(memberCalls.update, async (ctx) => {
    const viewer = viewerOf(ctx);
    return ctx.services.db.transaction(async (tx) => {
      const done = await applyUpdate(tx, viewer, ctx.input, ctx.now);
      const after = await findMember(tx, viewer.corporationId, done.userId);
      if (!after) throw notFound(t('members.notFound'));
      return {
        result: 'OK' as const,
        division: done.division,
        member: await toDetail(tx, viewer, after, ctx.now),
        mailedTo: done.mailedTo,
        message: t(done.division === 'restore' ? 'members.done.restore' : 'members.done.update'),
      };
    });
  }),

  ...handler(memberCalls.flexContracts, async (ctx) => {
    const viewer = viewerOf(ctx);
    return activeFlexContracts(ctx.services.db, viewer, ctx.now);
  }),
  // The same list as /flexlong/tenant/flexUserList (spec 3 filters, at most 500), for one contract.
  ...handler(memberCalls.flexUserList, async (ctx) => searchFlexUsers(ctx.services.db, viewerOf(ctx), ctx.input)),
  ...handler(memberCalls.flexUserListAll, async (ctx) => allFlexUsersOf(ctx.services.db, viewerOf(ctx), Number(ctx.input.id))),
};
