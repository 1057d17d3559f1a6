// Handlers of the Members calls (core/api/calls-members.ts): search, detail, the member operations with their
// confirm calls, bulk delete, registration (with the FLEX variant), update and restore, the FLEX lists and the
// department pulldown. The asynchronous CSV export is in members-export.ts.
import { memberCalls, type MemberDeleteResponse, type MemberOperationResult } from '../../core/api/calls-members';
import type { DepartmentChoice, FlexUserRow } from '../../core/domain/member';
import { MEMBER_PAGE_SIZE } from '../../core/domain/member';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { handler, sessionOf, type CallContext, type HandlerMap } from '../http/call-context';
import { validationFailed } from '../http/http-error';
import { InputReader, isIdText, type Input } from '../http/input';
import { findMember, fullName, toDetail, toListRow } from '../members/member-rows';
import { checkMailOnly } from '../members/member-form';
import {
  DONE_KEYS,
  SIMPLE_OPERATIONS,
  applyOperation,
  previewOperation,
  targetMember,
  type MemberTarget,
  type SimpleOperation,
} from '../members/operations';
import { activeFlexContracts, previewFlexRegistration, previewRegistration, registerMember } from '../members/registration';
import { parseMemberSearch, searchMembers } from '../members/search';
import { applyUpdate, previewUpdate } from '../members/update';
import { loadViewer, type MemberViewer } from '../members/viewer';
import { notFound } from '../http/http-error';

const viewerOf = (ctx: CallContext): Promise<MemberViewer> => loadViewer(ctx.services.db, sessionOf(ctx));

/** Bulk delete takes at most one page of the list at a time. */
const BULK_MAX = MEMBER_PAGE_SIZE;

/** userId, optional organizationId, and lastUpdated (required on execute calls). */
function readTarget(input: Input, execute: boolean, idField = 'userId'): MemberTarget {
  const reader = new InputReader(input);
  const userId = reader.id(idField);
  const organizationId = reader.id('organizationId', false);
  const lastUpdated = reader.text('lastUpdated', { required: execute });
  reader.check();
  return { userId: userId ?? 0, organizationId, lastUpdated };
}

async function confirm(ctx: CallContext, operation: SimpleOperation) {
  const target = readTarget(ctx.input, false);
  const viewer = await viewerOf(ctx);
  const row = await targetMember(ctx.services.db, viewer, target, false);
  return previewOperation(ctx.services.db, operation, row, ctx.now);
}

