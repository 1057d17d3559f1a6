// Kind `members` (user update, code 8, /User/Upload): one row per member with an action mode (spec 3: Edit, Reset,
// Keep). Edit registers a member (no 会員ID) or updates one (with 会員ID), or deletes one when 削除 is 1; Reset
// reissues the initial password of the member; Keep leaves the member as it is, so a downloaded list can be
// uploaded back with only the rows to change marked Edit. Field rules are those of the member form.
import { memberOperationRefusal, memberUpdateRefusal } from '../../users/refusals';
import { alphanumericSymbol, fullWidthMax30, mail, maxLength, REMARKS_MAX, USER_CODE_MAX, type Validator } from '../../validation';
import { t, type MessageKey } from '../../i18n';
import '../../clerks/load-messages';
import '../../i18n/load/csv';
import '../../users/load-messages';
import '../../users/load-page-messages';
import { escapeFormula } from '../export';
import {
  choiceTextOf, finding, header, idNumber, NO_FINDINGS, oneOf, uniqueColumn, UploadDivision,
  type ColumnChoice, type CsvCheckContext, type CsvRow, type EndFinding, type FileRule, type MemberFacts, type RowFinding, type UploadKind,
} from '../kind';
import { MAIL_CELL_CHECKS, permittedMailDomain } from './mail-column';
import { lastContactRefusalsByMember } from '../../flex/contact-rule';

/** Action modes of spec 3, written in the file as they are named there. */
export const MemberAction = { EDIT: 'Edit', RESET: 'Reset', KEEP: 'Keep' } as const;
export type MemberAction = (typeof MemberAction)[keyof typeof MemberAction];
export const MEMBER_ACTIONS: readonly MemberAction[] = [MemberAction.EDIT, MemberAction.RESET, MemberAction.KEEP];

/** The action modes with what each does, as the upload page and the messages explain them. */
export const MEMBER_ACTION_CHOICES: readonly ColumnChoice[] = [
  { value: MemberAction.EDIT, label: header('csv.choice.edit'), description: header('csv.choice.editMeaning') },
  { value: MemberAction.RESET, label: header('csv.choice.reset'), description: header('csv.choice.resetMeaning') },
  { value: MemberAction.KEEP, label: header('csv.choice.keep'), description: header('csv.choice.keepMeaning') },
];

/** 削除: 1 deletes the member of an Edit row; empty or 0 keeps it. */
export const MEMBER_DELETE_VALUES = ['', '0', '1'] as const;
export const MEMBER_DELETE_CHOICES: readonly ColumnChoice[] = [
  { value: '1', label: header('csv.choice.delete'), description: header('csv.choice.deleteMeaning') },
  { value: '0', label: header('csv.choice.notDelete'), description: header('csv.choice.notDeleteMeaning') },
];

/**
 * メール配信 (spec 6 mail-delivery option, users.mail_delivery): 1 receives notices, 0 does not (mails with the
 * member's own sign-in details are always sent); empty keeps a member's choice and means 1 for a new member. The
 * column came after the format was in use, so a file without it is still whole (CsvColumnSpec.optional).
 */
export const MailDeliveryValue = { ON: '1', OFF: '0' } as const;
export const MEMBER_MAIL_DELIVERY_CHOICES: readonly ColumnChoice[] = [
  { value: MailDeliveryValue.ON, label: header('users.value.mailDeliveryOn'), description: header('csv.choice.mailDeliveryOnMeaning') },
  { value: MailDeliveryValue.OFF, label: header('csv.choice.mailDeliveryOff'), description: header('csv.choice.mailDeliveryOffMeaning') },
];

/** The choice a row writes: true receives, false does not, null leaves it (a new member then receives). */
export function mailDeliveryOf(values: Readonly<Record<string, string>>): boolean | null {
  const cell = values.mailDeliveryFlg ?? '';
  return cell === '' ? null : cell === MailDeliveryValue.ON;
}

