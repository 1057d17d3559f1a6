// Charges calls (spec 7, Charges; issue 14, 請求照会): the closed months and their status, the month per invoice
// destination, every line, the per-department summary, the per-member breakdown, the added-member amounts (code 14),
// the CSV (UTF-8 with BOM or CP932), the Excel check and download, the invoice PDF, and the destinations with their
// monthly amounts. Months are yyyy/MM, the month in which the billing period (21st to 20th) ends.
//
// Access: /ShareCharge/* is WFAN001 write and /FlexCharge/* WFAN002 write, so a call taking a division accepts either
// code and the server then asks for the one of the division asked (chargeDivision 1 share: WFAN001; 2 flex: WFAN002
// plus the FLEX gates of spec 2.4, flexDisplay and flexContractExistFlg). A department clerk sees only the lines of
// their own departments (403 for another department in organizationId); the company-wide invoice (PDF, tax per rate)
// is for the responsible person (責任者) only. /ChargeClient/Info is WFAK002 write.
//
// Their types are their schemas' (docs/api-contract.md). Amounts are integers of yen (excluding tax unless named);
// unit prices, quantities and tax rates are numbers as the lines hold them.
import { defineCall, FILE_TYPES } from '../api/call';
import {
  ArraySchema, BooleanSchema, IdListText, IdText, IntegerBetween, IntegerSchema, MESSAGE_ANNOTATION, Null, Nullable, NumberSchema, ObjectSchema, OneOf,
  Optional, StringSchema, Text, UnionSchema, type Static,
} from '../api/schema';
// The schemas name messages of this feature's catalogue (x-twb-message): wherever the calls go, it is registered.
import './load-messages';
// The sort choices keep the message the lists of usage and reservations give (usage.validation.choice).
import '../usage/load-messages';
import { SCREEN_PERMISSIONS, type PermissionRequirement } from '../domain/permissions';
import { CHARGE_DIVISION, CHARGE_LINE_KINDS, CHARGE_MONTH_PATTERN, CHARGE_OUTPUT_TYPE, CHARGE_STATUS } from './domain';

const shareCharge = SCREEN_PERMISSIONS['/ShareCharge/Info'];
const flexCharge = SCREEN_PERMISSIONS['/FlexCharge/Info'];
const chargeClient = SCREEN_PERMISSIONS['/ChargeClient/Info'];
/** Either invoice inquiry page: the division asked decides which one the server then requires. */
const anyCharge: PermissionRequirement = { codes: [...shareCharge.codes, ...flexCharge.codes], level: 'write' };

const Yen = () => IntegerSchema();
const ChargeDivisionSchema = OneOf([CHARGE_DIVISION.share, CHARGE_DIVISION.flex] as const);
const ChargeStatusSchema = OneOf([CHARGE_STATUS.notConfirmed, CHARGE_STATUS.confirmed] as const);

// ---- the requests ----

/** yyyy/MM: the month in which the billing period (21st to 20th) ends. */
const MonthText = () => StringSchema({ pattern: CHARGE_MONTH_PATTERN.source, maxLength: 7, [MESSAGE_ANNOTATION]: 'charges.validation.month' });

/** The month and the filters every per-month call takes. */
const monthFields = {
  /** yyyy/MM (required). */
  month: MonthText(),
  /** 1 share (default) or 2 flex. */
  chargeDivision: Optional(OneOf([CHARGE_DIVISION.share, CHARGE_DIVISION.flex] as const, { message: 'charges.validation.division', default: CHARGE_DIVISION.share })),
  /** Department ids, comma-joined; none: every department the viewer reaches (a clerk's other departments: 403). */
  organizationId: Optional(IdListText({ message: 'charges.validation.department' })),
};
const ChargeMonthQuerySchema = ObjectSchema(monthFields);
export type ChargeMonthQuery = Static<typeof ChargeMonthQuerySchema>;

/** yyyy/MM, inclusive; none: every closed month (from after to is the handler's refusal). */
const MonthRangeQuerySchema = ObjectSchema({ from: Optional(MonthText()), to: Optional(MonthText()) });
export type ChargeStatusQuery = Static<typeof MonthRangeQuerySchema>;
export type ChargeClientAllQuery = ChargeStatusQuery;

/** The columns the lines list sorts by on the server; without one, by department, member and line. */
export const CHARGE_LINE_SORT_COLUMNS = ['billingName', 'userName', 'detailsName', 'unitPrice', 'value', 'priceApplyValue', 'chargeAmountTotal'] as const;
export type ChargeLineSortColumn = (typeof CHARGE_LINE_SORT_COLUMNS)[number];
/** Spec 9 lists: 500 a page. */
const CHARGE_LINES_PAGE = 500;
const sortChoice = { message: 'usage.validation.choice' } as const;

