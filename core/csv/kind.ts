// The shape of an upload kind (spec 3 upload kinds) and of what its validation reports: columns with Japanese
// headers and per-cell validators, per-row rules, whole-file rules, and optional database lookups that the server
// supplies through the same context so that its checks come out in the same error shape.
import type { ClerkKind } from '../clerks/domain';
import type { ContractContacts } from '../flex/contact-rule';
import type { DepartmentDeleteState } from '../billing/refusals';
import type { MemberOperationState } from '../users/refusals';
import { t, type MessageKey, type MessageParams } from '../i18n';
import '../i18n/load/csv';
import { messageOf, type ValidationResult, type Validator } from '../validation';
import { FirstRows } from './first-rows';
import type { CsvProblem } from './problem-schema';

/** The six kinds as the command line, the docs and the code name them (docs/csv-formats.md). */
export const UPLOAD_KIND_NAMES = [
  'members',
  'clerks',
  'department-names',
  'department-order',
  'department-register',
  'department-delete',
] as const;
export type UploadKindName = (typeof UPLOAD_KIND_NAMES)[number];

/** Spec 3 upload kind codes (uploadDivision of POST /transfer/upload/). */
export const UploadDivision = {
  TENANT_MANAGER_REGISTER: 3,
  BILLING_NAME_UPDATE: 4,
  BILLING_ORDER_UPDATE: 5,
  USER_UPDATE: 8,
  BILLING_REGISTER: 10,
  BILLING_DELETE: 11,
} as const;
export type UploadDivision = (typeof UploadDivision)[keyof typeof UploadDivision];

/** One problem found in a file (row, line, column, code, message): its schema is in ./problem-schema. */
export type { CsvProblem };

/** A data row as the rules see it: trimmed, NFC-normalised cell text keyed by column key. */
export interface CsvRow<K extends string = string> {
  row: number;
  line: number;
  values: Readonly<Record<K, string>>;
}

/**
 * What only the server knows, looked up synchronously (the server loads the corporation's departments, members and
 * login ids once per upload). Every lookup is optional: the browser and the CLI validate without them.
 */
export interface CsvLookups {
  /** A living department of the corporation (within the uploader's reach) with exactly this name: one a row may name. */
  departmentNameExists?(name: string): boolean;
  /**
   * A living department of the corporation (within the uploader's reach), by id or by its exact name, with what the
   * rules of its rows read (core/billing/refusals).
   */
  department?(billingId: string): DepartmentFacts | undefined;
  departmentByName?(name: string): DepartmentFacts | undefined;
  /** A name waiting in a department registration application: taken as well (spec: one name per department). */
  departmentNamePending?(name: string): boolean;
  /** The corporation's autoApprovalSetting (spec 3: 3 lets each department choose). */
  corporationAutoApprovalSetting?: number;
  /**
   * A member of the corporation (within the uploader's reach, deleted ones too) with what the rules of a row naming
   * them read: their state (core/users/refusals), address and whether their account is shared.
   */
  member?(userId: string): MemberFacts | undefined;
  /**
   * The living accounts (any corporation, any role) holding each of these addresses, by lower-cased address: an
   * address is given to one living account only. Asked once, after the last row, for the addresses the file gives
   * (a query of the file's addresses, not a read of every account).
   */
  mailHolders?(addresses: readonly string[]): Promise<ReadonlyMap<string, readonly number[]>>;
  /**
   * The clerks kind: everyone the delete option concerns (the corporation's responsible persons and department
   * clerks) and the uploader, by login id (case-insensitive), with or without the option.
   */
  existingClerk?(loginId: string): ExistingClerk | undefined;
  existingClerks?: readonly ExistingClerk[];
  /** The clerks kind's delete option was chosen for this upload. */
  deleteExisting?: boolean;
  /** A living department of the corporation (and within the uploader's reach) with this id. */
  departmentIdExists?(billingId: string): boolean;
  /** A member of the corporation (within the uploader's reach) with this id. */
  memberIdExists?(userId: string): boolean;
  /**
   * A login id already taken by any user; with the clerks kind's delete option, by anyone but the clerks the option
   * would remove and the uploader (see keptClerkKind).
   */
  loginIdInUse?(loginId: string): boolean;
  /**
   * With the clerks kind's delete option: the kind of the existing clerk holding this login id when the option would
   * remove them or they are the uploader. A row naming them keeps that clerk (the same account, with the row's
   * names, address and departments) rather than registering a new one; undefined for any other login id.
   */
  keptClerkKind?(loginId: string): ClerkKind | undefined;
  /**
   * The corporation's permitted mail domains ([] for no restriction): with it, a mail column is checked against the
   * whole rule of spec 5 (core/validation companyMail), not only its free-mail part.
   */
  permittedMailDomains?: readonly string[];
  /** The current address of a member of the corporation (deleted ones too), '' for none; undefined if unknown. */
  memberMail?(userId: string): string | undefined;
  /** With the clerks kind's delete option: the current address of the clerk a row keeps, '' for none. */
  keptClerkMail?(loginId: string): string | undefined;
  /**
   * A living member's current data as the Download step writes it (keyed by the members kind's column keys), for the
   * warning on a Keep row whose cells differ from it.
   */
  currentMember?(userId: string): Readonly<Record<string, string>> | undefined;
  /**
   * The corporation's FLEX/BASE contracts with their contact persons now (core/flex/contact-rule.ts): the members
   * kind's delete rows must leave each contract a contact person.
   */
  flexContacts?: readonly ContractContacts[];
}

