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
  maxLength,
  minLength,
  type ValidationResult,
} from '../../validation';
import { DEPARTMENT_NAME_MAX } from './department-rules';
import { CLERK_LOGIN_ID_MAX, CLERK_LOGIN_ID_MIN, type ClerkKind } from '../../domain/clerk';
import { t } from '../../i18n';
import '../../i18n/load/clerks';
import '../../i18n/load/csv';
import '../../i18n/load/members';
import {
  finding, header, NO_FINDINGS, oneOf, uniqueColumn, UploadDivision, type ColumnChoice, type CsvCheckContext, type CsvRow, type RowFinding, type UploadKind,
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
    found.push(finding('loginId', 'csv.error.loginIdInUse', { loginId }));
  } else if (loginId !== '') {
    // A kept clerk stays what they are: no screen changes a role, and a deleted account's login id is never freed,
    // so the file cannot turn a responsible person into a department clerk or back.
    const kept = lookups.keptClerkKind?.(loginId);
    const wanted = clerkKindOfRow(row);
    if (kept !== undefined && wanted !== undefined && kept !== wanted) {
      found.push(finding('role', 'csv.error.keptClerkRole', { loginId, role: ROLE_TEXT[kept] }));
    }
  }
  if (isDepartmentClerk(row) && lookups.departmentNameExists) {
    const unknown = departmentNamesOf(row.values.departments).find((name) => !lookups.departmentNameExists?.(name));
    if (unknown !== undefined) found.push(finding('departments', 'csv.error.unknownDepartment', { name: unknown }));
  }
  return found;
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
  fileRules: () => [
    uniqueColumn<ClerkColumn>('loginId', header('csv.header.loginId'))(),
    uniqueColumn<ClerkColumn>('mailAddress', header('members.field.mailAddress'), { normalise: (v) => v.toLowerCase() })(),
  ],
  options: [{ key: CLERKS_DELETE_OPTION, label: header('csv.option.clerksDelete') }],
};