const ChargeLinesQuerySchema = ObjectSchema({
  ...monthFields,
  /** '' or absent: the default order. */
  sort: Optional(OneOf(['', ...CHARGE_LINE_SORT_COLUMNS] as const, sortChoice)),
  sortOrder: Optional(OneOf(['asc', 'desc'] as const, { ...sortChoice, default: 'asc' })),
  offset: Optional(IntegerSchema({ minimum: 0, maximum: 999_999_999, default: 0, [MESSAGE_ANNOTATION]: 'validation.integer' })),
  /** Default 500 (spec 9), at most 500. */
  limit: Optional(IntegerBetween(1, CHARGE_LINES_PAGE, { default: CHARGE_LINES_PAGE })),
});
export type ChargeLinesQuery = Static<typeof ChargeLinesQuerySchema>;

const fileFields = {
  ...monthFields,
  /** 1 all lines (default), 2 summary per department, 3 breakdown per member and resource. */
  outputType: Optional(OneOf([CHARGE_OUTPUT_TYPE.all, CHARGE_OUTPUT_TYPE.summary, CHARGE_OUTPUT_TYPE.breakdown] as const,
    { message: 'charges.validation.outputType', default: CHARGE_OUTPUT_TYPE.all })),
};
const ChargeFileQuerySchema = ObjectSchema(fileFields);
export type ChargeFileQuery = Static<typeof ChargeFileQuerySchema>;

const ChargeCsvRequestSchema = ObjectSchema({
  ...fileFields,
  /** 'utf-8' (with BOM, the default) or 'cp932' (and their usual names; the CSV exports' one rule names them). */
  encoding: Optional(Text({ max: 20 })),
});
export type ChargeCsvRequest = Static<typeof ChargeCsvRequestSchema>;

const ChargeInvoiceQuerySchema = ObjectSchema({
  month: MonthText(),
  /** The invoice destination; none: the corporation's default destination. */
  chargeClientId: Optional(IdText()),
});
export type ChargeInvoiceQuery = Static<typeof ChargeInvoiceQuerySchema>;

// ---- the answers ----

const ChargeMonthInfoSchema = ObjectSchema({
  /** yyyy/MM */
  month: Text(),
  /** yyyy/MM/dd, the 21st and the 20th. */
  periodStart: Text(),
  periodEnd: Text(),
  status: ChargeStatusSchema,
  statusName: Text(),
  actualUsers: IntegerSchema(),
  /** yyyy/MM/dd HH:mm:ss (Japan time) or null. */
  confirmedAt: Nullable(Text()),
});
export type ChargeMonthInfo = Static<typeof ChargeMonthInfoSchema>;

const ChargeStatusResponseSchema = ObjectSchema({
  /** Newest first. */
  months: ArraySchema(ChargeMonthInfoSchema),
});
export type ChargeStatusResponse = Static<typeof ChargeStatusResponseSchema>;

/** A charge line with the spec 3 columns (billingName, detailsName, unitPrice, value, priceApplyValue, chargeAmountTotal, resourceName). */
const ChargeLineSchema = ObjectSchema({
  lineId: Text(),
  chargeDivision: ChargeDivisionSchema,
  lineKind: OneOf(CHARGE_LINE_KINDS),
  /** 14 for the add-member monthly amount, else null. */
  addingUpCode: Nullable(IntegerSchema()),
  organizationId: Text(),
  billingName: Text(),
  chargeClientId: Text(),
  userId: Nullable(Text()),
  userName: Nullable(Text()),
  resourceType: Nullable(IntegerSchema()),
  resourceName: Nullable(Text()),
  detailsName: Text(),
  /** The billing unit (分, 回, 席, 名, 式). */
  unit: Text(),
  unitPrice: NumberSchema(),
  /** The actual value (minutes used, quantity, users). */
  value: NumberSchema(),
  /** What the price applies to (minutes billed, seats, persons). */
  priceApplyValue: NumberSchema(),
  useCount: IntegerSchema(),
  /** Yen excluding tax. */
  chargeAmountTotal: Yen(),
  taxRate: NumberSchema(),
});
export type ChargeLine = Static<typeof ChargeLineSchema>;

const ChargeLinesResponseSchema = ObjectSchema({
  month: ChargeMonthInfoSchema,
  totalCount: IntegerSchema(),
  offset: IntegerSchema(),
  limit: IntegerSchema(),
  /** Yen excluding tax over every line of the filter (not only this page). */
  totalAmount: Yen(),
  lines: ArraySchema(ChargeLineSchema),
});
export type ChargeLinesResponse = Static<typeof ChargeLinesResponseSchema>;

