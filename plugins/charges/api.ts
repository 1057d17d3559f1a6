// The charges plugin's calls, typed from the charges contract (isomorphic: the CLI's `twb invoices` may use them too).
import type { ApiClient, FileResponse } from '../../core/api/client-types';
import {
  chargeCalls, type AddMemberMonthlyAmountResponse, type ChargeBreakdownResponse, type ChargeClientAllQuery, type ChargeClientAllResponse,
  type ChargeClientResponse, type ChargeCsvRequest, type ChargeExcelCheckResponse, type ChargeFileQuery, type ChargeInvoiceQuery, type ChargeLinesQuery,
  type ChargeLinesResponse, type ChargeMonthQuery, type ChargeStatusQuery, type ChargeStatusResponse, type ChargeSummaryResponse,
} from '../../core/charges/calls';

/** The closed months, newest first, with their status. */
export function fetchChargeMonths(client: ApiClient, query: ChargeStatusQuery = {}, signal?: AbortSignal): Promise<ChargeStatusResponse> {
  return client.call(chargeCalls.statusClient, query, { signal });
}

/** The month per invoice destination and department (the invoice's figures for the responsible person only). */
export function fetchClientTotals(client: ApiClient, query: ChargeMonthQuery, signal?: AbortSignal): Promise<ChargeClientResponse> {
  return client.call(chargeCalls.client, query, { signal });
}

export function fetchChargeLines(client: ApiClient, query: ChargeLinesQuery, signal?: AbortSignal): Promise<ChargeLinesResponse> {
  return client.call(chargeCalls.allBillings, query, { signal });
}

export function fetchChargeSummary(client: ApiClient, query: ChargeMonthQuery, signal?: AbortSignal): Promise<ChargeSummaryResponse> {
  return client.call(chargeCalls.summary, query, { signal });
}

export function fetchChargeBreakdown(client: ApiClient, query: ChargeMonthQuery, signal?: AbortSignal): Promise<ChargeBreakdownResponse> {
  return client.call(chargeCalls.breakdown, query, { signal });
}

/** The FLEX/BASE added-member monthly amounts (adding-up code 14). */
export function fetchAddMemberAmounts(client: ApiClient, query: ChargeMonthQuery, signal?: AbortSignal): Promise<AddMemberMonthlyAmountResponse> {
  return client.call(chargeCalls.addMemberMonthlyAmountInfo, query, { signal });
}

export function fetchChargeClients(client: ApiClient, query: ChargeClientAllQuery, signal?: AbortSignal): Promise<ChargeClientAllResponse> {
  return client.call(chargeCalls.clientAll, query, { signal });
}

/** The CSV of a month: UTF-8 with BOM by default, or CP932. */
export function downloadChargeCsv(client: ApiClient, request: ChargeCsvRequest, signal?: AbortSignal): Promise<FileResponse> {
  return client.download(chargeCalls.csv, request, { signal });
}

/** Whether the Excel file would have rows (the spec 8 message when not). */
export function checkChargeExcel(client: ApiClient, query: ChargeFileQuery, signal?: AbortSignal): Promise<ChargeExcelCheckResponse> {
  return client.call(chargeCalls.excelCheck, query, { signal });
}

export function downloadChargeExcel(client: ApiClient, query: ChargeFileQuery, signal?: AbortSignal): Promise<FileResponse> {
  return client.download(chargeCalls.excel, query, { signal });
}

/** The invoice PDF of a destination and month (responsible person only). */
export function downloadInvoicePdf(client: ApiClient, query: ChargeInvoiceQuery, signal?: AbortSignal): Promise<FileResponse> {
  return client.download(chargeCalls.invoice, query, { signal });
}
