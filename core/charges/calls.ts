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
import { defineCall, FILE_TYPES } from '../api/call';
import { SCREEN_PERMISSIONS, type PermissionRequirement } from '../domain/permissions';
import type { ChargeDivision, ChargeLineKind, ChargeOutputType, ChargeStatus } from './domain';

const shareCharge = SCREEN_PERMISSIONS['/ShareCharge/Info'];
const flexCharge = SCREEN_PERMISSIONS['/FlexCharge/Info'];
const chargeClient = SCREEN_PERMISSIONS['/ChargeClient/Info'];
/** Either invoice inquiry page: the division asked decides which one the server then requires. */
const anyCharge: PermissionRequirement = { codes: [...shareCharge.codes, ...flexCharge.codes], level: 'write' };

/** The month and the filters every per-month call takes. */
export interface ChargeMonthQuery {
  /** yyyy/MM (required). */
  month: string;
  /** 1 share (default) or 2 flex. */
  chargeDivision?: ChargeDivision | string;
  /** Department ids, comma-joined; none: every department the viewer reaches. */
  organizationId?: string;
}

export interface ChargeMonthInfo {
  /** yyyy/MM */
  month: string;
  /** yyyy/MM/dd, the 21st and the 20th. */
  periodStart: string;
  periodEnd: string;
  status: ChargeStatus;
  statusName: string;
  actualUsers: number;
  /** yyyy/MM/dd HH:mm:ss (Japan time) or null. */
  confirmedAt: string | null;
}

export interface ChargeStatusQuery {
  /** yyyy/MM, inclusive; none: every closed month. */
  from?: string;
  to?: string;
}

export interface ChargeStatusResponse {
  /** Newest first. */
  months: ChargeMonthInfo[];
}

/** A charge line with the spec 3 columns (billingName, detailsName, unitPrice, value, priceApplyValue, chargeAmountTotal, resourceName). */
export interface ChargeLine {
  lineId: string;
  chargeDivision: ChargeDivision;
  lineKind: ChargeLineKind;
  /** 14 for the add-member monthly amount, else null. */
  addingUpCode: number | null;
  organizationId: string;
  billingName: string;
  chargeClientId: string;
  userId: string | null;
  userName: string | null;
  resourceType: number | null;
  resourceName: string | null;
  detailsName: string;
  /** The billing unit (分, 回, 席, 名, 式). */
  unit: string;
  unitPrice: number;
  /** The actual value (minutes used, quantity, users). */
  value: number;
  /** What the price applies to (minutes billed, seats, persons). */
  priceApplyValue: number;
  useCount: number;
  /** Yen excluding tax. */
  chargeAmountTotal: number;
  taxRate: number;
}

/** The columns the lines list sorts by on the server; without one, by department, member and line. */
export const CHARGE_LINE_SORT_COLUMNS = ['billingName', 'userName', 'detailsName', 'unitPrice', 'value', 'priceApplyValue', 'chargeAmountTotal'] as const;
export type ChargeLineSortColumn = (typeof CHARGE_LINE_SORT_COLUMNS)[number];

export interface ChargeLinesQuery extends ChargeMonthQuery {
  sort?: ChargeLineSortColumn;
  sortOrder?: 'asc' | 'desc';
  offset?: number;
  /** Default 500 (spec 9), at most 500. */
  limit?: number;
}

export interface ChargeLinesResponse {
  month: ChargeMonthInfo;
  totalCount: number;
  offset: number;
  limit: number;
  /** Yen excluding tax over every line of the filter (not only this page). */
  totalAmount: number;
  lines: ChargeLine[];
}

export interface ChargeClientDepartment {
  organizationId: string;
  billingName: string;
  /** Yen excluding tax of the division asked. */
  amount: number;
}

export interface ChargeClientTotal {
  chargeClientId: string;
  clientName: string;
  departments: ChargeClientDepartment[];
  amountExcludingTax: number;
  /** The invoice's figures (both divisions, tax once per rate): for the responsible person only, else null. */
  invoice: {
    invoiceNo: string; amountExcludingTax: number; taxAmount: number; totalIncludingTax: number; taxLines: { taxRate: number; taxableAmount: number; taxAmount: number }[];
    /** yyyy/MM/dd: the confirmation day, or null while the month is not confirmed. */
    issuedOn: string | null;
    /** yyyy/MM/dd: the payment due date. */
    dueOn: string;
  } | null;
}

export interface ChargeClientResponse {
  month: ChargeMonthInfo;
  chargeDivision: ChargeDivision;
  /** Yen excluding tax of every visible line of the division. */
  amountExcludingTax: number;
  clients: ChargeClientTotal[];
}

export interface ChargeSummaryRow {
  organizationId: string;
  billingName: string;
  /** The department's charges of the division, yen excluding tax. */
  chargeAmountTotal: number;
  /**
   * Its parts (core/charges/domain.ts SUMMARY_PARTS; they add up to chargeAmountTotal): SHARE uses (the budget's
   * usage amount), the registration management fee, FLEX/BASE seats (contracted and excess), added members (code 14)
   * and adjustments.
   */
  usageAmount: number;
  registrationFee: number;
  seatAmount: number;
  addMemberAmount: number;
  adjustmentAmount: number;
  /**
   * SHARE: the department budget (monthly_limit_amount) or null, as of the confirmation once the month is confirmed;
   * difference = limit - charges (spec 5: the fee counts). Null on FLEX/BASE.
   */
  monthlyLimit: number | null;
  difference: number | null;
  /** Members of the department with lines this month (SHARE; on FLEX/BASE the members added this month). */
  managedUsers: number;
}

