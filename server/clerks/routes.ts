// Handlers of the clerk calls (core/clerks/calls.ts): responsible persons of the viewed corporation and
// department clerks of a department. Lists answer every clerk; the client filters and sorts (spec 7, Other).
import {
  clerkCalls, type ClerkCodeChangeRequest, type ClerkDeleteRequest, type ClerkMailSendRequest, type ClerkOkResult, type ClerkRegisterRequest,
  type ClerkSearchQuery, type ClerkUpdateRequest,
} from '../../core/clerks/calls';
import { searchClerks, CLERK_SORT_COLUMNS, type ClerkFilter, type ClerkKind, type ClerkSortColumn } from '../../core/clerks/domain';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { handler, sessionOf, type CallContext, type HandlerMap } from '../http/call-context';
import { notFound } from '../http/http-error';
import { fullName } from '../users/member-rows';
import { loadViewer, type MemberViewer } from '../users/viewer';
import { departmentClerks, departmentsOf, responsiblePersons, toClerkRow } from './clerk-rows';
import { clerkTarget, reachableDepartment, targetClerk, toClerkDetail } from './clerk-target';
import {
  applyUpdate, assertCorpDeletable, changeConfirmationCode, deleteResponsible, mailSend, previewUpdate, removeDepartmentClerk,
} from './changes';
import { previewRegistration, registerClerk } from './registration';
import { assertMayChangeAccount, ownCodeRefused } from './account-reach';
import { logSecurityEvent } from '../http/security-log';
import { assertSomeDepartmentInUse } from '../billing/department-in-use';

const viewerOf = (ctx: Pick<CallContext<unknown>, 'auth'>): MemberViewer => loadViewer(sessionOf(ctx));

/** The client-side search's filter (spec 7, Other): an unknown sort column sorts by the default, as the page does. */
function filterOf(input: ClerkSearchQuery): ClerkFilter {
  const sort = input.sort !== undefined && (CLERK_SORT_COLUMNS as readonly string[]).includes(input.sort) ? (input.sort as ClerkSortColumn) : undefined;
  return {
    userName: input.userName,
    sort,
    sortOrder: input.sortOrder === 'desc' ? 'desc' : 'asc',
  };
}

async function corpRows(ctx: CallContext<unknown>, filter: ClerkFilter = {}) {
  const viewer = viewerOf(ctx);
  const rows = (await responsiblePersons(ctx.services.db, viewer.corporationId)).map((r) => toClerkRow(r, viewer));
  return { rows: searchClerks(rows, filter) };
}

async function billingRows(ctx: CallContext<{ billingId: string }>, filter: ClerkFilter = {}) {
  const viewer = viewerOf(ctx);
  const billingId = reachableDepartment(ctx.input.billingId, viewer);
  const [department] = await ctx.services.db.query<{ billing_name: string } & Row>('select billing_name from departments where id = $1', [billingId]);
  if (!department) throw notFound(t('clerks.notFound.department'));
  const rows = (await departmentClerks(ctx.services.db, viewer.corporationId, billingId)).map((r) => toClerkRow(r, viewer));
  return { billingId: String(billingId), billingName: department.billing_name, rows: searchClerks(rows, filter) };
}

async function detail(ctx: CallContext<{ id: string }>, kind: ClerkKind) {
  const viewer = viewerOf(ctx);
  const row = await targetClerk(ctx.services.db, viewer, kind, clerkTarget(ctx.input.id), false);
  return toClerkDetail(ctx.services.db, viewer, kind, row);
}

/** The department of a register call: none for responsible persons, the reachable billingId for clerks. */
function departmentOf(ctx: CallContext<{ billingId?: string }>, viewer: MemberViewer, kind: ClerkKind): number | null {
  return kind === 'corp' ? null : reachableDepartment(ctx.input.billingId, viewer);
}

/**
 * The billing gate of spec 2.4 held by the server: a department clerk is not registered into, nor changed while
 * looking after only, suspended departments (409). Responsible persons belong to no department.
 */
async function assertClerkDepartmentsInUse(db: SqlExecutor, kind: ClerkKind, departmentIds: readonly number[]): Promise<void> {
  if (kind === 'billing') await assertSomeDepartmentInUse(db, departmentIds);
}

const departmentIdsOf = (row: Awaited<ReturnType<typeof targetClerk>>): number[] => departmentsOf(row).map((d) => Number(d.billingId));

async function registerConfirm(ctx: CallContext<ClerkRegisterRequest & { billingId?: string }>, kind: ClerkKind) {
  const viewer = viewerOf(ctx);
  const departmentId = departmentOf(ctx, viewer, kind);
  if (departmentId !== null) await assertClerkDepartmentsInUse(ctx.services.db, kind, [departmentId]);
  return previewRegistration(ctx.services.db, viewer, kind, ctx.input, departmentId);
}

