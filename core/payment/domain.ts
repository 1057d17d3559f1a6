// Payment settings (支払い情報, issue 15): the registration-fee charge division, the invoice destinations (請求先, the
// spec's charge branches) and their payment method, and the change applications of divisions 2 and 3 that alter
// them on an apply date. Division 1 (department registration) lives in core/billing/domain.ts; all three share
// one application table, one cancel and one scheduler step on the server.
import type { ApplicationStatus } from '../billing/domain';

/** How the registration management fee is billed: 1 all to one department (代表部署), 2 each department its share. */
export const FeeChargeDivision = { REPRESENTATIVE: 1, EACH_DEPARTMENT: 2 } as const;
export type FeeChargeDivision = (typeof FeeChargeDivision)[keyof typeof FeeChargeDivision];

/** Spec 9: change reasons of an invoice destination change: 1 address change, 2 destination change. */
export const ChangeReason = { ADDRESS: 1, DESTINATION: 2 } as const;
export type ChangeReason = (typeof ChangeReason)[keyof typeof ChangeReason];

/** 1 bank transfer against the invoice (請求書払い・銀行振込), 2 direct debit (口座振替). */
export const PaymentMethod = { BANK_TRANSFER: 1, DIRECT_DEBIT: 2 } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** Deposit type of a direct-debit account: 1 普通, 2 当座. */
export const AccountType = { ORDINARY: 1, CURRENT: 2 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

/** Length limits of the destination and account fields, the same on the pages and the server. */
export const CLIENT_NAME_MAX = 50;
export const PERSON_NAME_MAX = 30;
export const PERSON_DEPARTMENT_MAX = 50;
export const ACCOUNT_HOLDER_MAX = 30;
/** Half-width digits of the codes: bank, branch, account number, destination number. */
export const BANK_CODE_DIGITS = 4;
export const BRANCH_CODE_DIGITS = 3;
export const ACCOUNT_NUMBER_DIGITS = 7;
export const CHARGE_BRANCH_NO_DIGITS = 8;

/** An invoice destination number: 8 digits, issued by the provider. */
export const CHARGE_BRANCH_NO_PATTERN = /^[0-9]{8}$/;

/**
 * What a payment application changes: the registration-fee charge division (division 2); and, in division 3, the
 * details of a destination (reason 1), the destination of departments (reason 2) or a destination's payment method
 * (/Payment/Input, an application of the same division without a reason).
 */
export type PaymentApplicationKind = 'registrationFee' | 'address' | 'destination' | 'paymentMethod';

export interface DepartmentRef {
  organizationId: string;
  billingName: string;
}

/** The details of an invoice destination that a tenant may change (reason 1) or give a new one (reason 2). */
export interface DestinationFields {
  clientName: string;
  /** 3 digits, optional hyphen, 4 digits */
  postalCode: string;
  /** 都道府県から番地まで, full-width */
  address: string;
  /** 建物名・部屋番号, full-width, may be empty; at most 100 together with address */
  residence: string;
  personDepartment: string;
  personName: string;
  mailAddress: string;
}

/** A direct-debit account as entered (account number in full) — only ever sent by the tenant, never answered whole. */
export interface BankAccountFields {
  /** 4 digits */
  bankCode: string;
  bankName: string;
  /** 3 digits */
  branchCode: string;
  branchName: string;
  accountType: AccountType;
  /** 7 digits */
  accountNumber: string;
  /** full-width katakana */
  accountHolder: string;
}

/** An invoice destination as the payment pages show it. */
export interface ChargeBranch extends DestinationFields {
  chargeBranchNo: string;
  /** The corporation's default destination: departments without one of their own are billed to it. */
  defaultFlg: boolean;
  paymentMethod: PaymentMethod;
  /** Direct debit only: bank, branch, type and the account number's last 3 digits (e.g. 「みずほ銀行 本店 普通 ****567」). */
  accountSummary: string | null;
  /** The departments billed to it now; several share one invoice (spec 5: no split invoices). */
  departments: DepartmentRef[];
  /** A division 3 application waiting for its apply date that concerns this destination. */
  pendingApplicationId: string | null;
}

export interface ChargeBranchListResponse {
  branches: ChargeBranch[];
}

/** POST chargeBranchNo/check: the number must exist and be the caller's corporation's. */
export interface ChargeBranchNoCheckRequest {
  chargeBranchNo: string;
}

export interface ChargeBranchNoCheckResponse {
  chargeBranchNo: string;
  clientName: string;
  departments: DepartmentRef[];
}

/** GET registrationFeeCharge/info: the division in force, the fee department and the choices. */
export interface RegistrationFeeChargeInfo {
  division: FeeChargeDivision;
  /** The department bearing the fee under division 1 (null under 2). */
  billingId: string | null;
  billingName: string | null;
  /** Departments that may bear the fee (not deleted, not disabled). */
  departments: DepartmentRef[];
  /** A division 2 application waiting for its day: a second one is refused until it applies or is cancelled. */
  pendingApplicationId: string | null;
  /** The earliest and latest apply date accepted (yyyy/MM/dd). */
  applyDateFrom: string;
  applyDateTo: string;
}

export interface RegistrationFeeApplyRequest {
  division: FeeChargeDivision;
  /** Required under division 1: the department that will bear the fee. */
  billingId?: string;
  /** yyyy/MM/dd */
  applyDate: string;
}

/** Reason 1: chargeBranchNo names the destination and destination its new details. Reason 2: organizationIds move
 * to chargeBranchNo's destination (an existing one, checked) or, with newDestination, to a new one made from
 * destination on the apply date. */
export interface ChargeBranchApplyRequest {
  reason: ChangeReason;
  chargeBranchNo?: string;
  organizationIds?: string[];
  newDestination?: boolean;
  destination?: DestinationFields;
  /** yyyy/MM/dd */
  applyDate: string;
}

export interface PaymentChangeRequest {
  chargeBranchNo: string;
  paymentMethod: PaymentMethod;
  /** Required for direct debit. */
  bankAccount?: BankAccountFields;
  /** yyyy/MM/dd */
  applyDate: string;
}

/** One line of what an application changes, formatted for display (labels and values in Japanese). */
export interface ApplicationChange {
  label: string;
  before: string;
  after: string;
}

/** The confirm answer of every payment application: what will change, and on which day. */
export interface PaymentApplicationPreview {
  kind: PaymentApplicationKind;
  applyDate: string;
  changes: ApplicationChange[];
  /** Notes the tenant should read before applying (e.g. departments that will share one invoice). */
  notices: string[];
  message: string;
}

export interface PaymentApplicationRow {
  applicationId: string;
  division: 2 | 3;
  kind: PaymentApplicationKind;
  /** 1 address change, 2 destination change (division 3 address/destination only). */
  reason: ChangeReason | null;
  status: ApplicationStatus;
  /** One line saying what changes, e.g. 「請求先 10000002 の住所変更」. */
  summary: string;
  applyDate: string;
  applicantName: string;
  /** yyyy/MM/dd HH:mm:ss */
  appliedAt: string;
  cancellable: boolean;
  lastUpdated: string;
}

export interface PaymentApplicationDetail extends PaymentApplicationRow {
  changes: ApplicationChange[];
  /** The departments concerned (moved, or billed to the changed destination). */
  departments: DepartmentRef[];
  chargeBranchNo: string | null;
  cancelledAt: string | null;
  completedAt: string | null;
}

export interface PaymentApplicationResult {
  result: 'OK';
  application: PaymentApplicationDetail;
  message: string;
}
