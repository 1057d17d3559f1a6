// Fixtures of the payment plugin's page tests: the fee setting, destinations, applications and previews as the server
// answers them, and a kernel whose scripted client answers the calls every payment page makes on opening.
import { paymentCalls } from '../../core/payment/calls';
import type {
  ChargeBranch, PaymentApplicationDetail, PaymentApplicationPreview, PaymentApplicationRow, RegistrationFeeChargeInfo,
} from '../../core/payment/domain';
import type { TestKernel, UserOptions } from '../../core/services/test-support';
import { signedInKernel } from '../../web/test-support/harness';

export function feeInfo(overrides: Partial<RegistrationFeeChargeInfo> = {}): RegistrationFeeChargeInfo {
  return {
    division: 1,
    billingId: '5',
    billingName: '総務部',
    departments: [{ organizationId: '5', billingName: '総務部' }, { organizationId: '6', billingName: '営業一部' }],
    pendingApplicationId: null,
    applyDateFrom: '2026/11/26',
    applyDateTo: '2027/11/25',
    ...overrides,
  };
}

export function chargeBranch(overrides: Partial<ChargeBranch> = {}): ChargeBranch {
  return {
    chargeBranchNo: '10000001',
    clientName: '株式会社みらいワークス 本社',
    postalCode: '100-0005',
    address: '東京都千代田区丸の内一丁目１－１',
    residence: 'みらいビル１０階',
    personDepartment: '経理部',
    personName: '山田 花子',
    mailAddress: 'keiri@mirai-works.co.jp',
    defaultFlg: true,
    paymentMethod: 1,
    accountSummary: null,
    departments: [{ organizationId: '5', billingName: '総務部' }, { organizationId: '6', billingName: '営業一部' }],
    pendingApplicationId: null,
    ...overrides,
  };
}

export const BRANCHES: ChargeBranch[] = [
  chargeBranch(),
  chargeBranch({
    chargeBranchNo: '10000002', clientName: '大阪支社', postalCode: '530-0001', address: '大阪府大阪市北区梅田一丁目１', residence: '', defaultFlg: false,
    paymentMethod: 2, accountSummary: 'みずほ銀行 本店 普通 ****567', departments: [{ organizationId: '7', billingName: '大阪営業部' }], pendingApplicationId: '31',
  }),
];

export function paymentRow(overrides: Partial<PaymentApplicationRow> = {}): PaymentApplicationRow {
  return {
    applicationId: '31',
    division: 3,
    kind: 'address',
    reason: 1,
    status: 1,
    summary: '請求先 10000002 の住所変更',
    applyDate: '2026/12/21',
    applicantName: '山田 太郎',
    appliedAt: '2026/11/24 10:00:00',
    cancellable: true,
    lastUpdated: 'P1',
    ...overrides,
  };
}

export function paymentDetail(overrides: Partial<PaymentApplicationDetail> = {}): PaymentApplicationDetail {
  return {
    ...paymentRow(),
    changes: [{ label: '住所', before: '大阪府大阪市北区梅田一丁目１', after: '大阪府大阪市北区梅田二丁目２' }],
    departments: [{ organizationId: '7', billingName: '大阪営業部' }],
    chargeBranchNo: '10000002',
    cancelledAt: null,
    completedAt: null,
    ...overrides,
  };
}

export function preview(overrides: Partial<PaymentApplicationPreview> = {}): PaymentApplicationPreview {
  return { kind: 'address', applyDate: '2026/12/21', changes: [{ label: '住所', before: '旧住所', after: '新住所' }], notices: [], message: 'この内容で申請しますか？', ...overrides };
}

/** A signed-in kernel answering the fee setting, the destinations and both histories (`user` as in signedInKernel). */
export function paymentKernel(
  user: UserOptions = {},
  options: { info?: RegistrationFeeChargeInfo; branches?: ChargeBranch[]; history2?: PaymentApplicationRow[]; history3?: PaymentApplicationRow[]; detail?: PaymentApplicationDetail } = {},
): TestKernel {
  const kernel = signedInKernel(user);
  kernel.client
    .on(paymentCalls.registrationFeeChargeInfo, () => options.info ?? feeInfo())
    .on(paymentCalls.chargeBranchList, () => ({ branches: options.branches ?? BRANCHES }))
    .on(paymentCalls.listDivision2, () => options.history2 ?? [])
    .on(paymentCalls.listDivision3, () => options.history3 ?? []);
  if (options.detail) kernel.client.on(paymentCalls.details, () => options.detail as PaymentApplicationDetail);
  return kernel;
}
