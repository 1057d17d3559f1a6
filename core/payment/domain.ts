// Payment settings (支払い情報, issue 15): the registration-fee charge division, the invoice destinations (請求先, the
// spec's charge branches) and their payment method, and the change applications of divisions 2 and 3 that alter
// them on an apply date. Division 1 (department registration) lives in core/billing/domain.ts; all three share
// one application table, one cancel and one scheduler step on the server.
// The shapes the payment calls carry are schemas (docs/api-contract.md): their types are the schemas' static types.
import {
  ArraySchema, BooleanSchema, ID_PATTERN, IdText, Literal, MESSAGE_ANNOTATION, Nullable, NullableOneOf, ObjectSchema, OneOf, Optional, StringSchema, Text,
  type Static,
} from '../api/schema';
// The schemas name messages of this feature's catalogue (x-twb-message): wherever the shapes go, it is registered.
import './load-messages';

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
export const PAYMENT_APPLICATION_KINDS = ['registrationFee', 'address', 'destination', 'paymentMethod'] as const;
export type PaymentApplicationKind = (typeof PAYMENT_APPLICATION_KINDS)[number];

const FEE_CHARGE_DIVISIONS = [FeeChargeDivision.REPRESENTATIVE, FeeChargeDivision.EACH_DEPARTMENT] as const;
const CHANGE_REASONS = [ChangeReason.ADDRESS, ChangeReason.DESTINATION] as const;
const PAYMENT_METHODS = [PaymentMethod.BANK_TRANSFER, PaymentMethod.DIRECT_DEBIT] as const;
const ACCOUNT_TYPES = [AccountType.ORDINARY, AccountType.CURRENT] as const;
/** 1 applied (waiting for its apply date), 2 done, 3 cancelled (core/billing/domain.ts ApplicationStatus). */
const APPLICATION_STATUSES = [1, 2, 3] as const;
/** A refused choice (a division, a reason, a method, an account type) says so in the feature's words. */
const choice = { message: 'payment.validation.choice' } as const;

export const DepartmentRefSchema = ObjectSchema({ organizationId: Text(), billingName: Text() });
export type DepartmentRef = Static<typeof DepartmentRefSchema>;

/**
 * The details of an invoice destination that a tenant may change (reason 1) or give a new one (reason 2). Texts by
 * kind: their rules (server/payment/destination-fields.ts, the page's destination-rules.ts) are checked together so
 * one answer names every wrong field.
 */
export const DestinationFieldsSchema = ObjectSchema({
  clientName: Text({ default: '' }),
  /** 3 digits, optional hyphen, 4 digits */
  postalCode: Text({ default: '' }),
  /** 都道府県から番地まで, full-width */
  address: Text({ default: '' }),
  /** 建物名・部屋番号, full-width, may be empty; at most 100 together with address */
  residence: Text({ default: '' }),
  personDepartment: Text({ default: '' }),
  personName: Text({ default: '' }),
  mailAddress: Text({ default: '' }),
});
export type DestinationFields = Static<typeof DestinationFieldsSchema>;

/** A direct-debit account as entered (account number in full) — only ever sent by the tenant, never answered whole. */
export const BankAccountFieldsSchema = ObjectSchema({
  /** 4 digits */
  bankCode: Text({ default: '' }),
  bankName: Text({ default: '' }),
  /** 3 digits */
  branchCode: Text({ default: '' }),
  branchName: Text({ default: '' }),
  accountType: OneOf(ACCOUNT_TYPES, choice),
  /** 7 digits */
  accountNumber: Text({ default: '' }),
  /** full-width katakana */
  accountHolder: Text({ default: '' }),
});
export type BankAccountFields = Static<typeof BankAccountFieldsSchema>;

/** An invoice destination as the payment pages show it. */
export const ChargeBranchSchema = ObjectSchema({
  clientName: Text(),
  postalCode: Text(),
  address: Text(),
  residence: Text(),
  personDepartment: Text(),
  personName: Text(),
  mailAddress: Text(),
  chargeBranchNo: Text(),
  /** The corporation's default destination: departments without one of their own are billed to it. */
  defaultFlg: BooleanSchema(),
  paymentMethod: OneOf(PAYMENT_METHODS),
  /** Direct debit only: bank, branch, type and the account number's last 3 digits (e.g. 「みずほ銀行 本店 普通 ****567」). */
  accountSummary: Nullable(Text()),
  /** The departments billed to it now; several share one invoice (spec 5: no split invoices). */
  departments: ArraySchema(DepartmentRefSchema),
  /** A division 3 application waiting for its apply date that concerns this destination. */
  pendingApplicationId: Nullable(Text()),
});
export type ChargeBranch = Static<typeof ChargeBranchSchema>;

export const ChargeBranchListResponseSchema = ObjectSchema({ branches: ArraySchema(ChargeBranchSchema) });
export type ChargeBranchListResponse = Static<typeof ChargeBranchListResponseSchema>;

/** An invoice destination number: 8 digits, issued by the provider (its rule is the handler's, which also looks it up). */
const ChargeBranchNoText = () => Text({ max: 100, default: '' });

/** POST chargeBranchNo/check: the number must exist and be the caller's corporation's. */
export const ChargeBranchNoCheckRequestSchema = ObjectSchema({ chargeBranchNo: ChargeBranchNoText() });
export type ChargeBranchNoCheckRequest = Static<typeof ChargeBranchNoCheckRequestSchema>;

export const ChargeBranchNoCheckResponseSchema = ObjectSchema({
  chargeBranchNo: Text(),
  clientName: Text(),
  departments: ArraySchema(DepartmentRefSchema),
});
export type ChargeBranchNoCheckResponse = Static<typeof ChargeBranchNoCheckResponseSchema>;

