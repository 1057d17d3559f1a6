// The usage plugin's calls, typed from the contract (isomorphic: the CLI uses them too).
import type { ApiClient, FileResponse } from '../../core/api/client-types';
import {
  usageCalls, type UsageCsvRequest, type UsageFilter, type UsageSearchQuery, type UsageSearchResponse, type UsageSummaryResponse,
} from '../../core/usage/calls';

export function searchUsage(client: ApiClient, query: UsageSearchQuery, signal?: AbortSignal): Promise<UsageSearchResponse> {
  return client.call(usageCalls.list, query, { signal });
}

export function summarizeUsage(client: ApiClient, filter: UsageFilter, signal?: AbortSignal): Promise<UsageSummaryResponse> {
  return client.call(usageCalls.summary, filter, { signal });
}

/** The CSV of the filtered records: UTF-8 with BOM by default, or CP932. */
export function downloadUsageCsv(client: ApiClient, request: UsageCsvRequest, signal?: AbortSignal): Promise<FileResponse> {
  return client.download(usageCalls.csv, request, { signal });
}
