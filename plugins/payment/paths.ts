// The payment plugin's route ids and paths (spec 2.2), shared by its routes, pages, menu and tests.
export const PAYMENT_ROUTE = {
  registrationFee: 'payment.registration-fee',
  chargeBranch: 'payment.charge-branch',
  chargeBranchInput: 'payment.charge-branch-input',
  paymentInput: 'payment.payment-input',
  detail: 'payment.detail',
} as const;

export const PAYMENT_PATH = {
  registrationFee: '/Payment/RegistrationFeeChargeDivisionChange',
  chargeBranch: '/Payment/ChargeBranchNoChange',
  chargeBranchInput: '/Payment/ChargeBranchNoChange/Input',
  paymentInput: '/Payment/Input',
  detail: '/Payment/Detail/:applicationId',
} as const;

export function paymentDetailPath(applicationId: string): string {
  return `/Payment/Detail/${encodeURIComponent(applicationId)}`;
}

/** The payment method change of one destination, chosen beforehand (the destination list links it per card). */
export function paymentInputPath(chargeBranchNo: string): string {
  return `${PAYMENT_PATH.paymentInput}?chargeBranchNo=${encodeURIComponent(chargeBranchNo)}`;
}