/** GET registrationFeeCharge/info: the division in force, the fee department and the choices. */
export const RegistrationFeeChargeInfoSchema = ObjectSchema({
  division: OneOf(FEE_CHARGE_DIVISIONS),
  /** The department bearing the fee under division 1 (null under 2). */
  billingId: Nullable(Text()),
  billingName: Nullable(Text()),
  /** Departments that may bear the fee (not deleted, not disabled). */
  departments: ArraySchema(DepartmentRefSchema),
  /** A division 2 application waiting for its day: a second one is refused until it applies or is cancelled. */
  pendingApplicationId: Nullable(Text()),
  /** The earliest and latest apply date accepted (yyyy/MM/dd). */
  applyDateFrom: Text(),
  applyDateTo: Text(),
});
export type RegistrationFeeChargeInfo = Static<typeof RegistrationFeeChargeInfoSchema>;

/**
 * yyyy/MM/dd by kind: its rule (required, a real day, tomorrow to a year ahead) is the handler's, told with the form's
 * other problems in one answer.
 */
const ApplyDateText = () => Text({ default: '' });

export const RegistrationFeeApplyRequestSchema = ObjectSchema({
  division: OneOf(FEE_CHARGE_DIVISIONS, choice),
  /** Required under division 1 (the handler says so): the department that will bear the fee. */
  billingId: Optional(IdText()),
  /** yyyy/MM/dd */
  applyDate: ApplyDateText(),
});
export type RegistrationFeeApplyRequest = Static<typeof RegistrationFeeApplyRequestSchema>;

/** Reason 1: chargeBranchNo names the destination and destination its new details. Reason 2: organizationIds move
 * to chargeBranchNo's destination (an existing one, checked) or, with newDestination, to a new one made from
 * destination on the apply date. */
export const ChargeBranchApplyRequestSchema = ObjectSchema({
  reason: OneOf(CHANGE_REASONS, choice),
  chargeBranchNo: Optional(ChargeBranchNoText()),
  /** The departments that move (reason 2): a JSON array of ids; which ones may move is the handler's. */
  organizationIds: Optional(ArraySchema(StringSchema({ pattern: ID_PATTERN, [MESSAGE_ANNOTATION]: 'payment.validation.departmentUnknown' }), { maxItems: 1000 })),
  newDestination: Optional(BooleanSchema({ default: false, [MESSAGE_ANNOTATION]: 'payment.validation.choice' })),
  destination: Optional(DestinationFieldsSchema),
  /** yyyy/MM/dd */
  applyDate: ApplyDateText(),
});
export type ChargeBranchApplyRequest = Static<typeof ChargeBranchApplyRequestSchema>;

export const PaymentChangeRequestSchema = ObjectSchema({
  chargeBranchNo: ChargeBranchNoText(),
  paymentMethod: OneOf(PAYMENT_METHODS, choice),
  /** Required for direct debit. */
  bankAccount: Optional(BankAccountFieldsSchema),
  /** yyyy/MM/dd */
  applyDate: ApplyDateText(),
});
export type PaymentChangeRequest = Static<typeof PaymentChangeRequestSchema>;

/** One line of what an application changes, formatted for display (labels and values in Japanese). */
export const ApplicationChangeSchema = ObjectSchema({ label: Text(), before: Text(), after: Text() });
export type ApplicationChange = Static<typeof ApplicationChangeSchema>;

/** The confirm answer of every payment application: what will change, and on which day. */
export const PaymentApplicationPreviewSchema = ObjectSchema({
  kind: OneOf(PAYMENT_APPLICATION_KINDS),
  applyDate: Text(),
  changes: ArraySchema(ApplicationChangeSchema),
  /** Notes the tenant should read before applying (e.g. departments that will share one invoice). */
  notices: ArraySchema(Text()),
  message: Text(),
});
export type PaymentApplicationPreview = Static<typeof PaymentApplicationPreviewSchema>;

const paymentRowFields = {
  applicationId: Text(),
  division: OneOf([2, 3] as const),
  kind: OneOf(PAYMENT_APPLICATION_KINDS),
  /** 1 address change, 2 destination change (division 3 address/destination only). */
  reason: NullableOneOf(CHANGE_REASONS),
  status: OneOf(APPLICATION_STATUSES),
  /** One line saying what changes, e.g. 「請求先 10000002 の住所変更」. */
  summary: Text(),
  applyDate: Text(),
  applicantName: Text(),
  /** yyyy/MM/dd HH:mm:ss */
  appliedAt: Text(),
  cancellable: BooleanSchema(),
  lastUpdated: Text(),
};
export const PaymentApplicationRowSchema = ObjectSchema(paymentRowFields);
export type PaymentApplicationRow = Static<typeof PaymentApplicationRowSchema>;

export const PaymentApplicationDetailSchema = ObjectSchema({
  ...paymentRowFields,
  changes: ArraySchema(ApplicationChangeSchema),
  /** The departments concerned (moved, or billed to the changed destination). */
  departments: ArraySchema(DepartmentRefSchema),
  chargeBranchNo: Nullable(Text()),
  cancelledAt: Nullable(Text()),
  completedAt: Nullable(Text()),
});
export type PaymentApplicationDetail = Static<typeof PaymentApplicationDetailSchema>;

export const PaymentApplicationResultSchema = ObjectSchema({
  result: Literal('OK'),
  application: PaymentApplicationDetailSchema,
  message: Text(),
});
export type PaymentApplicationResult = Static<typeof PaymentApplicationResultSchema>;