const ChargeClientDepartmentSchema = ObjectSchema({
  organizationId: Text(),
  billingName: Text(),
  /** Yen excluding tax of the division asked. */
  amount: Yen(),
});
export type ChargeClientDepartment = Static<typeof ChargeClientDepartmentSchema>;

const InvoiceFiguresSchema = ObjectSchema({
  invoiceNo: Text(),
  amountExcludingTax: Yen(),
  taxAmount: Yen(),
  totalIncludingTax: Yen(),
  taxLines: ArraySchema(ObjectSchema({ taxRate: NumberSchema(), taxableAmount: Yen(), taxAmount: Yen() })),
  /** yyyy/MM/dd: the confirmation day, or null while the month is not confirmed. */
  issuedOn: Nullable(Text()),
  /** yyyy/MM/dd: the payment due date. */
  dueOn: Text(),
});

const ChargeClientTotalSchema = ObjectSchema({
  chargeClientId: Text(),
  clientName: Text(),
  departments: ArraySchema(ChargeClientDepartmentSchema),
  amountExcludingTax: Yen(),
  /** The invoice's figures (both divisions, tax once per rate): for the responsible person only, else null. */
  invoice: UnionSchema([InvoiceFiguresSchema, Null()]),
});
export type ChargeClientTotal = Static<typeof ChargeClientTotalSchema>;

const ChargeClientResponseSchema = ObjectSchema({
  month: ChargeMonthInfoSchema,
  chargeDivision: ChargeDivisionSchema,
  /** Yen excluding tax of every visible line of the division. */
  amountExcludingTax: Yen(),
  clients: ArraySchema(ChargeClientTotalSchema),
});
export type ChargeClientResponse = Static<typeof ChargeClientResponseSchema>;

const ChargeSummaryRowSchema = ObjectSchema({
  organizationId: Text(),
  billingName: Text(),
  /** The department's charges of the division, yen excluding tax. */
  chargeAmountTotal: Yen(),
  /**
   * Its parts (core/charges/domain.ts SUMMARY_PARTS; they add up to chargeAmountTotal): SHARE uses (the budget's
   * usage amount), the registration management fee, FLEX/BASE seats (contracted and excess), added members (code 14)
   * and adjustments.
   */
  usageAmount: Yen(),
  registrationFee: Yen(),
  seatAmount: Yen(),
  addMemberAmount: Yen(),
  adjustmentAmount: Yen(),
  /**
   * SHARE: the department budget (monthly_limit_amount) or null, as of the confirmation once the month is confirmed;
   * difference = limit - charges (spec 5: the fee counts). Null on FLEX/BASE.
   */
  monthlyLimit: Nullable(IntegerSchema()),
  difference: Nullable(IntegerSchema()),
  /** Members of the department with lines this month (SHARE; on FLEX/BASE the members added this month). */
  managedUsers: IntegerSchema(),
});
export type ChargeSummaryRow = Static<typeof ChargeSummaryRowSchema>;

const ChargeSummaryResponseSchema = ObjectSchema({
  month: ChargeMonthInfoSchema,
  chargeDivision: ChargeDivisionSchema,
  rows: ArraySchema(ChargeSummaryRowSchema),
  total: Yen(),
});
export type ChargeSummaryResponse = Static<typeof ChargeSummaryResponseSchema>;

const ChargeBreakdownMemberSchema = ObjectSchema({
  organizationId: Text(),
  billingName: Text(),
  userId: Nullable(Text()),
  userName: Nullable(Text()),
  chargeAmountTotal: Yen(),
  lines: ArraySchema(ChargeLineSchema),
});
export type ChargeBreakdownMember = Static<typeof ChargeBreakdownMemberSchema>;

const ChargeBreakdownResponseSchema = ObjectSchema({
  month: ChargeMonthInfoSchema,
  chargeDivision: ChargeDivisionSchema,
  members: ArraySchema(ChargeBreakdownMemberSchema),
  total: Yen(),
});
export type ChargeBreakdownResponse = Static<typeof ChargeBreakdownResponseSchema>;

const AddMemberMonthlyAmountResponseSchema = ObjectSchema({
  month: ChargeMonthInfoSchema,
  addingUpCode: IntegerSchema(),
  lines: ArraySchema(ChargeLineSchema),
  total: Yen(),
});
export type AddMemberMonthlyAmountResponse = Static<typeof AddMemberMonthlyAmountResponseSchema>;

const ChargeExcelCheckResponseSchema = ObjectSchema({
  available: BooleanSchema(),
  rowCount: IntegerSchema(),
  /** The spec 8 message when there is nothing to put in the file. */
  message: Nullable(Text()),
});
export type ChargeExcelCheckResponse = Static<typeof ChargeExcelCheckResponseSchema>;

