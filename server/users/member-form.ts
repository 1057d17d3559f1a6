// Checks of the member form (registration, update, restore) with the shared validators of core/validation,
// plus what only the server knows: the corporation's permitted mail domains, addresses already in use, and
// the departments the viewer may choose.
import type { MemberFormFields } from '../../core/users/domain';
import { t } from '../../core/i18n';
import { checkMemberFormFields, companyMail, mail, messageOf, required } from '../../core/validation';
import type { Row, SqlExecutor } from '../db/database';
import { permissionDenied, validationFailed } from '../http/http-error';
import type { Input } from '../http/input';
import type { MemberViewer } from './viewer';

function textOf(input: Input, name: string): string {
  const value = input[name];
  if (typeof value === 'string') return value.trim().normalize('NFC');
  if (typeof value === 'number') return String(value);
  return '';
}

interface CorporationDomainsRow extends Row {
  mail_domains: string[];
}

/** The corporation's permitted mail domains ([] for no restriction): what core/validation companyMail checks against. */
export async function permittedMailDomainsOf(db: SqlExecutor, corporationId: number): Promise<string[]> {
  const [corporation] = await db.query<CorporationDomainsRow>('select mail_domains from corporations where id = $1', [corporationId]);
  return corporation?.mail_domains ?? [];
}

interface DepartmentStateRow extends Row {
  id: number;
  billing_name: string;
  disable_flg: boolean;
}

export interface CheckedMemberForm {
  fields: Required<MemberFormFields>;
  departmentId: number;
  organizationName: string;
}

export interface MemberFormContext {
  /** The member being updated or restored (their own address is not "in use"). */
  userId?: number;
  /** Addresses are checked for domain and use only when they change (an update keeping an old address). */
  currentMail?: string | null;
  /**
   * Users whose address the same transaction replaces (other rows of a bulk upload): their current address is not
   * "in use", so that a file may swap addresses. The caller answers for the final state holding each address once.
   */
  replacedMailHolders?: ReadonlySet<number>;
}

/** What a bulk upload adds to a form's context. */
export type BulkMailContext = Pick<MemberFormContext, 'replacedMailHolders'>;

/** The form's fields as the server reads them: trimmed, NFC (never NFKC: see docs/csv-formats.md). */
export function readMemberFormFields(input: Input): Required<MemberFormFields> {
  return {
    sOrganizationId: textOf(input, 'sOrganizationId'),
    userLastName: textOf(input, 'userLastName'),
    userFirstName: textOf(input, 'userFirstName'),
    userLastNameKana: textOf(input, 'userLastNameKana'),
    userFirstNameKana: textOf(input, 'userFirstNameKana'),
    userCode: textOf(input, 'userCode'),
    mailAddress: textOf(input, 'mailAddress'),
    tenantRemakes: textOf(input, 'tenantRemakes'),
  };
}

/** The errors of the fields on their own (no database), in the order they are reported. */
export function memberFieldErrors(fields: Required<MemberFormFields>): Record<string, string> {
  const errors: Record<string, string> = checkMemberFormFields(fields);
  if (!errors.sOrganizationId && !/^[1-9]\d{0,9}$/.test(fields.sOrganizationId)) errors.sOrganizationId = t('members.validation.department');
  return errors;
}

/**
 * Reads and checks every field; throws 400 VALIDATION_ERROR with a Japanese message per failing field, or 403
 * when the chosen department is outside the viewer's reach.
 */
export async function checkMemberForm(db: SqlExecutor, viewer: MemberViewer, input: Input, context: MemberFormContext = {}): Promise<CheckedMemberForm> {
  const fields = readMemberFormFields(input);
  const errors = memberFieldErrors(fields);
  if (!errors.mailAddress) {
    const problem = await mailProblem(db, viewer.corporationId, fields.mailAddress, context);
    if (problem) errors.mailAddress = problem;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const departmentId = Number(fields.sOrganizationId);
  if (!viewer.departmentIds.has(departmentId)) throw permissionDenied();
  const [department] = await db.query<DepartmentStateRow>(
    'select id, billing_name, disable_flg from departments where id = $1 and corporation_id = $2 and not delete_flg',
    [departmentId, viewer.corporationId],
  );
  if (!department || department.disable_flg) throw validationFailed({ sOrganizationId: t('members.validation.department') });
  return { fields, departmentId, organizationName: department.billing_name };
}

/** The one address rule of core/validation (companyMail) as a message, or null: the form and the bulk apply use it. */
export function companyMailProblem(address: string, permitted: readonly string[]): string | null {
  const refused = companyMail(address, permitted);
  return refused ? messageOf(refused) : null;
}

/**
 * The mail rules beyond the format: the one rule of core/validation (companyMail: no free-mail or carrier domain,
 * the corporation's permitted domains), and a living member's address is not given to a second one. An address the
 * person already has is not checked again (it may predate a change of the permitted domains). Null when it passes.
 */
export async function mailProblem(db: SqlExecutor, corporationId: number, address: string, context: MemberFormContext = {}): Promise<string | null> {
  if (context.currentMail && context.currentMail.toLowerCase() === address.toLowerCase()) return null;
  const problem = companyMailProblem(address, await permittedMailDomainsOf(db, corporationId));
  if (problem) return problem;
  const [{ used }] = await db.query<{ used: boolean }>(`select ${mailInUseSql('$1::text', '$2::int', 'o.id = any($3::int[])')} as used`, [
    address,
    context.userId ?? null,
    [...(context.replacedMailHolders ?? [])],
  ]);
  return used ? t('members.validation.mailInUse') : null;
}

/**
 * SQL: the address is held by a living account (any corporation) other than the one it is given to (`selfId`, may be
 * null) and other than those whose address the same transaction replaces (`replaced`, a condition on `o`).
 */
export function mailInUseSql(address: string, selfId: string, replaced: string): string {
  return `exists (select 1 from users o where lower(o.mail_address) = lower(${address}) and not o.delete_flg
    and o.id <> coalesce(${selfId}, 0) and not (${replaced}))`;
}

/** The mail check of the registration form alone (POST /users/tenant/registration/mail/check). */
export async function checkMailOnly(db: SqlExecutor, corporationId: number, input: Input): Promise<void> {
  const address = textOf(input, 'mailAddress');
  const failure = required(address) ?? mail(address);
  const problem = failure ? messageOf(failure) : await mailProblem(db, corporationId, address);
  if (problem) throw validationFailed({ mailAddress: problem });
}
