// `twb usage export --from --to [--department] [--encoding cp932] -o file.csv` and `twb reservations list [filters]
// [--json]`: the usage CSV of a period (the same file as the usage page's) and the reservation list with the filters
// of spec 7. Both are reads: retried on passing network trouble.
import type { ApiClient } from '../../core/api/client-types';
import { billingCalls } from '../../core/billing/calls';
import {
  RESERVATION_SORT_COLUMNS, reservationCalls, type ReservationSearchQuery, type ReservationSortColumn,
} from '../../core/reservations/calls';
import { usageCalls, type UsageCsvRequest } from '../../core/usage/calls';
import { RESERVATION_PAGE_SIZE } from '../../core/usage/domain';
import { t } from '../../core/i18n';
import { usageError } from '../io/cli-error';
import { ExitCode } from '../io/exit-codes';
import type { Output } from '../io/output';
import type { CliRuntime } from '../runtime';
import { resolveSession, signedInClient } from '../session';
import type { CommonOptions } from './common-options';
import { withGetRetries } from './upload-retry';
import { saveFileCall } from './save-file-call';
import { padColumns } from '../io/columns';
import { fileEncodingOption } from '../io/encoding-option';
import { configuredEncoding, configuredOutputDir } from '../config/user-config';

export interface UsageExportOptions extends CommonOptions {
  from?: string;
  to?: string;
  department?: string[];
  encoding?: string;
  output?: string;
}

export interface ReservationListOptions extends CommonOptions {
  from?: string;
  to?: string;
  facility?: string;
  room?: string;
  charge?: string;
  userName?: string;
  department?: string[];
  includeCancelled?: boolean;
  sort?: string;
  order?: string;
  limit?: string;
  offset?: string;
}

async function client(runtime: CliRuntime, options: CommonOptions): Promise<ApiClient> {
  return signedInClient(runtime, await resolveSession(runtime, options.baseUrl));
}

function dayOf(option: string, value: string | undefined, required: boolean): string | undefined {
  if (value === undefined) {
    if (required) throw usageError(t('usage.cli.dateRequired', { option }));
    return undefined;
  }
  if (!/^\d{4}\/\d{2}\/\d{2}$/.test(value)) throw usageError(t('usage.cli.badDate', { option, value }));
  return value;
}

function idOf(option: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,9}$/.test(value)) throw usageError(t('usage.cli.badId', { option, value }));
  return value;
}

/** Departments by id or by name (as the pages show them), comma-joined or repeated; a name that matches none is refused. */
async function departmentIds(api: ApiClient, given: readonly string[] | undefined): Promise<string | undefined> {
  const parts = (given ?? []).flatMap((d) => d.split(',')).map((d) => d.trim()).filter(Boolean);
  if (parts.length === 0) return undefined;
  const names = parts.filter((p) => !/^\d+$/.test(p));
  const known = names.length > 0 ? await withGetRetries(() => api.call(billingCalls.withMark, {})) : [];
  return parts
    .map((part) => {
      if (/^\d+$/.test(part)) return part;
      const found = known.find((d) => d.billingName === part);
      if (!found) throw usageError(t('usage.cli.unknownDepartment', { name: part }));
      return found.billingId;
    })
    .join(',');
}

export async function runUsageExport(options: UsageExportOptions, runtime: CliRuntime, output: Output): Promise<number> {
  const startDate = dayOf('--from', options.from, true);
  const toDate = dayOf('--to', options.to, true);
  const encoding = fileEncodingOption(await configuredEncoding(runtime, options.encoding));
  // Without -o: the output folder of TWB_OUTPUT_DIR or `twb config set output-dir`, under the server's file name.
  const target = options.output ?? (await configuredOutputDir(runtime));
  if (target === undefined) throw usageError(t('uploads.cli.outputRequired'));
  const request: UsageCsvRequest = { startDate, toDate, encoding: encoding === 'cp932' ? 'cp932' : 'utf-8' };
  // Department names need a look-up first; ids go as they are.
  const organizationId = options.department === undefined ? undefined : await departmentIds(await client(runtime, options), options.department);
  if (organizationId) request.organizationId = organizationId;
  return saveFileCall(runtime, options.baseUrl, usageCalls.csv, request, target, output);
}


export async function runReservationList(options: ReservationListOptions, runtime: CliRuntime, output: Output): Promise<number> {
  const limit = options.limit === undefined ? RESERVATION_PAGE_SIZE : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw usageError(t('uploads.cli.badNumber', { option: '--limit', value: options.limit ?? '' }));
  const offset = options.offset === undefined ? 0 : Number(options.offset);
  if (!Number.isInteger(offset) || offset < 0) throw usageError(t('uploads.cli.badNumber', { option: '--offset', value: options.offset ?? '' }));
  if (options.sort !== undefined && !(RESERVATION_SORT_COLUMNS as readonly string[]).includes(options.sort)) {
    throw usageError(t('usage.cli.badChoice', { option: '--sort', value: options.sort, choices: RESERVATION_SORT_COLUMNS.join(', ') }));
  }
  if (options.order !== undefined && !['asc', 'desc'].includes(options.order)) {
    throw usageError(t('usage.cli.badChoice', { option: '--order', value: options.order, choices: 'asc, desc' }));
  }
  const query: ReservationSearchQuery = {
    offset,
    limit,
    startDate: dayOf('--from', options.from, false),
    toDate: dayOf('--to', options.to, false),
    facilityId: idOf('--facility', options.facility),
    roomId: idOf('--room', options.room),
    chargeId: idOf('--charge', options.charge),
    userName: options.userName,
    allowCanceled: options.includeCancelled ? '1' : undefined,
    sort: options.sort as ReservationSortColumn | undefined,
    sortOrder: options.order as 'asc' | 'desc' | undefined,
  };
  const api = await client(runtime, options);
  query.organizationId = await departmentIds(api, options.department);
  const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as ReservationSearchQuery;
  const page = await withGetRetries(() => api.call(reservationCalls.list, clean));
  if (output.json) {
    output.data(page);
    return ExitCode.OK;
  }
  if (page.rows.length === 0) {
    output.info(t('reservations.empty'));
    return ExitCode.OK;
  }
  output.line([
    padColumns(t('usage.cli.column.id'), 8), padColumns(t('reservations.field.startDate'), 18), padColumns(t('reservations.field.endShort'), 7),
    padColumns(t('reservations.field.facility'), 26), padColumns(t('reservations.field.room'), 18), padColumns(t('reservations.field.userName'), 14),
    padColumns(t('reservations.field.organizationName'), 22), t('reservations.field.status'),
  ].join(''));
  for (const r of page.rows) {
    const status = r.cancelFlg ? t('reservations.status.cancelled') : t(r.cancellable ? 'reservations.status.reserved' : 'reservations.status.started');
    output.line([
      padColumns(r.reservationId, 8), padColumns(r.startDate.slice(0, 16), 18), padColumns(r.toDate.slice(11, 16), 7), padColumns(r.facilityName, 26),
      padColumns(r.roomName ?? '', 18), padColumns(r.userName, 14), padColumns(r.organizationName ?? '', 22), status,
    ].join(''));
  }
  output.info(t('usage.cli.shown', { from: page.offset + 1, to: page.offset + page.rows.length, total: page.totalCount }));
  return ExitCode.OK;
}