const ChargeClientInfoSchema = ObjectSchema({
  chargeClientId: Text(),
  clientName: Text(),
  postalCode: Nullable(Text()),
  address: Nullable(Text()),
  attention: Nullable(Text()),
  defaultFlg: BooleanSchema(),
  /** The departments billed to it now (a department without a destination goes to the default one). */
  departments: ArraySchema(ObjectSchema({ organizationId: Text(), billingName: Text() })),
  /** Its invoices, newest month first. */
  months: ArraySchema(ObjectSchema({
    month: Text(), status: ChargeStatusSchema, invoiceNo: Text(), amountExcludingTax: Yen(), taxAmount: Yen(), totalIncludingTax: Yen(),
  })),
});
export type ChargeClientInfo = Static<typeof ChargeClientInfoSchema>;

const ChargeClientAllResponseSchema = ObjectSchema({ clients: ArraySchema(ChargeClientInfoSchema) });
export type ChargeClientAllResponse = Static<typeof ChargeClientAllResponseSchema>;

/** A month without a close (or not confirmed, for the confirmed CSV): 404 with the spec 8 message. */
const monthAnswers = [404] as const;

export const chargeCalls = {
  statusClient: defineCall({ id: 'charges.statusClient', method: 'GET', base: '/api', path: '/charge/statusClient', access: anyCharge,
    schema: { query: MonthRangeQuerySchema, response: ChargeStatusResponseSchema } }),
  client: defineCall({ id: 'charges.client', method: 'GET', base: '/api', path: '/charge/client', access: anyCharge, answers: monthAnswers,
    schema: { query: ChargeMonthQuerySchema, response: ChargeClientResponseSchema } }),
  clientAll: defineCall({ id: 'charges.clientAll', method: 'GET', base: '/api', path: '/charge/clientAll', access: chargeClient,
    schema: { query: MonthRangeQuerySchema, response: ChargeClientAllResponseSchema } }),
  allBillings: defineCall({ id: 'charges.allBillings', method: 'GET', base: '/api', path: '/charge/allBillings', access: anyCharge, answers: monthAnswers,
    schema: { query: ChargeLinesQuerySchema, response: ChargeLinesResponseSchema } }),
  summary: defineCall({ id: 'charges.summary', method: 'GET', base: '/api', path: '/charge/summary', access: anyCharge, answers: monthAnswers,
    schema: { query: ChargeMonthQuerySchema, response: ChargeSummaryResponseSchema } }),
  breakdown: defineCall({ id: 'charges.breakdown', method: 'GET', base: '/api', path: '/charge/breakdown', access: anyCharge, answers: monthAnswers,
    schema: { query: ChargeMonthQuerySchema, response: ChargeBreakdownResponseSchema } }),
  addMemberMonthlyAmountInfo: defineCall({
    id: 'charges.addMemberMonthlyAmountInfo', method: 'GET', base: '/api', path: '/charge/addMemberMonthlyAmountInfo', access: flexCharge, answers: monthAnswers,
    schema: { query: ChargeMonthQuerySchema, response: AddMemberMonthlyAmountResponseSchema },
  }),
  csv: defineCall({ id: 'charges.csv', method: 'POST', base: '/api', path: '/charge/csv', access: anyCharge, file: true, fileTypes: FILE_TYPES.csv, answers: monthAnswers,
    schema: { body: ChargeCsvRequestSchema } }),
  /** The CSV of a confirmed month only (the figures after confirmation); a not-confirmed month is the spec 8 message. */
  csvAfter: defineCall({ id: 'charges.csvAfter', method: 'GET', base: '/api', path: '/charge/csv/after', access: anyCharge, file: true, fileTypes: FILE_TYPES.csv, answers: monthAnswers,
    schema: { query: ChargeCsvRequestSchema } }),
  excelCheck: defineCall({ id: 'charges.excelCheck', method: 'GET', base: '/api', path: '/charge/excel/check', access: anyCharge,
    schema: { query: ChargeFileQuerySchema, response: ChargeExcelCheckResponseSchema } }),
  excel: defineCall({ id: 'charges.excel', method: 'GET', base: '/api', path: '/charge/excel', access: anyCharge, file: true, fileTypes: FILE_TYPES.xlsx, answers: monthAnswers,
    schema: { query: ChargeFileQuerySchema } }),
  invoice: defineCall({ id: 'charges.invoice', method: 'GET', base: '/api', path: '/charge/invoice', access: anyCharge, file: true, fileTypes: FILE_TYPES.pdf, answers: monthAnswers,
    schema: { query: ChargeInvoiceQuerySchema } }),
};