/** What the server knows of a department (CsvLookups.department). */
export interface DepartmentFacts {
  billingId: string;
  name: string;
  /** Usage suspended (disable_flg): its members cannot be moved into it, and it is not renamed. */
  disabled: boolean;
  /** What the delete rule reads of it. */
  deleteState: DepartmentDeleteState;
}

/** What the server knows of a member (CsvLookups.member). */
export interface MemberFacts {
  userId: number;
  /** The current address, '' for none. */
  mail: string;
  state: MemberOperationState;
  /**
   * The account also reaches a corporation the uploader does not administer (server/clerks/account-reach.ts): the
   * uploader may not change it.
   */
  shared: boolean;
}

/** Someone the clerks kind's delete option concerns, or the uploader (CsvLookups.existingClerk). */
export interface ExistingClerk {
  userId: number;
  loginId: string;
  kind: ClerkKind;
  userLastName: string;
  userFirstName: string;
  userLastNameKana: string;
  userFirstNameKana: string;
  /** '' for none. */
  mail: string;
  /** The living departments of the corporation they look after (department clerks), by name. */
  departments: readonly string[];
  uploader: boolean;
  /** Their account also reaches a corporation the uploader does not administer: the uploader may not change it. */
  shared: boolean;
  /** A responsible person whose own corporation this is (removing them deletes them, and is a change of their account). */
  ownCorporation: boolean;
  /**
   * Removing them deletes their account, so their address is free for the file's rows; false for a responsible
   * person of another corporation (who only loses the link) and a clerk who still looks after departments elsewhere.
   */
  retiredWhenRemoved: boolean;
}

export interface CsvCheckContext {
  lookups?: CsvLookups;
}

/** A problem a rule reports for one column of the current row (or for the row, with column ''). */
export interface RowFinding<K extends string = string> {
  column: K | '';
  failure: NonNullable<ValidationResult>;
}

export type RowRule<K extends string> = (row: CsvRow<K>, context: CsvCheckContext) => readonly RowFinding<K>[];

/** Whole-file rules keep state across rows (seen keys); created afresh for every validation run. */
export interface FileRule<K extends string> {
  row(row: CsvRow<K>): readonly RowFinding<K>[];
  /**
   * After the last row: findings that depend on the whole file (an address another row frees, a name another row
   * gives up), each at the row it concerns; row 1 (the header) for the file as a whole.
   */
  end?(): readonly EndFinding<K>[] | Promise<readonly EndFinding<K>[]>;
}

/** A finding of a rule's end step, at its row. */
export interface EndFinding<K extends string = string> {
  row: number;
  line: number;
  finding: RowFinding<K>;
}

export interface CsvColumnSpec<K extends string> {
  key: K;
  header: string;
  /** Required in every row, or in the rows the predicate picks. */
  required?: boolean | ((row: CsvRow<K>) => boolean);
  /** Run in order on a non-empty value; the first failure is reported. */
  checks?: readonly Validator[];
  /** A katakana column: half-width katakana get their own message offering the full-width form. */
  kana?: boolean;
  /** Rows whose value in this column is ignored (and not checked), e.g. the fields of a Keep row. */
  ignoredIn?: (row: CsvRow<K>) => boolean;
  /** A code column: its allowed values with their meaning (checked with oneOf and explained on the upload page). */
  choices?: readonly ColumnChoice[];
  /** A note on what an empty cell means in a code column (e.g. the same as 0). */
  emptyMeaning?: string;
  /**
   * A column added after files of the kind were already in use: a file without it is still whole (every cell of the
   * column reads as empty), so that lists downloaded and scripts written before it keep working.
   */
  optional?: boolean;
}

