// The FLEX/BASE user writes with the rules of spec 5 and 8: adding existing members of one department (with the
// extra-fee warning past the contracted seats), the contact person (at least one per contract), the card number
// (unique within a contract) and its delivery, and removing a user (the seat is released).
import type {
  FlexAddMember, FlexAddPreview, FlexAddRequest, FlexAddResult, FlexCardRequest, FlexDelegateRequest, FlexUserChangeRequest, FlexUserChangeResult,
} from '../../core/flex/calls';
import { DelegateDivision, FLEX_USER_PAGE_SIZE, type FlexContract } from '../../core/flex/domain';
import { ApprovalDivision } from '../../core/users/domain';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { HttpError, notFound, permissionDenied, validationFailed } from '../http/http-error';
import { ErrorCode } from '../../core/api/error';
import { fullName } from '../users/member-rows';
import type { MemberViewer } from '../users/viewer';
import { contractsLeftWithoutContact } from '../../core/flex/contact-rule';
import { contractContacts } from './contact-rule';
import { reachableContract } from './contracts';
import { flexUserById, flexUserToChange, type FlexUserDbRow } from './users';

/** A rule of spec 5 refused: 400 with the Japanese reason under the field, nothing changed. */
const refused = (field: string, message: string): HttpError => new HttpError(400, ErrorCode.VALIDATION, message, { [field]: message });

/** The new lastUpdated: the clock, but always later than the old value (a stale copy is always told apart). */
const BUMP = "last_updated = greatest($2::timestamptz, last_updated + interval '1 millisecond')";

/** The extra registration fee warning of spec 8 when the users would exceed the seats; null within them. */
export function overSeatWarning(seats: number, after: number): string | null {
  return after > seats ? t('flex.warning.overSeats', { seats, after, over: after - seats }) : null;
}

interface MemberRow extends Row {
  id: number;
  user_last_name: string;
  user_first_name: string;
  department_id: number | null;
  billing_name: string | null;
  delete_flg: boolean;
  approval_division: number;
  flex_contract_permitted: boolean;
  seated: boolean;
}

interface AddPlan {
  contract: FlexContract;
  members: FlexAddMember[];
  overSeats: number;
  warning: string | null;
}

/**
 * What the schema cannot say of an addition: at least one member and at most a page of them, and the contact persons
 * among them (each wrong field at once, as the schema's own failures are).
 */
function readAddition(input: FlexAddRequest): { contractId: number; userIds: number[]; delegateIds: number[] } {
  const userIds = [...new Set(input.userIds.map(Number))];
  const delegateIds = [...new Set((input.delegateUserIds ?? []).map(Number))];
  const problems: Record<string, string> = {};
  if (userIds.length === 0) problems.userIds = t('flex.validation.userIds');
  else if (userIds.length > FLEX_USER_PAGE_SIZE) problems.userIds = t('members.validation.tooMany', { max: FLEX_USER_PAGE_SIZE });
  if (delegateIds.some((id) => !userIds.includes(id))) problems.delegateUserIds = t('flex.validation.delegateNotAdded');
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  return { contractId: Number(input.flexContractInformationId), userIds, delegateIds };
}

async function planAddition(db: SqlExecutor, viewer: MemberViewer, input: FlexAddRequest, now: Date, lock: boolean): Promise<AddPlan> {
  const { contractId, userIds, delegateIds } = readAddition(input);
  const contract = await reachableContract(db, viewer, contractId, now, lock);
  if (!contract.inPeriod) throw refused('flexContractInformationId', t('flex.refuse.outOfPeriod'));
  const rows = await db.query<MemberRow>(
    `select u.id, u.user_last_name, u.user_first_name, u.department_id, d.billing_name, u.delete_flg, u.approval_division,
            u.flex_contract_permitted,
            exists (select 1 from flex_users f where f.user_id = u.id and f.flex_contract_id = $3 and not f.delete_flg) as seated
       from users u left join departments d on d.id = u.department_id
      where u.id = any($1::int[]) and u.corporation_id = $2 and u.role_type is null order by u.id${lock ? ' for update of u' : ''}`,
    [userIds, viewer.corporationId, Number(contract.flexContractInformationId)],
  );
  // Members only: an administrator's account (which may reach other corporations) is no seat holder here.
  if (rows.length !== userIds.length) throw notFound(t('members.notFound'));
  if (rows.some((r) => r.department_id === null || !viewer.departmentIds.has(r.department_id))) throw permissionDenied();
  if (new Set(rows.map((r) => r.department_id)).size > 1) throw refused('userIds', t('flex.refuse.oneDepartment'));
  const unusable = rows.find((r) => r.delete_flg || r.approval_division !== ApprovalDivision.APPROVED);
  if (unusable) throw refused('userIds', t('flex.refuse.memberState', { name: fullName(unusable.user_last_name, unusable.user_first_name) }));
  // Spec 6 FLEX/BASE contract permission flag (server/users/flex-permission.ts); the members are locked, so the flag
  // cannot be taken away between this check and the seat.
  const notPermitted = rows.find((r) => !r.flex_contract_permitted);
  if (notPermitted) throw refused('userIds', t('flex.refuse.notPermitted', { name: fullName(notPermitted.user_last_name, notPermitted.user_first_name) }));
  const seated = rows.find((r) => r.seated);
  if (seated) throw refused('userIds', t('flex.refuse.alreadySeated', { name: fullName(seated.user_last_name, seated.user_first_name) }));
  if (contract.contactCount === 0 && delegateIds.length === 0) throw refused('delegateUserIds', t('flex.refuse.contactRequired'));
  const after = contract.usedSeats + rows.length;
  return {
    contract,
    members: rows.map((r) => ({
      userId: String(r.id),
      userName: fullName(r.user_last_name, r.user_first_name),
      organizationName: r.billing_name ?? '',
      delegateDivision: delegateIds.includes(r.id) ? DelegateDivision.CONTACT : DelegateDivision.NONE,
    })),
    overSeats: Math.max(0, after - contract.seats),
    warning: overSeatWarning(contract.seats, after),
  };
}

