// The invoice destinations (請求先, the spec's charge branches) of a corporation: their details, payment method and
// the departments billed to each (a department without a destination of its own is billed to the corporation's
// default one, made from the corporation's name and address when it has none yet). A destination number is looked up
// only within the viewer's corporation: an unknown number and another corporation's number get the same answer, so
// no one learns another company's numbers. A direct-debit account is only ever answered as its summary.
import {
  CHARGE_BRANCH_NO_PATTERN, type BankAccountFields, type ChargeBranch, type DepartmentRef, type DestinationFields, type PaymentMethod,
} from '../../core/payment/domain';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { defaultChargeClient } from '../charges/default-client';
import type { FieldProblems } from './destination-fields';

export interface ChargeClientRow extends Row {
  id: number;
  charge_branch_no: string;
  client_name: string;
  postal_code: string | null;
  address: string | null;
  residence: string | null;
  person_department: string | null;
  person_name: string | null;
  mail_address: string | null;
  default_flg: boolean;
  payment_method: number;
  bank_account: BankAccountFields | null;
}

const CLIENT_COLUMNS = `k.id, k.charge_branch_no, k.client_name, k.postal_code, k.address, k.residence, k.person_department, k.person_name,
  k.mail_address, k.default_flg, k.payment_method, k.bank_account`;

/** The corporation's destinations, the default first (made now if missing). */
export async function chargeClients(db: SqlExecutor, corporationId: number, now: Date): Promise<ChargeClientRow[]> {
  await defaultChargeClient(db, corporationId, now);
  return db.query<ChargeClientRow>(`select ${CLIENT_COLUMNS} from charge_clients k where k.corporation_id = $1 order by k.default_flg desc, k.id`, [corporationId]);
}

/** The corporation's destination with that number, or null (whether unknown or another corporation's). */
export async function chargeClientByNo(db: SqlExecutor, corporationId: number, chargeBranchNo: string, now: Date): Promise<ChargeClientRow | null> {
  await defaultChargeClient(db, corporationId, now);
  const rows = await db.query<ChargeClientRow>(`select ${CLIENT_COLUMNS} from charge_clients k where k.corporation_id = $1 and k.charge_branch_no = $2`,
    [corporationId, chargeBranchNo]);
  return rows[0] ?? null;
}

/**
 * Checks chargeBranchNo (8 digits) and finds it among the corporation's destinations; a problem on chargeBranchNo
 * (the same for an unknown number and another corporation's) and null otherwise.
 */
export async function readChargeClient(db: SqlExecutor, given: string | undefined, problems: FieldProblems, corporationId: number, now: Date): Promise<ChargeClientRow | null> {
  const no = problems.text('chargeBranchNo', given, { required: true });
  if (!no) return null;
  if (!CHARGE_BRANCH_NO_PATTERN.test(no)) {
    problems.fail('chargeBranchNo', t('payment.validation.chargeBranchNoFormat'));
    return null;
  }
  const client = await chargeClientByNo(db, corporationId, no, now);
  if (!client) problems.fail('chargeBranchNo', t('payment.validation.chargeBranchNoUnknown'));
  return client;
}

export interface BilledDepartmentRow extends Row {
  id: number;
  billing_name: string;
  charge_client_id: number;
}

/** The corporation's live departments with the destination each is billed to (the default when it has none). */
export async function billedDepartments(db: SqlExecutor, corporationId: number, now: Date): Promise<BilledDepartmentRow[]> {
  const defaultId = await defaultChargeClient(db, corporationId, now);
  return db.query<BilledDepartmentRow>(
    `select id, billing_name, coalesce(charge_client_id, $2) as charge_client_id from departments
      where corporation_id = $1 and not delete_flg order by display_order, id`,
    [corporationId, defaultId],
  );
}

export const departmentRef = (d: { id: number; billing_name: string }): DepartmentRef => ({ organizationId: String(d.id), billingName: d.billing_name });

export function destinationOf(row: ChargeClientRow): DestinationFields {
  return {
    clientName: row.client_name,
    postalCode: row.postal_code ?? '',
    address: row.address ?? '',
    residence: row.residence ?? '',
    personDepartment: row.person_department ?? '',
    personName: row.person_name ?? '',
    mailAddress: row.mail_address ?? '',
  };
}

/** 「みずほ銀行 本店 普通 ****567」: enough to recognise the account, never the whole number. */
export function accountSummary(account: BankAccountFields | null): string | null {
  if (!account) return null;
  return `${account.bankName} ${account.branchName} ${t(`payment.accountType.${account.accountType}`)} ****${account.accountNumber.slice(-3)}`;
}

export const paymentMethodOf = (row: ChargeClientRow): PaymentMethod => (row.payment_method === 2 ? 2 : 1);

/** A destination as the payment pages show it; `pendingApplicationId` from the pending division 3 applications. */
export function toChargeBranch(row: ChargeClientRow, departments: readonly BilledDepartmentRow[], pendingApplicationId: string | null): ChargeBranch {
  return {
    ...destinationOf(row),
    chargeBranchNo: row.charge_branch_no,
    defaultFlg: row.default_flg,
    paymentMethod: paymentMethodOf(row),
    accountSummary: paymentMethodOf(row) === 2 ? accountSummary(row.bank_account) : null,
    departments: departments.filter((d) => d.charge_client_id === row.id).map(departmentRef),
    pendingApplicationId,
  };
}
