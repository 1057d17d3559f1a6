// The demo's payment settings (支払い情報, issue 15): every corporation's invoice destinations with their details (the
// default one from the corporation, plus 営業本部 of corporation 1, shared by 営業第一部 and 営業第二部, and 営業部 of
// corporation 2), and corporation 1's history of payment applications, consistent with what is in force:
// - division 2: 部署ごと → 代表部署 (経営企画部) applied 90 days ago (so the months closed before it split the fee
//   by department: the seed files the applications before server/seed/demo-charges.ts closes the months), and a
//   pending change back to 部署ごと;
// - division 3: the default destination's address change (applied), 営業第一部 and 営業第二部 moved to 営業本部
//   (applied), 営業本部's payment method changed to direct debit (applied), and カスタマーサクセス部 waiting to move to
//   営業本部 (pending).
// Destination numbers are issued in order: 10000001 and 10000002 the defaults of corporations 1 and 2, 10000003
// 営業本部, 10000004 営業部.
import type { BankAccountFields, DestinationFields } from '../../core/payment/domain';
import type { Row, SqlExecutor } from '../db/database';
import { formatDate } from '../format/dates';
import { defaultChargeClient } from '../charges/default-client';
import type { PaymentContents } from '../payment/contents';
import { daysFrom } from './demo-content';

const isoDay = (date: Date): string => formatDate(date).replaceAll('/', '-');

interface DestinationSeed extends DestinationFields {
  corporationId: number;
  /** null: the corporation's default destination. */
  departmentIds: number[] | null;
}

const DESTINATIONS: readonly DestinationSeed[] = [
  { corporationId: 1, departmentIds: null, clientName: '株式会社みらいワークス', postalCode: '100-0005', address: '東京都千代田区丸の内一丁目９番１号',
    residence: '丸の内センタービル１２階', personDepartment: '経理部', personName: '中川 恵子', mailAddress: 'keiri@mirai-works.co.jp' },
  { corporationId: 2, departmentIds: null, clientName: '東洋システム開発株式会社', postalCode: '530-0011', address: '大阪府大阪市北区大深町３番１号',
    residence: 'グランフロント大阪タワーＢ２０階', personDepartment: '本社管理部', personName: '高木 誠', mailAddress: 'kanri@toyo-sysdev.co.jp' },
  { corporationId: 1, departmentIds: [5, 6], clientName: '株式会社みらいワークス 営業本部', postalCode: '150-0002', address: '東京都渋谷区渋谷二丁目２４番１２号',
    residence: '', personDepartment: '営業企画課', personName: '経理ご担当者', mailAddress: 'eigyo-keiri@mirai-works.co.jp' },
  { corporationId: 2, departmentIds: [15], clientName: '東洋システム開発株式会社 営業部', postalCode: '530-0001', address: '大阪府大阪市北区梅田三丁目１番３号',
    residence: '', personDepartment: '営業管理', personName: 'ご担当者', mailAddress: 'eigyo@toyo-sysdev.co.jp' },
];

const SALES_ACCOUNT: BankAccountFields = {
  bankCode: '0001', bankName: 'みずほ銀行', branchCode: '210', branchName: '渋谷支店', accountType: 1, accountNumber: '1234567', accountHolder: 'カブシキガイシャミライワークス',
};

const attention = (d: DestinationFields): string => [d.personDepartment, `${d.personName} 様`].filter(Boolean).join(' ');

/** The destinations and their details; answers their ids in the order of DESTINATIONS. */
export async function seedDestinations(tx: SqlExecutor, now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const d of DESTINATIONS) {
    const id = d.departmentIds === null
      ? await defaultChargeClient(tx, d.corporationId, now)
      : (await tx.query<{ id: number } & Row>(
        'insert into charge_clients (corporation_id, client_name, created_at, last_updated) values ($1, $2, $3, $3) returning id', [d.corporationId, d.clientName, now]))[0].id;
    await tx.query(
      `update charge_clients set client_name = $2, postal_code = $3, address = $4, residence = $5, person_department = $6, person_name = $7,
          mail_address = $8, attention = $9 where id = $1`,
      [id, d.clientName, d.postalCode, d.address, d.residence || null, d.personDepartment, d.personName, d.mailAddress, attention(d)],
    );
    if (d.departmentIds) await tx.query('update departments set charge_client_id = $1 where id = any($2::int[])', [id, d.departmentIds]);
    ids.push(id);
  }
  return ids;
}

