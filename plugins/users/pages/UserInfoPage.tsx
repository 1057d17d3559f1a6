// The member list (/User/Info, WFAG001 read): the filters of spec 3 synced to the URL, server-side sort on
// every column (default chargeDisplayOrder ascending), 500 rows a page, status tags, row selection for bulk
// delete, and the CSV exports: the filtered list through the asynchronous pair, the whole list at once.
import '../users.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { MEMBER_PAGE_SIZE, type MemberListRow, type MemberSortColumn } from '../../../core/users/domain';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { PermissionService, ToastService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/users/load-page-messages';
import {
  ExportProgress, LinkMenuButton, PagedDataList, useAllowedUploads, useAsyncExport, useDirectExport, useLoadedData, useRowSelection,
  useService, useUrlFilters, type SortState,
} from '../../../web/kit';
import { BULK_UPLOADS } from '../../../core/uploads/domain';
import { fetchDepartments, searchMembers } from '../api';
import { USERS_PATH } from '../paths';
import { BulkDeleteDialog } from '../components/BulkDeleteDialog';
import { MemberCsvExport } from '../components/MemberCsvExport';
import { MemberFilterForm } from '../components/MemberFilterForm';
import { MEMBER_COLUMNS } from '../components/member-columns';
import {
  MEMBER_FILTER_SCHEMA, draftOf, searchFilterOf, searchQueryOf, type MemberFilterDraft,
} from '../components/member-filter';

const rowKey = (row: MemberListRow) => row.userId;
const rowLabel = (row: MemberListRow) => row.userName;
const selectable = (row: MemberListRow) => !row.deleteFlg;

export default function UserInfoPage() {
  useSignals();
  const client = useService<ApiClient>(ApiClient);
  const permissions = useService<PermissionService>(PermissionService);
  const toasts = useService<ToastService>(ToastService);
  const filters = useUrlFilters(MEMBER_FILTER_SCHEMA);
  const { values } = filters;
  const selection = useRowSelection();
  const exporter = useAsyncExport();
  const wholeList = useDirectExport();
  const [deleting, setDeleting] = useState<readonly string[] | null>(null);

  const canRegister = permissions.can(SCREEN_PERMISSIONS['/User/Register']);
  const canDelete = permissions.can(SCREEN_PERMISSIONS['/User/Update/:division/:userId']);
  const uploads = useAllowedUploads([{ entry: BULK_UPLOADS.members, label: t('common.bulkUpload.members') }]);
  const showFlex = permissions.flexDisplay.value;

  const departments = useLoadedData((signal) => fetchDepartments(client, signal), [client]);
  const list = useLoadedData((signal) => searchMembers(client, searchQueryOf(values), signal), [client, filters.key]);

  // A selection belongs to the rows it was made on: another filter, sort or page starts afresh.
  const { clear } = selection;
  useEffect(() => clear(), [filters.key, clear]);

  const draft = useMemo(() => draftOf(values), [values]);
  const rows = list.data?.rows ?? [];
  const total = list.data?.totalCount ?? 0;

  const search = (next: MemberFilterDraft) => filters.update({ ...next, currentPage: 1 });
  const clearFilter = () => filters.reset(['userName', 'sOrganizationId', 'approvalDivision', 'passwordResetFlg', 'serviceUsage', 'deleted', 'flexContractFlg', 'currentPage']);
  const changeSort = (sort: SortState) => filters.update({ sort: sort.columnId as MemberSortColumn, sortOrder: sort.order, currentPage: 1 });
  const changePage = (page: number) => filters.update({ currentPage: page });

  const closeDelete = useCallback(() => setDeleting(null), []);
  const deleted = (message: string) => {
    setDeleting(null);
    selection.clear();
    toasts.show(message, 'success', 'tick');
    list.reload();
  };
  const reloadAfterRefusal = () => {
    setDeleting(null);
    selection.clear();
    list.reload();
  };

  return (
    <div className="twb-members">
      <MemberFilterForm
        applied={draft}
        appliedKey={filters.key}
        departments={departments.data ?? []}
        showFlex={showFlex}
        onSearch={search}
        onClear={clearFilter}
      />
      <div className="twb-members__toolbar">
        <div className="twb-members__toolbar-start">
          {canRegister && (
            <Link to={USERS_PATH.register} className="bp6-button bp6-intent-primary twb-members__register">
              {t('users.list.register')}
            </Link>
          )}
          <LinkMenuButton icon="th" label={t('common.bulkUploads')} items={uploads} />
          {canDelete && (
            <>
              <Button
                icon="trash"
                intent="danger"
                variant="outlined"
                disabled={selection.count === 0}
                text={t('users.list.bulkDelete', { count: selection.count })}
                onClick={() => setDeleting([...selection.selected])}
              />
              {selection.count > 0 && <Button variant="minimal" text={t('users.list.clearSelection')} onClick={selection.clear} />}
            </>
          )}
        </div>
        <MemberCsvExport filter={searchFilterOf(draft)} sort={values.sort} sortOrder={values.sortOrder} exporter={exporter} wholeList={wholeList} />
      </div>
      <ExportProgress exporter={exporter} />
      <ExportProgress exporter={wholeList} />
      <PagedDataList
        ariaLabel={t('users.list.label')}
        rows={rows}
        rowKey={rowKey}
        columns={MEMBER_COLUMNS}
        sort={{ columnId: values.sort, order: values.sortOrder }}
        onSortChange={changeSort}
        total={total}
        page={values.currentPage}
        pageSize={MEMBER_PAGE_SIZE}
        onPageChange={changePage}
        select={canDelete ? { selection, rowLabel, selectable } : undefined}
        loading={list.loading}
        load={list}
        columnsKey="members"
      />
      <BulkDeleteDialog userIds={deleting} onDeleted={deleted} onClose={closeDelete} onReload={reloadAfterRefusal} />
    </div>
  );
}