export interface ChargeSummaryResponse {
  month: ChargeMonthInfo;
  chargeDivision: ChargeDivision;
  rows: ChargeSummaryRow[];
  total: number;
}

export interface ChargeBreakdownMember {
  organizationId: string;
  billingName: string;
  userId: string | null;
  userName: string | null;
  chargeAmountTotal: number;
  lines: ChargeLine[];
}

export interface ChargeBreakdownResponse {
  month: ChargeMonthInfo;
  chargeDivision: ChargeDivision;
  members: ChargeBreakdownMember[];
  total: number;
}

export interface AddMemberMonthlyAmountResponse {
  month: ChargeMonthInfo;
  addingUpCode: number;
  lines: ChargeLine[];
  total: number;
}

export interface ChargeFileQuery extends ChargeMonthQuery {
  /** 1 all lines (default), 2 summary per department, 3 breakdown per member and resource. */
  outputType?: ChargeOutputType | string;
}

export interface ChargeCsvRequest extends ChargeFileQuery {
  /** 'utf-8' (with BOM, the default) or 'cp932'. */
  encoding?: string;
}

export interface ChargeExcelCheckResponse {
  available: boolean;
  rowCount: number;
  /** The spec 8 message when there is nothing to put in the file. */
  message: string | null;
}

export interface ChargeInvoiceQuery {
  month: string;
  /** The invoice destination; none: the corporation's default destination. */
  chargeClientId?: string;
}

export interface ChargeClientAllQuery {
  from?: string;
  to?: string;
}

export interface ChargeClientInfo {
  chargeClientId: string;
  clientName: string;
  postalCode: string | null;
  address: string | null;
  attention: string | null;
  defaultFlg: boolean;
  /** The departments billed to it now (a department without a destination goes to the default one). */
  departments: { organizationId: string; billingName: string }[];
  /** Its invoices, newest month first. */
  months: { month: string; status: ChargeStatus; invoiceNo: string; amountExcludingTax: number; taxAmount: number; totalIncludingTax: number }[];
}

export interface ChargeClientAllResponse {
  clients: ChargeClientInfo[];
}

export const chargeCalls = {
  statusClient: defineCall<ChargeStatusQuery, ChargeStatusResponse>({ id: 'charges.statusClient', method: 'GET', base: '/api', path: '/charge/statusClient', access: anyCharge }),
  client: defineCall<ChargeMonthQuery, ChargeClientResponse>({ id: 'charges.client', method: 'GET', base: '/api', path: '/charge/client', access: anyCharge }),
  clientAll: defineCall<ChargeClientAllQuery, ChargeClientAllResponse>({ id: 'charges.clientAll', method: 'GET', base: '/api', path: '/charge/clientAll', access: chargeClient }),
  allBillings: defineCall<ChargeLinesQuery, ChargeLinesResponse>({ id: 'charges.allBillings', method: 'GET', base: '/api', path: '/charge/allBillings', access: anyCharge }),
  summary: defineCall<ChargeMonthQuery, ChargeSummaryResponse>({ id: 'charges.summary', method: 'GET', base: '/api', path: '/charge/summary', access: anyCharge }),
  breakdown: defineCall<ChargeMonthQuery, ChargeBreakdownResponse>({ id: 'charges.breakdown', method: 'GET', base: '/api', path: '/charge/breakdown', access: anyCharge }),
  addMemberMonthlyAmountInfo: defineCall<ChargeMonthQuery, AddMemberMonthlyAmountResponse>({
    id: 'charges.addMemberMonthlyAmountInfo', method: 'GET', base: '/api', path: '/charge/addMemberMonthlyAmountInfo', access: flexCharge,
  }),
  csv: defineCall<ChargeCsvRequest, Blob>({ id: 'charges.csv', method: 'POST', base: '/api', path: '/charge/csv', access: anyCharge, file: true, fileTypes: FILE_TYPES.csv }),
  /** The CSV of a confirmed month only (the figures after confirmation); a not-confirmed month is the spec 8 message. */
  csvAfter: defineCall<ChargeCsvRequest, Blob>({ id: 'charges.csvAfter', method: 'GET', base: '/api', path: '/charge/csv/after', access: anyCharge, file: true, fileTypes: FILE_TYPES.csv }),
  excelCheck: defineCall<ChargeFileQuery, ChargeExcelCheckResponse>({ id: 'charges.excelCheck', method: 'GET', base: '/api', path: '/charge/excel/check', access: anyCharge }),
  excel: defineCall<ChargeFileQuery, Blob>({ id: 'charges.excel', method: 'GET', base: '/api', path: '/charge/excel', access: anyCharge, file: true, fileTypes: FILE_TYPES.xlsx }),
  invoice: defineCall<ChargeInvoiceQuery, Blob>({ id: 'charges.invoice', method: 'GET', base: '/api', path: '/charge/invoice', access: anyCharge, file: true, fileTypes: FILE_TYPES.pdf }),
};