interface PaymentApplicationSeed {
  division: 2 | 3;
  status: 1 | 2;
  appliedDays: number;
  applyDays: number;
  applicantUserId: number;
  contents: PaymentContents;
}

const destinationFields = ({ corporationId: _c, departmentIds: _d, ...fields }: DestinationSeed): DestinationFields => fields;

function applicationSeeds(ids: readonly number[], numbers: readonly string[]): PaymentApplicationSeed[] {
  const [mainId, , salesId] = ids;
  const [mainNo, , salesNo] = numbers;
  const main = destinationFields(DESTINATIONS[0]);
  const mainBefore = { clientName: main.clientName, postalCode: '100-0005', address: '東京都千代田区丸の内二丁目７番３号', residence: '東京ビルディング５階',
    personDepartment: '総務部', personName: '山田 太郎', mailAddress: 'soumu@mirai-works.co.jp' };
  const sales = DESTINATIONS[2].clientName;
  return [
    { division: 2, status: 2, appliedDays: -100, applyDays: -90, applicantUserId: 1,
      contents: { kind: 'registrationFee', division: 1, billingId: '1', billingName: '経営企画部', before: { division: 2, billingId: null, billingName: null } } },
    { division: 2, status: 1, appliedDays: -1, applyDays: 20, applicantUserId: 7,
      contents: { kind: 'registrationFee', division: 2, billingId: null, billingName: null, before: { division: 1, billingId: '1', billingName: '経営企画部' } } },
    { division: 3, status: 2, appliedDays: -70, applyDays: -60, applicantUserId: 1,
      contents: { kind: 'address', reason: 1, chargeClientId: mainId, chargeBranchNo: mainNo, destination: main, before: mainBefore } },
    { division: 3, status: 2, appliedDays: -50, applyDays: -45, applicantUserId: 1,
      contents: { kind: 'destination', reason: 2, departments: [{ organizationId: '5', billingName: '営業第一部' }, { organizationId: '6', billingName: '営業第二部' }],
        newDestination: false, chargeClientId: salesId, chargeBranchNo: salesNo, clientName: sales, destination: null,
        before: { departments: [{ organizationId: '5', billingName: '営業第一部', chargeBranchNo: mainNo, clientName: main.clientName },
          { organizationId: '6', billingName: '営業第二部', chargeBranchNo: mainNo, clientName: main.clientName }] } } },
    { division: 3, status: 2, appliedDays: -35, applyDays: -30, applicantUserId: 7,
      contents: { kind: 'paymentMethod', chargeClientId: salesId, chargeBranchNo: salesNo, paymentMethod: 2, bankAccount: SALES_ACCOUNT,
        before: { paymentMethod: 1, accountSummary: null } } },
    { division: 3, status: 1, appliedDays: -2, applyDays: 14, applicantUserId: 1,
      contents: { kind: 'destination', reason: 2, departments: [{ organizationId: '9', billingName: 'カスタマーサクセス部' }], newDestination: false,
        chargeClientId: salesId, chargeBranchNo: salesNo, clientName: sales, destination: null,
        before: { departments: [{ organizationId: '9', billingName: 'カスタマーサクセス部', chargeBranchNo: mainNo, clientName: main.clientName }] } } },
  ];
}

/** Destinations, their details and corporation 1's payment applications; before the months are closed. */
export async function seedPayment(tx: SqlExecutor, now: Date): Promise<void> {
  const ids = await seedDestinations(tx, now);
  const numbers = (await tx.query<{ id: number; charge_branch_no: string } & Row>('select id, charge_branch_no from charge_clients where id = any($1::int[])', [ids]));
  const numberOf = (id: number): string => numbers.find((n) => n.id === id)?.charge_branch_no ?? '';
  await tx.query('update charge_clients set payment_method = 2, bank_account = $2 where id = $1', [ids[2], JSON.stringify(SALES_ACCOUNT)]);
  for (const a of applicationSeeds(ids, ids.map(numberOf))) {
    const applied = daysFrom(now, a.appliedDays);
    const completed = a.status === 2 ? daysFrom(now, a.applyDays) : null;
    await tx.query(
      `insert into applications (corporation_id, division, status, contents, apply_date, applicant_user_id, created_at, completed_at, last_updated)
       values (1, $1, $2, $3, $4::date, $5, $6, $7, $8)`,
      [a.division, a.status, JSON.stringify(a.contents), isoDay(daysFrom(now, a.applyDays)), a.applicantUserId, applied, completed, completed ?? applied],
    );
  }
}