/** One allowed value of a code column and what it means, shown in Japanese on the upload page. */
export interface ColumnChoice {
  value: string;
  /** A short name, added to the value in messages ('' when the value says it already). */
  label: string;
  /** What the value does, for the upload page's table of allowed values (the label when absent). */
  description?: string;
}

/** An option chosen on the Upload step rather than per row (the clerks kind's delete flag). */
export interface UploadOption {
  key: string;
  label: string;
}

export interface UploadKind<K extends string = string> {
  name: UploadKindName;
  division: UploadDivision;
  title: string;
  /** The wizard route of spec 2.2 (its permission is in SCREEN_PERMISSIONS; none for register/delete). */
  route: string;
  columns: readonly CsvColumnSpec<K>[];
  rowRules: readonly RowRule<K>[];
  /**
   * Rules whose findings are warnings: reported beside the problems (CsvValidationResult.warnings) for a row without
   * problems, and never making the file invalid. Most need the server's lookups.
   */
  rowWarnings?: readonly RowRule<K>[];
  /** Created afresh for every validation run; `context` holds the server's lookups when there are any. */
  fileRules: (context?: CsvCheckContext) => readonly FileRule<K>[];
  options: readonly UploadOption[];
}

/** What a rule answers when the row passes (shared, so passing rows allocate nothing). */
export const NO_FINDINGS: readonly RowFinding<never>[] = Object.freeze([]);

/** Builds a finding from a catalogue message. */
export function finding<K extends string>(column: K | '', key: MessageKey, params?: MessageParams): RowFinding<K> {
  return { column, failure: params ? { key, params } : { key } };
}

/** A choice as messages name it: the value, with its meaning when that says more than the value itself. */
export function choiceText(choice: ColumnChoice): string {
  return choice.label === '' || choice.label === choice.value
    ? t('csv.choice.plain', { value: choice.value })
    : t('csv.choice.withLabel', { value: choice.value, label: choice.label });
}

/** The value of a code column with its meaning, for a message that names it; an unknown value as it is. */
export function choiceTextOf(choices: readonly ColumnChoice[], value: string): string {
  const choice = choices.find((c) => c.value === value);
  return choice ? choiceText(choice) : value;
}

/** A validator that accepts the empty value or one of the listed choices (exact text); its message explains them. */
export function oneOf(choices: readonly ColumnChoice[]): Validator {
  const values = choices.map((c) => c.value);
  const listed = choices.map(choiceText).join(t('csv.choice.separator'));
  return (value) => (value === '' || values.includes(value) ? null : { key: 'csv.error.choice', params: { choices: listed } });
}

const POSITIVE_ID = /^[1-9][0-9]{0,9}$/;

/** An id of the system: half-width digits, no sign, no leading zero. */
export function idNumber(value: string): ValidationResult {
  return value === '' || POSITIVE_ID.test(value) ? null : { key: 'csv.error.id' };
}

/**
 * A whole-file rule that reports a value seen in an earlier row of the same file (after `normalise`, e.g. case
 * folding for mail addresses). Rows the predicate skips are not counted.
 */
export function uniqueColumn<K extends string>(
  column: K,
  header: string,
  options: { normalise?: (value: string) => string; applies?: (row: CsvRow<K>) => boolean } = {},
): () => FileRule<K> {
  return () => {
    const firstRows = new FirstRows();
    return {
      row(row) {
        const value = row.values[column];
        if (value === '' || (options.applies && !options.applies(row))) return NO_FINDINGS;
        const first = firstRows.firstRow(options.normalise ? options.normalise(value) : value, row.row);
        return first === undefined ? NO_FINDINGS : [finding(column, 'csv.error.duplicate', { header, value, firstRow: first })];
      },
    };
  };
}

/** The key of a number column for uniqueColumn: 01 and 1 are the same order. */
export function numberKey(value: string): string {
  return String(Number(value));
}

/** The problem record of a finding, with the Japanese message. */
export function problemOf(row: number, line: number, column: string, failure: NonNullable<ValidationResult>): CsvProblem {
  return { row, line, column, code: failure.key.slice(failure.key.lastIndexOf('.') + 1), message: messageOf(failure) };
}

/** The Japanese header text of a catalogue key. */
export const header = (key: MessageKey): string => t(key);
