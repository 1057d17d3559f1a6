// Kind `clerks` (tenant manager register, code 3, upload division 6 of spec 9; /Corp/ClerkOfCorp/Upload and
// /Billing/ClerkOfBilling/Upload): one row per responsible person (責任者) or department clerk (部署担当者) to
// register. A department clerk names the departments he or she looks after, one per line of the cell (Alt+Enter in
// Excel), because a department name may contain any character but a comma and a double quote. The delete flag is
// an option of the upload, not a column: it removes every responsible person and clerk except the uploader first,
// and the file then lists who the corporation's clerks are: a row naming the login id of one of them (or of the
// uploader) keeps that person, so the downloaded list uploaded back with the option changes nothing.
import {
  alphanumericSymbol,
  confirmationCode,
  departmentName,
  fullWidthMax30,
  mail,
  maxLength,
  minLength,
  type ValidationResult,
} from '../../validation';
import { DEPARTMENT_NAME_MAX } from './department-rules';
import { CLERK_LOGIN_ID_MAX, CLERK_LOGIN_ID_MIN, type ClerkKind } from '../../clerks/domain';
import { t } from '../../i18n';
import '../../clerks/load-messages';
import '../../i18n/load/csv';
import '../../users/load-messages';
import {
  finding, header, NO_FINDINGS, oneOf, uniqueColumn, UploadDivision, type ColumnChoice, type CsvCheckContext, type CsvRow, type EndFinding,
  type ExistingClerk, type FileRule, type RowFinding, type UploadKind,
} from '../kind';
import { MAIL_CELL_CHECKS, permittedMailDomain } from './mail-column';

export const CLERK_ROLE_RESPONSIBLE = t('csv.choice.responsible');
export const CLERK_ROLE_DEPARTMENT = t('csv.choice.departmentClerk');
export const CLERK_ROLES: readonly string[] = [CLERK_ROLE_RESPONSIBLE, CLERK_ROLE_DEPARTMENT];
export const CLERK_ROLE_CHOICES: readonly ColumnChoice[] = [
  { value: CLERK_ROLE_RESPONSIBLE, label: '', description: t('csv.choice.responsibleMeaning') },
  { value: CLERK_ROLE_DEPARTMENT, label: '', description: t('csv.choice.departmentClerkMeaning') },
];

/** Spec 9 password mail timing: 0 send now, 1 send later, 2 do not send (the clerk form's words). */
export const PASSWORD_NOTICE_VALUES: readonly string[] = ['0', '1', '2'];
export const PASSWORD_NOTICE_CHOICES: readonly ColumnChoice[] = [
  { value: '0', label: t('clerks.timing.0'), description: t('csv.choice.noticeNowMeaning') },
  { value: '1', label: t('clerks.timing.1'), description: t('csv.choice.noticeLaterMeaning') },
  { value: '2', label: t('clerks.timing.2'), description: t('csv.choice.noticeNeverMeaning') },
];

/** The key of the upload option that removes the existing clerks (spec 4). */
export const CLERKS_DELETE_OPTION = 'deleteFlg';

export type ClerkColumn =
  | 'role'
  | 'loginId'
  | 'userLastName'
  | 'userFirstName'
  | 'userLastNameKana'
  | 'userFirstNameKana'
  | 'mailAddress'
  | 'departments'
  | 'confirmationCode'
  | 'passwordNotice';

type Row = CsvRow<ClerkColumn>;

const isResponsible = (row: Row): boolean => row.values.role === CLERK_ROLE_RESPONSIBLE;
const isDepartmentClerk = (row: Row): boolean => row.values.role === CLERK_ROLE_DEPARTMENT;