/** useNumberConf: what the addition will do; nothing changes. */
export async function previewAddition(db: SqlExecutor, viewer: MemberViewer, input: FlexAddRequest, now: Date): Promise<FlexAddPreview> {
  const plan = await planAddition(db, viewer, input, now, false);
  const after = plan.contract.usedSeats + plan.members.length;
  return {
    contract: plan.contract,
    members: plan.members,
    seats: plan.contract.seats,
    usedSeats: plan.contract.usedSeats,
    after,
    overSeats: plan.overSeats,
    warning: plan.warning,
    message: t('flex.confirm.add', { count: plan.members.length, contract: plan.contract.contractName }),
  };
}

/** add/flexUser: seats the members (checked again: the confirm changed nothing); those past the seats are numberAdd. */
export async function addFlexUsers(tx: SqlExecutor, viewer: MemberViewer, input: FlexAddRequest, now: Date): Promise<FlexAddResult> {
  const plan = await planAddition(tx, viewer, input, now, true);
  const ids: number[] = [];
  for (const [i, member] of plan.members.entries()) {
    const numberAdd = plan.contract.usedSeats + i + 1 > plan.contract.seats;
    const [row] = await tx.query<{ id: number }>(
      `insert into flex_users (flex_contract_id, user_id, delegate_division, card_no, card_delivery_division, delete_flg, last_updated, added_at, number_add)
       values ($1, $2, $3, null, 0, false, $4, $4, $5) returning id`,
      [Number(plan.contract.flexContractInformationId), Number(member.userId), member.delegateDivision, now, numberAdd],
    );
    ids.push(row.id);
  }
  await tx.query('update users set flex_contract_flg = true where id = any($1::int[])', [plan.members.map((m) => Number(m.userId))]);
  const added = [];
  for (const id of ids) added.push(await flexUserById(tx, id));
  return { result: 'OK', added, overSeats: plan.overSeats, warning: plan.warning, message: t('flex.done.add', { count: added.length }) };
}

/**
 * Whether giving up this user's contact seat leaves the contract without a contact person (the rule of
 * core/flex/contact-rule.ts, which the member deletions and uploads apply too). The contract is locked already.
 */
async function isLastContact(tx: SqlExecutor, row: FlexUserDbRow): Promise<boolean> {
  if (row.delegate_division !== DelegateDivision.CONTACT) return false;
  return contractsLeftWithoutContact(await contractContacts(tx, { contract: row.flex_contract_id }), new Set([row.user_id])).length > 0;
}

async function done(tx: SqlExecutor, id: number, message: string): Promise<FlexUserChangeResult> {
  return { result: 'OK', user: await flexUserById(tx, id), message };
}

/** delegateDivision/update: sets or unsets the contact person; the contract's last one cannot be unset. */
export async function changeDelegate(tx: SqlExecutor, viewer: MemberViewer, input: FlexDelegateRequest, now: Date): Promise<FlexUserChangeResult> {
  const row = await flexUserToChange(tx, viewer, Number(input.flexUserId), input.lastUpdated);
  const division = input.delegateDivision;
  if (division === DelegateDivision.NONE && (await isLastContact(tx, row))) {
    throw refused('delegateDivision', t('flex.refuse.lastContact'));
  }
  await tx.query(`update flex_users set delegate_division = $3, ${BUMP} where id = $1`, [row.id, now, division]);
  return done(tx, row.id, t(division === DelegateDivision.CONTACT ? 'flex.done.delegateSet' : 'flex.done.delegateUnset'));
}

/** cardNo/update: the card number (unique among the contract's seated users) and how the card is delivered. */
export async function changeCard(tx: SqlExecutor, viewer: MemberViewer, input: FlexCardRequest, now: Date): Promise<FlexUserChangeResult> {
  const cardNo = input.cardNo;
  const row = await flexUserToChange(tx, viewer, Number(input.flexUserId), input.lastUpdated);
  if (cardNo) {
    const taken = await tx.query(
      'select 1 from flex_users where flex_contract_id = $1 and id <> $2 and not delete_flg and card_no = $3',
      [row.flex_contract_id, row.id, cardNo],
    );
    if (taken.length > 0) throw refused('cardNo', t('flex.refuse.cardTaken', { cardNo }));
  }
  await tx.query(`update flex_users set card_no = $3, card_delivery_division = $4, ${BUMP} where id = $1`, [row.id, now, cardNo || null, input.cardDeliveryDivision]);
  return done(tx, row.id, t('flex.done.card'));
}

/** flexUser/delete: releases the seat; the contract's last contact person cannot be removed. */
export async function removeFlexUser(tx: SqlExecutor, viewer: MemberViewer, input: FlexUserChangeRequest, now: Date): Promise<FlexUserChangeResult> {
  const row = await flexUserToChange(tx, viewer, Number(input.flexUserId), input.lastUpdated);
  if (await isLastContact(tx, row)) {
    throw refused('flexUserId', t('flex.refuse.lastContactDelete'));
  }
  await tx.query(`update flex_users set delete_flg = true, released_at = $2, ${BUMP} where id = $1`, [row.id, now]);
  await tx.query(
    'update users set flex_contract_flg = false where id = $1 and not exists (select 1 from flex_users f where f.user_id = $1 and not f.delete_flg)',
    [row.user_id],
  );
  return done(tx, row.id, t('flex.done.delete'));
}