async function execute(ctx: CallContext, operation: SimpleOperation): Promise<MemberOperationResult> {
  const target = readTarget(ctx.input, true);
  const viewer = await viewerOf(ctx);
  const db = ctx.services.db;
  return db.transaction(async (tx) => {
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

function idList(reader: InputReader, name: string): number[] {
  const parts = reader.list(name);
  if (parts.length === 0) reader.fail(name, t('members.validation.userIds'));
  else if (parts.length > BULK_MAX) reader.fail(name, t('members.validation.tooMany', { max: BULK_MAX }));
  else if (parts.some((p) => !isIdText(p))) reader.fail(name, t('validation.integer'));
  else return [...new Set(parts.map(Number))];
  return [];
}

interface DepartmentRow extends Row {
  id: number;
  billing_name: string;
  display_order: number;
  disable_flg: boolean;
}

interface FlexUserDbRow extends Row {
  id: number;
  flex_contract_id: number;
  user_id: number;
  user_last_name: string;
  user_first_name: string;
  user_last_name_kana: string;
  user_first_name_kana: string;
  billing_name: string | null;
  mail_address: string | null;
  delegate_division: number;
  card_no: string | null;
  delete_flg: boolean;
}

function toFlexUser(r: FlexUserDbRow): FlexUserRow {
  return {
    flexUserId: String(r.id),
    flexContractInformationId: String(r.flex_contract_id),
    userId: String(r.user_id),
    userName: fullName(r.user_last_name, r.user_first_name),
    userNameKana: fullName(r.user_last_name_kana, r.user_first_name_kana),
    organizationName: r.billing_name ?? '',
    mailAddress: r.mail_address,
    delegateDivision: r.delegate_division,
    cardNo: r.card_no,
    deleteFlg: r.delete_flg,
  };
}

/**
 * The FLEX users of one of the corporation's contracts whom the viewer may see (a clerk: members of their
 * departments), filtered by a keyword over name, kana and mail. An unknown contract simply has no users.
 */
async function flexUsers(db: SqlExecutor, viewer: MemberViewer, contractId: number, keyWord: string, paging: { offset: number; limit: number } | null) {
  const params: unknown[] = [contractId, viewer.corporationId, [...viewer.departmentIds], viewer.responsible];
  let where = `f.flex_contract_id = $1 and c.corporation_id = $2 and not f.delete_flg
    and (u.department_id = any($3::int[]) or ($4 and u.department_id is null))`;
  if (keyWord) {
    params.push(`%${keyWord.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    where += ` and u.member_search_text like $${params.length}`;
  }
  const from = `flex_users f join flex_contracts c on c.id = f.flex_contract_id join users u on u.id = f.user_id
    left join departments d on d.id = u.department_id`;
  const [count] = await db.query<{ count: number }>(`select count(*)::int as count from ${from} where ${where}`, params);
  const page = paging ? ` limit $${params.length + 1} offset $${params.length + 2}` : '';
  const rows = await db.query<FlexUserDbRow>(
    `select f.id, f.flex_contract_id, f.user_id, u.user_last_name, u.user_first_name, u.user_last_name_kana, u.user_first_name_kana,
            d.billing_name, u.mail_address, f.delegate_division, f.card_no, f.delete_flg
       from ${from} where ${where}
      order by f.delegate_division desc, d.display_order, u.user_last_name_kana, u.user_first_name_kana, f.id${page}`,
    paging ? [...params, paging.limit, paging.offset] : params,
  );
  return { totalCount: count?.count ?? 0, rows: rows.map(toFlexUser) };
}

const operationHandlers = (operation: SimpleOperation) => (ctx: CallContext) => execute(ctx, operation);

export const memberHandlers: HandlerMap = {
  ...handler(memberCalls.search, async (ctx) => {
    const viewer = await viewerOf(ctx);
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
    const target = readTarget(ctx.input, false, 'id');
    const viewer = await viewerOf(ctx);
    const row = await targetMember(ctx.services.db, viewer, target, false, false);
    return toDetail(ctx.services.db, viewer, row, ctx.now);
  }),

  ...handler(memberCalls.departmentPulldown, async (ctx) => {
    const viewer = await viewerOf(ctx);
    const rows = await ctx.services.db.query<DepartmentRow>(
      'select id, billing_name, display_order, disable_flg from departments where corporation_id = $1 and id = any($2::int[]) order by display_order, id',
      [viewer.corporationId, [...viewer.departmentIds]],
    );
    return rows.map((r): DepartmentChoice => ({ billingId: String(r.id), billingName: r.billing_name, displayOrder: r.display_order, disableFlg: r.disable_flg }));
  }),

  ...handler(memberCalls.suspendConfirm, (ctx) => confirm(ctx, 'suspend')),
  ...handler(memberCalls.deleteConfirm, (ctx) => confirm(ctx, 'delete')),
  ...handler(memberCalls.operationCheck, async (ctx) => {
    const reader = new InputReader(ctx.input);
    const operation = reader.requiredText('operation');
    if (operation && !(SIMPLE_OPERATIONS as readonly string[]).includes(operation)) reader.fail('operation', t('members.validation.choice'));
    reader.check();
    return confirm(ctx, operation as SimpleOperation);
  }),
  ...handler(memberCalls.approve, operationHandlers('approve')),
  ...handler(memberCalls.suspend, operationHandlers('suspend')),
  ...handler(memberCalls.permit, operationHandlers('permit')),
  ...handler(memberCalls.passwordReset, operationHandlers('passwordReset')),
  ...handler(memberCalls.reservationUnlock, operationHandlers('reservationUnlock')),

  ...handler(memberCalls.bulkDeleteConfirm, async (ctx) => {
    const reader = new InputReader(ctx.input);
    const ids = idList(reader, 'userIds');
    reader.check();
    const viewer = await viewerOf(ctx);
    const db = ctx.services.db;
    const members = [];
    for (const userId of ids) members.push(await previewOperation(db, 'delete', await targetMember(db, viewer, { userId }, false), ctx.now));
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
    const reader = new InputReader(ctx.input);
    const ids = idList(reader, 'id');
    // Not deduplicated: the i-th stamp belongs to the i-th id.
    const stamps = reader.list('lastUpdated');
    if (stamps.length === 0) reader.fail('lastUpdated', t('validation.required'));
    reader.check();
    if (stamps.length !== ids.length) throw validationFailed({ lastUpdated: t('members.validation.idCount') });
    const viewer = await viewerOf(ctx);
    // All or none: one stale, refused or unreachable member rolls every deletion back.
    return ctx.services.db.transaction(async (tx) => {
      let cancelled = 0;
      let released = 0;
      for (const [i, userId] of ids.entries()) {
        const row = await targetMember(tx, viewer, { userId, lastUpdated: stamps[i] }, true);
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
    const viewer = await viewerOf(ctx);
    await checkMailOnly(ctx.services.db, viewer.corporationId, ctx.input);
    return { result: 'OK' as const };
  }),
  ...handler(memberCalls.registrationCheck, async (ctx) => previewRegistration(ctx.services.db, await viewerOf(ctx), ctx.input)),
  ...handler(memberCalls.register, async (ctx) => {
    const viewer = await viewerOf(ctx);
    return ctx.services.db.transaction((tx) => registerMember(tx, viewer, ctx.input, ctx.now, false));
  }),
  ...handler(memberCalls.flexRegistrationCheck, async (ctx) => previewFlexRegistration(ctx.services.db, await viewerOf(ctx), ctx.input, ctx.now)),
  ...handler(memberCalls.flexRegister, async (ctx) => {
    const viewer = await viewerOf(ctx);
    return ctx.services.db.transaction((tx) => registerMember(tx, viewer, ctx.input, ctx.now, true));
  }),

  ...handler(memberCalls.updateCheck, async (ctx) => previewUpdate(ctx.services.db, await viewerOf(ctx), ctx.input)),
  ...handler(memberCalls.update, async (ctx) => {
    const viewer = await viewerOf(ctx);
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
    const viewer = await viewerOf(ctx);
    return activeFlexContracts(ctx.services.db, viewer.corporationId, ctx.now);
  }),
  ...handler(memberCalls.flexUserList, async (ctx) => {
    const reader = new InputReader(ctx.input);
    const contractId = reader.id('flexContractInformationId');
    const keyWord = reader.text('keyWord', { max: 100 }) ?? '';
    const offsetText = reader.text('offset') ?? '0';
    const limitText = reader.text('limit') ?? String(MEMBER_PAGE_SIZE);
    if (!/^\d{1,9}$/.test(offsetText)) reader.fail('offset', t('validation.integer'));
    if (!/^\d{1,3}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > MEMBER_PAGE_SIZE) {
      reader.fail('limit', t('validation.between', { min: 1, max: MEMBER_PAGE_SIZE }));
    }
    reader.check();
    const viewer = await viewerOf(ctx);
    return flexUsers(ctx.services.db, viewer, contractId ?? 0, keyWord, { offset: Number(offsetText), limit: Number(limitText) });
  }),
  ...handler(memberCalls.flexUserListAll, async (ctx) => {
    const reader = new InputReader(ctx.input);
    const contractId = reader.id('id');
    reader.check();
    const viewer = await viewerOf(ctx);
    return (await flexUsers(ctx.services.db, viewer, contractId ?? 0, '', null)).rows;
  }),
};
