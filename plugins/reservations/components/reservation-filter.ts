// The reservation list's filters, sort and page as URL parameters (spec 7 reservation filters), and their
// translation into the list query. Days travel as yyyy/MM/dd (the date inputs' form); the server also reads the
// yyyy-MM-dd of older bookmarks.
import { RESERVATION_SORT_COLUMNS, type ReservationSearchQuery } from '../../../core/reservations/calls';
import { RESERVATION_PAGE_SIZE } from '../../../core/usage/domain';
import { urlParam, type UrlFilterValues } from '../../../web/kit';
import { filterList, filterText, PERIOD_PARAMS, withoutUndefined } from '../../shared/filter-query';

export const RESERVATION_FILTER_SCHEMA = {
  ...PERIOD_PARAMS,
  facilityId: urlParam.text(),
  facilityName: urlParam.text(),
  roomId: urlParam.text(),
  chargeId: urlParam.text(),
  userName: urlParam.text(),
  organizationId: urlParam.list(),
  allowCanceled: urlParam.flag(),
  sort: urlParam.choice(RESERVATION_SORT_COLUMNS, 'startDate'),
  sortOrder: urlParam.choice(['asc', 'desc'] as const, 'asc'),
  currentPage: urlParam.int(1, 1),
};

export type ReservationFilterValues = UrlFilterValues<typeof RESERVATION_FILTER_SCHEMA>;

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Today in Japan as yyyy/MM/dd (the date inputs' form). */
export function japanDay(nowMs: number): string {
  return new Date(nowMs + JST_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '/');
}

/**
 * The schema the page uses: the list opens on the reservations from today on (what a person comes to cancel), not
 * the oldest of all. The start stays a URL filter: an earlier day shows the past, and an emptied field
 * (`startDate=` in the URL) shows everything; clearing the form returns to today.
 */
export function reservationFilterSchema(nowMs: number): typeof RESERVATION_FILTER_SCHEMA {
  return { ...RESERVATION_FILTER_SCHEMA, startDate: urlParam.text(japanDay(nowMs)) };
}

/** What a person sets in the filter form (sort and page are set by the list itself). */
export interface ReservationFilterDraft {
  startDate: string;
  toDate: string;
  facilityId: string;
  facilityName: string;
  roomId: string;
  chargeId: string;
  userName: string;
  organizationId: readonly string[];
  allowCanceled: boolean;
}

export const FILTER_KEYS = ['startDate', 'toDate', 'facilityId', 'facilityName', 'roomId', 'chargeId', 'userName', 'organizationId', 'allowCanceled'] as const;

export function draftOf(values: ReservationFilterValues): ReservationFilterDraft {
  return {
    startDate: values.startDate, toDate: values.toDate, facilityId: values.facilityId, facilityName: values.facilityName, roomId: values.roomId,
    chargeId: values.chargeId, userName: values.userName, organizationId: values.organizationId, allowCanceled: values.allowCanceled,
  };
}

/** The filter part of the query (without paging), as the list and its CSV send it. */
export function filterQueryOf(values: ReservationFilterValues): ReservationSearchQuery {
  return withoutUndefined<ReservationSearchQuery>({
    startDate: filterText(values.startDate),
    toDate: filterText(values.toDate),
    facilityId: filterText(values.facilityId),
    roomId: filterText(values.roomId),
    chargeId: filterText(values.chargeId),
    userName: filterText(values.userName),
    organizationId: filterList(values.organizationId),
    allowCanceled: values.allowCanceled ? '1' : undefined,
    sort: values.sort,
    sortOrder: values.sortOrder,
  });
}

export function reservationQueryOf(values: ReservationFilterValues): ReservationSearchQuery {
  return { ...filterQueryOf(values), offset: (values.currentPage - 1) * RESERVATION_PAGE_SIZE, limit: RESERVATION_PAGE_SIZE };
}