async function register(ctx: CallContext<ClerkRegisterRequest & { billingId?: string }>, kind: ClerkKind) {
  const viewer = viewerOf(ctx);
  const departmentId = departmentOf(ctx, viewer, kind);
  return ctx.services.db.transaction(async (tx) => {
    if (departmentId !== null) await assertClerkDepartmentsInUse(tx, kind, [departmentId]);
    return registerClerk(tx, viewer, kind, ctx.input, departmentId, ctx.now);
  });
}

async function updateConfirm(ctx: CallContext<ClerkUpdateRequest>, kind: ClerkKind) {
  const viewer = viewerOf(ctx);
  const row = await targetClerk(ctx.services.db, viewer, kind, clerkTarget(ctx.input.userId, ctx.input.lastUpdated), false);
  await guardAccount(ctx, viewer, ctx.services.db, row.id);
  await assertClerkDepartmentsInUse(ctx.services.db, kind, departmentIdsOf(row));
  return previewUpdate(ctx.services.db, viewer, kind, row, ctx.input);
}

/**
 * The cross-tenant rule (account-reach.ts) for a clerk call: refused changes are logged as security events, since
 * a responsible person trying to change an account another company shares is what a takeover looks like.
 */
async function guardAccount(ctx: CallContext<unknown>, viewer: MemberViewer, db: SqlExecutor, userId: number): Promise<void> {
  try {
    await assertMayChangeAccount(db, viewer, userId);
  } catch (error) {
    logSecurityEvent(ctx.request, 'cross-tenant.refused', { call: ctx.request.url.split('?')[0], operator: viewer.userId, target: userId });
    throw error;
  }
}

/**
 * One's own confirmation code is changed only from the account menu (PATCH /users/tenant/myConfirmationCode), which
 * asks for the current code: a stolen session must not be able to replace the owner's second factor. The clerk
 * screens' code calls (and a bulk upload keeping the uploader) therefore refuse the operator's own account rather
 * than grow a second, weaker path; the detail page points to the account menu instead.
 */
function assertNotOwnCode(viewer: MemberViewer, row: { id: number }): void {
  if (row.id === viewer.userId) throw ownCodeRefused();
}

/** Runs a change on the locked, fresh clerk and answers the clerk afterwards. */
async function change(
  ctx: CallContext<{ userId: string; lastUpdated?: string }>,
  kind: ClerkKind,
  apply: (tx: SqlExecutor, viewer: MemberViewer, row: Awaited<ReturnType<typeof targetClerk>>) => Promise<string | null>,
  messageKey: 'clerks.done.update' | 'clerks.done.code' | 'clerks.done.mailsend',
): Promise<ClerkOkResult> {
  const viewer = viewerOf(ctx);
  // The schemas require lastUpdated where the change executes (update, code); the notice may be sent without it.
  const target = clerkTarget(ctx.input.userId, ctx.input.lastUpdated);
  return ctx.services.db.transaction(async (tx) => {
    const row = await targetClerk(tx, viewer, kind, target, true);
    await guardAccount(ctx, viewer, tx, row.id);
    await assertClerkDepartmentsInUse(tx, kind, departmentIdsOf(row));
    const mailedTo = await apply(tx, viewer, row);
    const after = await targetClerk(tx, viewer, kind, { userId: row.id }, false);
    return {
      result: 'OK' as const,
      clerk: await toClerkDetail(tx, viewer, kind, after),
      mailedTo,
      message: t(messageKey, { mail: mailedTo ?? '' }),
    };
  });
}

async function deleteConfirm(ctx: CallContext<ClerkDeleteRequest & { billingId?: string }>, kind: ClerkKind) {
  const viewer = viewerOf(ctx);
  const departmentId = departmentOf(ctx, viewer, kind);
  const row = await targetClerk(ctx.services.db, viewer, kind, clerkTarget(ctx.input.userId, ctx.input.lastUpdated), false);
  if (kind === 'corp') {
    await assertCorpDeletable(ctx.services.db, viewer, row);
    if (row.corporation_id === viewer.corporationId) await guardAccount(ctx, viewer, ctx.services.db, row.id);
  }
  const name = fullName(row.user_last_name, row.user_first_name);
  const department = departmentId === null ? null : (await departmentClerkDepartmentName(ctx.services.db, departmentId));
  return {
    userId: String(row.id),
    userName: name,
    lastUpdated: toClerkRow(row, viewer).lastUpdated,
    message: department === null ? t('clerks.confirm.delete.corp', { name }) : t('clerks.confirm.delete.billing', { name, department }),
  };
}