/** The department names of a cell: one per line, blank lines dropped. */
export function departmentNamesOf(cell: string): string[] {
  return cell
    .split(/\r\n|\r|\n/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

function departmentList(value: string): ValidationResult {
  for (const name of departmentNamesOf(value)) {
    const failure = departmentName(name) ?? maxLength(name, DEPARTMENT_NAME_MAX);
    if (failure) return failure;
  }
  return null;
}

function departmentsMatchRole(row: Row): readonly RowFinding<ClerkColumn>[] {
  return isResponsible(row) && row.values.departments !== '' ? [finding('departments', 'csv.error.departmentsForResponsible')] : [];
}

/** The clerk kind a row registers (or keeps), or undefined while its role cell is not one of the choices. */
export function clerkKindOfRow(row: CsvRow): ClerkKind | undefined {
  if (row.values.role === CLERK_ROLE_RESPONSIBLE) return 'corp';
  return row.values.role === CLERK_ROLE_DEPARTMENT ? 'billing' : undefined;
}

const ROLE_TEXT: Readonly<Record<ClerkKind, string>> = { corp: CLERK_ROLE_RESPONSIBLE, billing: CLERK_ROLE_DEPARTMENT };

function knownDepartmentsAndFreeLoginId(row: Row, context: CsvCheckContext): readonly RowFinding<ClerkColumn>[] {
  const lookups = context.lookups;
  if (!lookups) return NO_FINDINGS;
  const found: RowFinding<ClerkColumn>[] = [];
  const { loginId } = row.values;
  if (loginId !== '' && lookups.loginIdInUse?.(loginId)) {
    // Without the delete option, a row naming one of the corporation's clerks (the downloaded list uploaded back as
    // it is) registers nobody new: the option is what makes the file the list of who the clerks are.
    const clerk = lookups.deleteExisting ? undefined : lookups.existingClerk?.(loginId);
    found.push(clerk ? finding('loginId', 'csv.error.loginIdOfClerk', { loginId }) : finding('loginId', 'csv.error.loginIdInUse', { loginId }));
  } else if (loginId !== '') {
    // A kept clerk stays what they are: no screen changes a role, and a deleted account's login id is never freed,
    // so the file cannot turn a responsible person into a department clerk or back.
    const kept = lookups.keptClerkKind?.(loginId);
    const roleRefusal = kept === undefined ? null : keptRoleRefusal(row, kept);
    if (roleRefusal) found.push({ column: 'role', failure: roleRefusal });
    const person = lookups.deleteExisting ? lookups.existingClerk?.(loginId) : undefined;
    if (person) found.push(...keptPersonRefusals(row, person));
  }
  if (isDepartmentClerk(row) && lookups.departmentNameExists) {
    const unknown = departmentNamesOf(row.values.departments).find((name) => !lookups.departmentNameExists?.(name));
    if (unknown !== undefined) found.push(finding('departments', 'csv.error.unknownDepartment', { name: unknown }));
  }
  return found;
}

/**
 * A kept person stays what they are: no screen changes a role, and a deleted account's login id is never freed, so the
 * file cannot turn a responsible person into a department clerk or back (the validation and the apply's keepClerk).
 */
export function keptRoleRefusal(row: CsvRow, kept: ClerkKind): ValidationResult {
  const wanted = clerkKindOfRow(row);
  return wanted !== undefined && wanted !== kept ? { key: 'csv.error.keptClerkRole', params: { loginId: row.values.loginId, role: ROLE_TEXT[kept] } } : null;
}

/**
 * A row keeping someone (the delete option): the uploader's own code is changed from the account menu only, and a
 * person whose account also reaches a corporation the uploader does not administer may be listed as they are but not
 * changed (server/clerks/account-reach.ts; the apply refuses the row after comparing as the update screen does).
 */
function keptPersonRefusals(row: Row, person: ExistingClerk): readonly RowFinding<ClerkColumn>[] {
  if (person.uploader && row.values.confirmationCode !== '') return [finding('confirmationCode', 'clerks.refuse.ownCode')];
  if (person.shared && keptPersonChanges(row, person)) return [finding('loginId', 'clerks.refuse.sharedAccount')];
  return NO_FINDINGS;
}

/** Whether the row changes the kept person: their names or address, their departments, or their confirmation code. */
export function keptPersonChanges(row: CsvRow, person: ExistingClerk): boolean {
  const v = row.values;
  if (v.userLastName !== person.userLastName || v.userFirstName !== person.userFirstName) return true;
  if (v.userLastNameKana !== person.userLastNameKana || v.userFirstNameKana !== person.userFirstNameKana) return true;
  if (v.mailAddress !== person.mail || v.confirmationCode !== '') return true;
  if (person.kind !== 'billing') return false;
  const wanted = new Set(departmentNamesOf(v.departments));
  return wanted.size !== person.departments.length || person.departments.some((name) => !wanted.has(name));
}

/**
 * With the server's data, what needs the whole file: an address a row gives must not be held by another living
 * account once the file is applied (the people the delete option removes, and the kept people the file gives another
 * address, free theirs: the apply's markReplacedMails); and with the option, a responsible person of this corporation
 * whose account also reaches a corporation the uploader does not administer cannot be removed, so the file must list
 * them (reported on the header row: the file as a whole).
 */
function clerksOfWholeFile(context?: CsvCheckContext): FileRule<ClerkColumn> {
  const lookups = context?.lookups;
  if (!lookups || (!lookups.mailHolders && !lookups.existingClerks)) return { row: () => NO_FINDINGS };
  const named = new Set<string>();
  const rows: { row: number; line: number; loginId: string; mail: string }[] = [];
  return {
    row(row) {
      const { loginId, mailAddress } = row.values;
      named.add(loginId.toLowerCase());
      if (mailAddress === '' || mail(mailAddress) === null) rows.push({ row: row.row, line: row.line, loginId, mail: mailAddress });
      return NO_FINDINGS;
    },
    async end() {
      const found: EndFinding<ClerkColumn>[] = [];
      const kept = (loginId: string): ExistingClerk | undefined => (lookups.deleteExisting ? lookups.existingClerk?.(loginId) : undefined);
      // Without the option a row naming one of the clerks is refused for its login id (loginIdOfClerk, naming the
      // option); their own address is not reported on top of it.
      const self = (loginId: string): ExistingClerk | undefined => kept(loginId) ?? (lookups.deleteExisting ? undefined : lookups.existingClerk?.(loginId));
      const removed = lookups.deleteExisting
        ? (lookups.existingClerks ?? []).filter((c) => !c.uploader && !named.has(c.loginId.toLowerCase()))
        : [];
      for (const person of removed) {
        if (person.kind === 'corp' && person.ownCorporation && person.shared) {
          found.push({ row: 1, line: 1, finding: finding<ClerkColumn>('', 'csv.error.removalShared', { loginId: person.loginId }) });
        }
      }
      const given = rows.filter((r) => r.mail !== '');
      if (!lookups.mailHolders || given.length === 0) return found;
      const held = await lookups.mailHolders([...new Set(given.map((r) => r.mail.toLowerCase()))]);
      const holders = (address: string): readonly number[] => held.get(address.toLowerCase()) ?? [];
      const freed = new Set(removed.filter((c) => c.retiredWhenRemoved).map((c) => c.userId));
      const replaced = new Set<number>();
      for (const r of rows) {
        const person = kept(r.loginId);
        if (person && person.mail !== '' && r.mail.toLowerCase() !== person.mail.toLowerCase()) replaced.add(person.userId);
      }
      for (const r of rows) {
        if (r.mail === '') continue;
        const person = self(r.loginId);
        if (person && person.mail !== '' && person.mail.toLowerCase() === r.mail.toLowerCase()) continue;
        if (holders(r.mail).some((id) => id !== person?.userId && !replaced.has(id) && !freed.has(id))) {
          found.push({ row: r.row, line: r.line, finding: finding('mailAddress', 'members.validation.mailInUse') });
        }
      }
      return found;
    },
  };
}

export const clerksKind: UploadKind<ClerkColumn> = {
  name: 'clerks',
  division: UploadDivision.TENANT_MANAGER_REGISTER,
  title: header('csv.kind.clerks'),
  route: '/Corp/ClerkOfCorp/Upload',
  columns: [
    { key: 'role', header: header('csv.header.clerkRole'), required: true, checks: [oneOf(CLERK_ROLE_CHOICES)], choices: CLERK_ROLE_CHOICES },
    {
      key: 'loginId',
      header: header('csv.header.loginId'),
      required: true,
      checks: [alphanumericSymbol, (v) => minLength(v, CLERK_LOGIN_ID_MIN), (v) => maxLength(v, CLERK_LOGIN_ID_MAX)],
    },
    { key: 'userLastName', header: header('members.field.userLastName'), required: true, checks: [fullWidthMax30] },
    { key: 'userFirstName', header: header('members.field.userFirstName'), required: true, checks: [fullWidthMax30] },
    { key: 'userLastNameKana', header: header('members.field.userLastNameKana'), required: true, kana: true, checks: [fullWidthMax30] },
    { key: 'userFirstNameKana', header: header('members.field.userFirstNameKana'), required: true, kana: true, checks: [fullWidthMax30] },
    // A department clerk without an address is allowed: the password notice then goes to the responsible person (spec 5).
    { key: 'mailAddress', header: header('members.field.mailAddress'), required: isResponsible, checks: MAIL_CELL_CHECKS },
    { key: 'departments', header: header('csv.header.clerkDepartments'), required: isDepartmentClerk, checks: [departmentList] },
    { key: 'confirmationCode', header: header('csv.header.confirmationCode'), checks: [(v) => confirmationCode(v)] },
    {
      key: 'passwordNotice',
      header: header('csv.header.passwordNotice'),
      required: true,
      checks: [oneOf(PASSWORD_NOTICE_CHOICES)],
      choices: PASSWORD_NOTICE_CHOICES,
    },
  ],
  rowRules: [
    departmentsMatchRole,
    knownDepartmentsAndFreeLoginId,
    permittedMailDomain<ClerkColumn>('mailAddress', { currentMail: (row, lookups) => lookups.keptClerkMail?.(row.values.loginId) }),
  ],
  fileRules: (context) => [
    uniqueColumn<ClerkColumn>('loginId', header('csv.header.loginId'))(),
    uniqueColumn<ClerkColumn>('mailAddress', header('members.field.mailAddress'), { normalise: (v) => v.toLowerCase() })(),
    clerksOfWholeFile(context),
  ],
  options: [{ key: CLERKS_DELETE_OPTION, label: header('csv.option.clerksDelete') }],
};