export type MemberColumn =
  | 'action'
  | 'userId'
  | 'organizationName'
  | 'userLastName'
  | 'userFirstName'
  | 'userLastNameKana'
  | 'userFirstNameKana'
  | 'userCode'
  | 'mailAddress'
  | 'tenantRemakes'
  | 'deleteFlg'
  | 'mailDeliveryFlg';

type Row = CsvRow<MemberColumn>;

const isEdit = (row: Row): boolean => row.values.action === MemberAction.EDIT;
/** An Edit row with 会員ID and 削除 1: it deletes that member (the rows the contact-person rule reads, here and in the apply). */
export const deletesMember = (values: Readonly<Record<string, string>>): boolean =>
  values.action === MemberAction.EDIT && values.deleteFlg === '1' && values.userId !== '';
const isDelete = (row: Row): boolean => isEdit(row) && row.values.deleteFlg === '1';
/** The member fields matter only when an Edit row registers or updates (not when it deletes). */
const writesFields = (row: Row): boolean => isEdit(row) && !isDelete(row);
const fieldsIgnored = (row: Row): boolean => !writesFields(row);

const userCodeChecks: readonly Validator[] = [alphanumericSymbol, (v) => maxLength(v, USER_CODE_MAX)];

/** Reset needs the member it resets; a delete flag needs the member it deletes and an Edit row. */
function actionNeedsMember(row: Row): readonly RowFinding<MemberColumn>[] {
  const { action, userId, deleteFlg } = row.values;
  if (action === MemberAction.RESET && userId === '') {
    return [finding('userId', 'csv.error.memberIdRequired', { action: choiceTextOf(MEMBER_ACTION_CHOICES, action) })];
  }
  if (deleteFlg === '1' && (action === MemberAction.RESET || action === MemberAction.KEEP)) {
    return [finding('deleteFlg', 'csv.error.deleteWithAction', { edit: choiceTextOf(MEMBER_ACTION_CHOICES, MemberAction.EDIT) })];
  }
  if (isDelete(row) && userId === '') return [finding('userId', 'csv.error.deleteNeedsMemberId')];
  return NO_FINDINGS;
}

/**
 * Database checks, when the server supplies the lookups: the member a row names exists within the uploader's reach,
 * is not shared with a corporation the uploader does not administer, and is in a state the row's operation allows
 * (core/users/refusals, the rule of the single screens and of the apply); the department a row writes exists
 * and is not suspended.
 */
function knownMemberAndDepartment(row: Row, context: CsvCheckContext): readonly RowFinding<MemberColumn>[] {
  const lookups = context.lookups;
  if (!lookups) return NO_FINDINGS;
  const found: RowFinding<MemberColumn>[] = [];
  const { action, userId, organizationName } = row.values;
  if (action !== MemberAction.KEEP && userId !== '' && idNumber(userId) === null) {
    const member = lookups.member ? lookups.member(userId) : undefined;
    const known = lookups.member ? member !== undefined : lookups.memberIdExists?.(userId) !== false;
    if (!known) found.push(finding('userId', 'csv.error.unknownMember', { id: userId }));
    else if (member) {
      const refusal = member.shared ? 'clerks.refuse.sharedAccount' : memberRefusal(row, member);
      if (refusal) found.push(finding('userId', refusal));
    }
  }
  if (writesFields(row) && organizationName !== '' && lookups.departmentNameExists) {
    if (!lookups.departmentNameExists(organizationName)) found.push(finding('organizationName', 'csv.error.unknownDepartment', { name: organizationName }));
    else if (lookups.departmentByName?.(organizationName)?.disabled) found.push(finding('organizationName', 'csv.error.departmentDisabled', { name: organizationName }));
  }
  return found;
}

/** Why the row's operation cannot be done to the member as they are now (Reset, delete, update), or null. */
function memberRefusal(row: Row, member: MemberFacts): MessageKey | null {
  if (row.values.action === MemberAction.RESET) return memberOperationRefusal('passwordReset', member.state);
  if (isDelete(row)) return memberOperationRefusal('delete', member.state);
  return isEdit(row) ? memberUpdateRefusal(member.state) : null;
}

