// Member registration by a responsible person or clerk (/User/Register), and its FLEX/BASE variant that seats the
// new member in a contract, warning when the contract's seats are exceeded (extra registration fee, spec 8).
import type {
  MemberFlexRegistrationPreview,
  MemberFlexRegistrationRequest,
  MemberRegistrationPreview,
  MemberRegistrationRequest,
  MemberRegistrationResult,
} from '../../core/users/calls';
import { ApprovalDivision, type FlexContractChoice } from '../../core/users/domain';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { issuedPassword } from '../auth/temporary-password';
import { validationFailed } from '../http/http-error';
import { formatDate } from '../format/dates';
import { mailMember } from './effects';
import { REACHABLE } from '../flex/contracts';
import { checkMemberForm, type BulkMailContext, type CheckedMemberForm } from './member-form';
import type { MemberViewer } from './viewer';

interface FlexContractRow extends Row {
  id: number;
  contract_name: string;
  service_kind: 'FLEX' | 'BASE';
  seats: number;
  used_seats: number;
  start_date: Date;
  end_date: Date;
}

const FLEX_CONTRACT_SELECT = `select c.id, c.contract_name, c.service_kind, c.seats,
    (select count(*)::int from flex_users f where f.flex_contract_id = c.id and not f.delete_flg) as used_seats,
    c.start_date::timestamp at time zone 'UTC' as start_date, c.end_date::timestamp at time zone 'UTC' as end_date
  from flex_contracts c`;

function toChoice(row: FlexContractRow): FlexContractChoice {
  return {
    flexContractInformationId: String(row.id),
    contractName: row.contract_name,
    serviceKind: row.service_kind,
    seats: row.seats,
    usedSeats: row.used_seats,
    startDate: formatDate(row.start_date),
    endDate: formatDate(row.end_date),
  };
}

/** The FLEX/BASE contracts in force today that the viewer reaches (a clerk: their departments'), with their used seats. */
export async function activeFlexContracts(db: SqlExecutor, viewer: MemberViewer, now: Date): Promise<FlexContractChoice[]> {
  const rows = await db.query<FlexContractRow>(
    `${FLEX_CONTRACT_SELECT} where ${REACHABLE} and c.end_date >= $4::date and c.start_date <= $4::date order by c.id`,
    [viewer.corporationId, [...viewer.departmentIds], viewer.responsible, formatDate(now).replaceAll('/', '-')],
  );
  return rows.map(toChoice);
}

/** A registration's request: the form, and with the FLEX variant the contract and the contact-person choice. */
export type RegistrationInput = MemberRegistrationRequest & Partial<Pick<MemberFlexRegistrationRequest, 'flexContractInformationId' | 'delegateDivision'>>;

async function chosenFlexContract(db: SqlExecutor, viewer: MemberViewer, input: RegistrationInput, now: Date): Promise<FlexContractChoice> {
  const id = Number(input.flexContractInformationId);
  const contract = (await activeFlexContracts(db, viewer, now)).find((c) => c.flexContractInformationId === String(id));
  if (!contract) throw validationFailed({ flexContractInformationId: t('members.validation.flexContract') });
  return contract;
}

function flexWarning(contract: FlexContractChoice): string | null {
  const after = contract.usedSeats + 1;
  return after > contract.seats ? t('members.flex.warning', { seats: contract.seats, used: contract.usedSeats, after }) : null;
}

function preview(form: CheckedMemberForm): MemberRegistrationPreview {
  return {
    fields: form.fields,
    organizationName: form.organizationName,
    approvalDivision: ApprovalDivision.APPROVED,
    mailTo: form.fields.mailAddress,
    message: t('members.confirm.register', { mail: form.fields.mailAddress }),
  };
}

export async function previewRegistration(db: SqlExecutor, viewer: MemberViewer, input: MemberRegistrationRequest): Promise<MemberRegistrationPreview> {
  return preview(await checkMemberForm(db, viewer, input));
}

export async function previewFlexRegistration(db: SqlExecutor, viewer: MemberViewer, input: MemberFlexRegistrationRequest, now: Date): Promise<MemberFlexRegistrationPreview> {
  const form = await checkMemberForm(db, viewer, input);
  const contract = await chosenFlexContract(db, viewer, input, now);
  return { ...preview(form), flexContract: contract, warning: flexWarning(contract) };
}

interface CorporationRow extends Row {
  corporation_name: string;
}

/** The login id of the member registered with this id (the form and the upload alike). */
export const memberLoginId = (id: number): string => `u${String(id).padStart(7, '0')}`;

