// Reservations (/Reservation/Info, WFAJ001 read): the members' reservations with every filter of spec 7 in the URL
// (period from today by default, facility through the popup list, room, plan, member name, departments, including cancelled), 100 a page
// (spec 9), sorted on the server; an administrator cancels one that has not started (confirm, then execute), and the
// filtered list downloads as CSV. A department clerk sees only their departments (the server decides).
import '../reservations.css';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { RESERVATION_SORT_COLUMNS, type ReservationCancelPreview, type ReservationRow } from '../../../core/reservations/calls';
import { RESERVATION_PAGE_SIZE } from '../../../core/usage/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { ErrorService, ToastService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import '../../../core/usage/load-messages';
import {
  ConfirmExecuteDialog, DetailTable, PagedDataList, saveFile, useLoadedData, useService, useUrlFilters, serverSortChange,
} from '../../../web/kit';
import { fetchDepartments, searchFacilities } from '../../shared/choice-lists';
import { allReservations, cancelReservation, confirmCancel, fetchPricePlans, fetchRooms, searchReservations } from '../api';
import { ReservationFilterForm } from '../components/ReservationFilterForm';
import { reservationColumns } from '../components/reservation-columns';
import { reservationCsv } from '../components/reservation-csv';
import { FILTER_KEYS, draftOf, reservationFilterSchema, filterQueryOf, reservationQueryOf, type ReservationFilterDraft } from '../components/reservation-filter';

const rowKey = (row: ReservationRow) => row.reservationId;

export default function ReservationInfoPage() {
  const client = useService<ApiClient>(ApiClient);
  const toasts = useService<ToastService>(ToastService);
  const errors = useService<ErrorService>(ErrorService);
  // Today is read once per visit: a page left open overnight keeps the day it opened on.
  const schema = useMemo(() => reservationFilterSchema(Date.now()), []);
  const filters = useUrlFilters(schema);
  const { values } = filters;
  const [reload, setReload] = useState(0);
  const [cancelling, setCancelling] = useState<ReservationRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const departments = useLoadedData((signal) => fetchDepartments(client, signal), [client]);
  const plans = useLoadedData((signal) => fetchPricePlans(client, signal), [client]);
  const list = useLoadedData((signal) => searchReservations(client, reservationQueryOf(values), signal), [client, filters.key, reload]);
  const columns = useMemo(() => reservationColumns(setCancelling), []);
  const facilities = useCallback((query: Parameters<typeof searchFacilities>[1], signal: AbortSignal) => searchFacilities(client, query, signal), [client]);
  const rooms = useCallback((facilityId: string, signal: AbortSignal) => fetchRooms(client, facilityId, signal), [client]);

  const search = (draft: ReservationFilterDraft) => filters.update({ ...draft, currentPage: 1 });
  const changeSort = serverSortChange(RESERVATION_SORT_COLUMNS, (sort, sortOrder) => filters.update({ sort, sortOrder, currentPage: 1 }));
  const downloadCsv = async () => {
    setExporting(true);
    try {
      const rows = await allReservations(client, filterQueryOf(values));
      const timestamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
      saveFile({ fileName: t('reservations.csv.fileName', { timestamp }), data: reservationCsv(rows), contentType: 'text/csv; charset=utf-8' });
    } catch (error) {
      errors.handle(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="twb-usage-page">
      <p className="twb-usage-page__lead">{t('reservations.info.lead')}</p>
      <ReservationFilterForm
        applied={draftOf(values)}
        appliedKey={filters.key}
        departments={departments.data ?? []}
        plans={plans.data ?? []}
        searchFacilities={facilities}
        loadRooms={rooms}
        onSearch={search}
        onClear={() => filters.reset([...FILTER_KEYS, 'currentPage'])}
      />
      <div className="twb-usage-page__actions">
        <Button icon="download" text={t('reservations.action.csv')} loading={exporting} disabled={!list.data || list.data.totalCount === 0} onClick={() => void downloadCsv()} />
      </div>
      <PagedDataList
        ariaLabel={t('reservations.list.label')}
        rows={list.data?.rows ?? []}
        rowKey={rowKey}
        columns={columns}
        sort={{ columnId: values.sort, order: values.sortOrder }}
        onSortChange={changeSort}
        total={list.data?.totalCount ?? 0}
        page={values.currentPage}
        pageSize={RESERVATION_PAGE_SIZE}
        onPageChange={(page) => filters.update({ currentPage: page })}
        loading={list.loading}
        load={list}
        emptyText={t('reservations.empty')}
        columnsKey="reservations"
        height={520}
      />
      <ConfirmExecuteDialog<ReservationCancelPreview, unknown>
        openKey={cancelling}
        title={t('reservations.cancel.title')}
        icon="cross-circle"
        intent="danger"
        confirm={() => confirmCancel(client, cancelling as ReservationRow)}
        execute={(preview) => cancelReservation(client, preview)}
        renderPreview={(preview) => (
          <>
            <p>{preview.message}</p>
            <DetailTable
              rows={[
                { label: t('reservations.field.startDate'), value: preview.reservation.startDate },
                { label: t('reservations.field.toDate'), value: preview.reservation.toDate },
                { label: t('reservations.field.facility'), value: `${preview.reservation.facilityName} ${preview.reservation.roomName ?? ''}` },
                { label: t('reservations.field.userName'), value: preview.reservation.userName },
                { label: t('reservations.field.organizationName'), value: preview.reservation.organizationName ?? '' },
              ]}
            />
          </>
        )}
        executeText={t('reservations.cancel.execute')}
        conflictMessage={t('reservations.conflict')}
        onDone={() => {
          toasts.show(t('reservations.cancel.done'), 'success', 'tick');
          setCancelling(null);
          setReload((n) => n + 1);
        }}
        onClose={() => setCancelling(null)}
        onReload={() => {
          setCancelling(null);
          setReload((n) => n + 1);
        }}
      />
    </div>
  );
}