async function departmentClerkDepartmentName(db: SqlExecutor, departmentId: number): Promise<string> {
  const [row] = await db.query<{ billing_name: string } & Row>('select billing_name from departments where id = $1', [departmentId]);
  return row?.billing_name ?? '';
}

async function remove(ctx: CallContext<ClerkDeleteRequest & { billingId?: string }>, kind: ClerkKind) {
  const viewer = viewerOf(ctx);
  const departmentId = departmentOf(ctx, viewer, kind);
  // The delete calls' schemas require lastUpdated (the confirm's may leave it out).
  const target = clerkTarget(ctx.input.userId, ctx.input.lastUpdated);
  return ctx.services.db.transaction(async (tx) => {
    const row = await targetClerk(tx, viewer, kind, target, true);
    if (kind === 'corp') {
      await assertCorpDeletable(tx, viewer, row);
      // Unlinking someone who only also administers the viewed corporation leaves their account as it is; deleting
      // one of its own deletes the account, which a corporation they also administer would lose too.
      if (row.corporation_id === viewer.corporationId) await guardAccount(ctx, viewer, tx, row.id);
      await deleteResponsible(tx, viewer, row, ctx.now);
    } else {
      if (departmentId === null || !(await tx.query('select 1 from clerk_departments where user_id = $1 and department_id = $2', [row.id, departmentId])).length) {
        throw notFound(t('clerks.notFound.billing'));
      }
      await removeDepartmentClerk(tx, row, departmentId, ctx.now);
    }
    return { result: 'OK' as const, userId: String(row.id), message: t('clerks.done.delete') };
  });
}

async function update(ctx: CallContext<ClerkUpdateRequest>, kind: ClerkKind) {
  const done = await change(ctx, kind, async (tx, viewer, row) => {
    await applyUpdate(tx, viewer, kind, row, ctx.input, ctx.now);
    return null;
  }, 'clerks.done.update');
  return { result: 'OK' as const, clerk: done.clerk, message: done.message };
}

function changeCode(ctx: CallContext<ClerkCodeChangeRequest>, kind: ClerkKind) {
  return change(ctx, kind, async (tx, viewer, row) => {
    assertNotOwnCode(viewer, row);
    await changeConfirmationCode(tx, row, ctx.input, ctx.now);
    return null;
  }, 'clerks.done.code');
}

function sendNotice(ctx: CallContext<ClerkMailSendRequest>, kind: ClerkKind) {
  return change(ctx, kind, (tx, viewer, row) => mailSend(tx, viewer, kind, row, ctx.now), 'clerks.done.mailsend');
}

const c = clerkCalls;

export const clerkHandlers: HandlerMap = {
  ...handler(c.corpList, (ctx) => corpRows(ctx)),
  ...handler(c.corpSearch, (ctx) => corpRows(ctx, filterOf(ctx.input))),
  ...handler(c.corpDetail, (ctx) => detail(ctx, 'corp')),
  ...handler(c.corpRegisterConfirm, (ctx) => registerConfirm(ctx, 'corp')),
  ...handler(c.corpRegister, (ctx) => register(ctx, 'corp')),
  ...handler(c.corpUpdateConfirm, (ctx) => updateConfirm(ctx, 'corp')),
  ...handler(c.corpUpdate, (ctx) => update(ctx, 'corp')),
  ...handler(c.corpDeleteConfirm, (ctx) => deleteConfirm(ctx, 'corp')),
  ...handler(c.corpDelete, (ctx) => remove(ctx, 'corp')),
  ...handler(c.corpChangeCode, (ctx) => changeCode(ctx, 'corp')),
  ...handler(c.corpMailSend, (ctx) => sendNotice(ctx, 'corp')),

  ...handler(c.billingList, (ctx) => billingRows(ctx)),
  ...handler(c.billingSearch, (ctx) => billingRows(ctx, filterOf(ctx.input))),
  ...handler(c.billingDetail, (ctx) => detail(ctx, 'billing')),
  ...handler(c.billingRegisterConfirm, (ctx) => registerConfirm(ctx, 'billing')),
  ...handler(c.billingRegister, (ctx) => register(ctx, 'billing')),
  ...handler(c.billingUpdateConfirm, (ctx) => updateConfirm(ctx, 'billing')),
  ...handler(c.billingUpdate, (ctx) => update(ctx, 'billing')),
  ...handler(c.billingDeleteConfirm, (ctx) => deleteConfirm(ctx, 'billing')),
  ...handler(c.billingDelete, (ctx) => remove(ctx, 'billing')),
  ...handler(c.billingChangeCode, (ctx) => changeCode(ctx, 'billing')),
  ...handler(c.billingMailSend, (ctx) => sendNotice(ctx, 'billing')),
};