/**
 * The INSERT of new members, from a query (`source`) naming id, login_id, password_hash, corporation_id,
 * department_id, the four names, user_code, mail_address, tenant_remarks, mail_delivery (null: receives), flex_contract_flg and
 * created_at: every new
 * member starts approved, in use, with the initial password to change, whether one registers on the form or thousands
 * in an upload. The department display order is copied here, once for all rows, instead of by the per-row trigger.
 */
export function newMembersSql(source: string): string {
  return `insert into users (id, login_id, password_hash, role_type, authority_template, corporation_id, department_id,
      user_last_name, user_first_name, user_last_name_kana, user_first_name_kana, user_code, mail_address, tenant_remarks,
      trinity_code, approval_division, delete_flg, service_usage, password_reset_flg, flex_contract_flg, created_at, last_updated,
      department_display_order, mail_delivery)
    select m.id, m.login_id, m.password_hash, null, null, m.corporation_id, m.department_id,
      m.user_last_name, m.user_first_name, m.user_last_name_kana, m.user_first_name_kana, m.user_code, m.mail_address, m.tenant_remarks,
      c.trinity_code, 2, false, false, 1, m.flex_contract_flg, m.created_at, m.created_at, d.display_order, coalesce(m.mail_delivery, true)
      from (${source}) m join corporations c on c.id = m.corporation_id join departments d on d.id = m.department_id`;
}

const ONE_NEW_MEMBER = newMembersSql(`select $1::int as id, $2::text as login_id, $3::text as password_hash, $4::int as corporation_id,
  $5::int as department_id, $6::text as user_last_name, $7::text as user_first_name, $8::text as user_last_name_kana,
  $9::text as user_first_name_kana, $10::text as user_code, $11::text as mail_address, $12::text as tenant_remarks,
  $13::boolean as flex_contract_flg, $14::timestamptz as created_at, $15::boolean as mail_delivery`);

/**
 * Registers the member (approved, with a temporary password mailed to them) in the caller's transaction, and with
 * `flex` seats them in the contract. Everything is checked again here: the confirm step changed nothing. A bulk
 * upload passes the users whose addresses its other rows replace.
 */
export async function registerMember(
  tx: SqlExecutor,
  viewer: MemberViewer,
  input: RegistrationInput,
  now: Date,
  flex: boolean,
  bulk: BulkMailContext = {},
): Promise<MemberRegistrationResult> {
  const mailDelivery = input.mailDeliveryFlg ?? null;
  const form = await checkMemberForm(tx, viewer, input, bulk);
  const contract = flex ? await chosenFlexContract(tx, viewer, input, now) : null;
  const { password, hash } = issuedPassword();
  const [corporation] = await tx.query<CorporationRow>('select corporation_name from corporations where id = $1', [viewer.corporationId]);
  const [{ id }] = await tx.query<{ id: number }>("select nextval(pg_get_serial_sequence('user_rows', 'id'))::int as id");
  const loginId = memberLoginId(id);
  const f = form.fields;
  await tx.query(ONE_NEW_MEMBER, [
    id, loginId, hash, viewer.corporationId, form.departmentId, f.userLastName, f.userFirstName, f.userLastNameKana,
    f.userFirstNameKana, f.userCode || null, f.mailAddress, f.tenantRemakes || null, contract !== null, now, mailDelivery,
  ]);
  let flexUserId: string | undefined;
  if (contract) {
    const [flexUser] = await tx.query<{ id: number }>(
      `insert into flex_users (flex_contract_id, user_id, delegate_division, card_no, card_delivery_division, delete_flg, last_updated, added_at, number_add)
       values ($1, $2, $3, null, 0, false, $4, $4, $5) returning id`,
      [Number(contract.flexContractInformationId), id, input.delegateDivision === 1 ? 1 : 0, now, contract.usedSeats + 1 > contract.seats],
    );
    flexUserId = String(flexUser.id);
  }
  const mailedTo = await mailMember(
    tx,
    'registered',
    { mail_address: f.mailAddress, user_last_name: f.userLastName, user_first_name: f.userFirstName, login_id: loginId, corporation_name: corporation.corporation_name },
    now,
    { password },
  );
  return {
    result: 'OK',
    userId: String(id),
    loginId,
    mailedTo: mailedTo ?? f.mailAddress,
    message: t('members.done.register'),
    ...(contract ? { flexUserId, warning: flexWarning(contract) } : {}),
  };
}