/**
 * With the server's addresses in use: an address a row writes must not be held by another living account once the
 * whole file is applied. The members whose address another Edit row replaces (gives them another one, or deletes
 * them) free theirs, so members may swap or rotate addresses within one file (the apply's markReplacedMails); an
 * address the member has already is not checked again. Needs the whole file, so it reports at the end.
 */
const NO_HOLDERS: readonly number[] = Object.freeze([]);
const NO_END_FINDINGS: readonly EndFinding<MemberColumn>[] = Object.freeze([]);

function addressesInUse(context?: CsvCheckContext): FileRule<MemberColumn> {
  const lookups = context?.lookups;
  const holders = lookups?.mailHolders;
  if (!lookups || !holders) return { row: () => NO_FINDINGS };
  const written: { row: number; line: number; self: number | null; mail: string }[] = [];
  const replaced = new Set<number>();
  return {
    row(row) {
      const { userId, deleteFlg, mailAddress } = row.values;
      const member = isEdit(row) && userId !== '' ? lookups.member?.(userId) : undefined;
      if (member && member.mail !== '' && (deleteFlg === '1' || member.mail.toLowerCase() !== mailAddress.toLowerCase())) replaced.add(member.userId);
      if (!writesFields(row) || mailAddress === '' || mail(mailAddress) !== null) return NO_FINDINGS;
      if (member && member.mail !== '' && member.mail.toLowerCase() === mailAddress.toLowerCase()) return NO_FINDINGS;
      written.push({ row: row.row, line: row.line, self: userId === '' ? null : Number(userId), mail: mailAddress });
      return NO_FINDINGS;
    },
    async end() {
      if (written.length === 0) return NO_END_FINDINGS;
      const held = await holders([...new Set(written.map((w) => w.mail.toLowerCase()))]);
      return written
        .filter((w) => (held.get(w.mail.toLowerCase()) ?? NO_HOLDERS).some((id) => id !== w.self && !replaced.has(id)))
        .map((w) => ({ row: w.row, line: w.line, finding: finding<MemberColumn>('mailAddress', 'members.validation.mailInUse') }));
    },
  };
}

/**
 * With the server's FLEX/BASE contact persons: the file's delete rows, all together, must leave every contract a
 * contact person (spec 5, core/flex/contact-rule.ts). Each delete row of a contact person of a contract the file
 * would leave without one is refused, naming the contract; the apply refuses the same rows (server/uploads).
 */
function contactPersonsKept(context?: CsvCheckContext): FileRule<MemberColumn> {
  const contracts = context?.lookups?.flexContacts;
  if (!contracts || contracts.length === 0) return { row: () => NO_FINDINGS };
  const deletions: { row: number; line: number; userId: number }[] = [];
  return {
    row(row) {
      if (deletesMember(row.values)) deletions.push({ row: row.row, line: row.line, userId: Number(row.values.userId) });
      return NO_FINDINGS;
    },
    end() {
      const refusals = lastContactRefusalsByMember(contracts, new Set(deletions.map((d) => d.userId)));
      return deletions
        .filter((d) => refusals.has(d.userId))
        .map((d) => ({ row: d.row, line: d.line, finding: finding<MemberColumn>('userId', 'flex.refuse.lastContactMember', { ...refusals.get(d.userId) }) }));
    },
  };
}

/** The member fields a Keep row carries (as the Download step writes them), compared with the member's data. */
const KEEP_COMPARED: readonly MemberColumn[] = [
  'organizationName', 'userLastName', 'userFirstName', 'userLastNameKana', 'userFirstNameKana', 'userCode', 'mailAddress', 'tenantRemakes',
  'mailDeliveryFlg',
];

/**
 * Warning, with the server's data: a Keep row whose filled-in cells differ from the member's current data looks like
 * an edit, but Keep ignores it. Empty cells say nothing (a Keep row may leave them out); a cell the Download step
 * wrote with the apostrophe that stops a formula is the same value.
 */
function keepRowDiffers(row: Row, context: CsvCheckContext): readonly RowFinding<MemberColumn>[] {
  if (row.values.action !== MemberAction.KEEP || row.values.userId === '') return NO_FINDINGS;
  const current = context.lookups?.currentMember?.(row.values.userId);
  if (!current) return NO_FINDINGS;
  const differing = KEEP_COMPARED.filter((column) => {
    const cell = row.values[column];
    const now = current[column] ?? '';
    return cell !== '' && cell !== now && cell !== escapeFormula(now);
  });
  if (differing.length === 0) return NO_FINDINGS;
  const headers = differing.map((column) => t('csv.warning.column', { header: membersKind.columns.find((c) => c.key === column)?.header ?? column }));
  return [finding(differing[0], 'csv.warning.keepIgnored', {
    columns: headers.join(''),
    keep: choiceTextOf(MEMBER_ACTION_CHOICES, MemberAction.KEEP),
    edit: choiceTextOf(MEMBER_ACTION_CHOICES, MemberAction.EDIT),
  })];
}

export const membersKind: UploadKind<MemberColumn> = {
  name: 'members',
  division: UploadDivision.USER_UPDATE,
  title: header('csv.kind.members'),
  route: '/User/Upload',
  columns: [
    { key: 'action', header: header('csv.header.action'), required: true, checks: [oneOf(MEMBER_ACTION_CHOICES)], choices: MEMBER_ACTION_CHOICES },
    { key: 'userId', header: header('members.field.userId'), checks: [idNumber] },
    { key: 'organizationName', header: header('members.field.organizationName'), required: writesFields, ignoredIn: fieldsIgnored },
    { key: 'userLastName', header: header('members.field.userLastName'), required: writesFields, checks: [fullWidthMax30], ignoredIn: fieldsIgnored },
    { key: 'userFirstName', header: header('members.field.userFirstName'), required: writesFields, checks: [fullWidthMax30], ignoredIn: fieldsIgnored },
    { key: 'userLastNameKana', header: header('members.field.userLastNameKana'), required: writesFields, kana: true, checks: [fullWidthMax30], ignoredIn: fieldsIgnored },
    { key: 'userFirstNameKana', header: header('members.field.userFirstNameKana'), required: writesFields, kana: true, checks: [fullWidthMax30], ignoredIn: fieldsIgnored },
    { key: 'userCode', header: header('members.field.userCode'), checks: userCodeChecks, ignoredIn: fieldsIgnored },
    { key: 'mailAddress', header: header('members.field.mailAddress'), required: writesFields, checks: MAIL_CELL_CHECKS, ignoredIn: fieldsIgnored },
    { key: 'tenantRemakes', header: header('members.field.tenantRemakes'), checks: [(v) => maxLength(v, REMARKS_MAX)], ignoredIn: fieldsIgnored },
    {
      key: 'deleteFlg',
      header: header('csv.header.memberDelete'),
      checks: [oneOf(MEMBER_DELETE_CHOICES)],
      choices: MEMBER_DELETE_CHOICES,
      emptyMeaning: header('csv.choice.emptyIsZero'),
    },
    {
      key: 'mailDeliveryFlg',
      header: header('users.field.mailDelivery'),
      checks: [oneOf(MEMBER_MAIL_DELIVERY_CHOICES)],
      choices: MEMBER_MAIL_DELIVERY_CHOICES,
      emptyMeaning: header('csv.choice.mailDeliveryEmpty'),
      ignoredIn: fieldsIgnored,
      optional: true,
    },
  ],
  rowRules: [
    actionNeedsMember,
    knownMemberAndDepartment,
    permittedMailDomain<MemberColumn>('mailAddress', {
      applies: writesFields,
      currentMail: (row, lookups) => (row.values.userId === '' ? undefined : (lookups.member?.(row.values.userId)?.mail ?? lookups.memberMail?.(row.values.userId))),
    }),
  ],
  rowWarnings: [keepRowDiffers],
  fileRules: (context) => [
    uniqueColumn<MemberColumn>('userId', header('members.field.userId'))(),
    uniqueColumn<MemberColumn>('mailAddress', header('members.field.mailAddress'), { normalise: (v) => v.toLowerCase(), applies: writesFields })(),
    addressesInUse(context),
    contactPersonsKept(context),
  ],
  options: [],
};
