// The department list (/Billing/Info, WFAC001 read): the filters of spec 3 synced to the URL, sort on the server
// (default display order), and for the responsible person the registration, the display order change, the budget
// list shortcuts, the department registrations (applications) with their state, and the transfer applications with
// their cancel. A clerk sees only the departments they look after.
import '../billing.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { billingCalls } from '../../../core/billing/calls';
import { applicationCalls, TRANSFER_WRITE } from '../../../core/applications/calls';
import { RoleType } from '../../../core/domain/roles';
import type { DepartmentListRow, DepartmentSortColumn } from '../../../core/billing/domain';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { AuthService, ErrorService, PermissionService, ToastService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/billing/load-messages';
import { DataList, LinkButton, LinkMenuButton, loadFailed, useAllowedUploads, useLoadedData, useService, useUrlFilters, type SortState } from '../../../web/kit';
import { BULK_UPLOADS } from '../../../core/uploads/domain';
import { BILLING_PATH } from '../paths';
import { BUDGET_SHORTCUTS } from '../department-pages';
import { ApplicationList } from '../components/ApplicationList';
import { TransferList } from '../components/TransferList';
import { ChangeOrderDialog } from '../components/ChangeOrderDialog';
import { DepartmentFilterForm } from '../components/DepartmentFilterForm';
import { DEPARTMENT_COLUMNS } from '../components/department-columns';
import { DEPARTMENT_FILTER_SCHEMA, draftOf, searchQueryOf, type DepartmentFilterDraft } from '../components/department-filter';

export default function BillingInfoPage() {
  useSignals();
  const client = useService<ApiClient>(ApiClient);
  const auth = useService<AuthService>(AuthService);
  const permissions = useService<PermissionService>(PermissionService);
  const toasts = useService<ToastService>(ToastService);
  const errors = useService<ErrorService>(ErrorService);
  const filters = useUrlFilters(DEPARTMENT_FILTER_SCHEMA);
  const { values } = filters;
  const [ordering, setOrdering] = useState<readonly DepartmentListRow[] | null>(null);

  // Spec 6: registering departments and changing their order are the responsible person's.
  const responsible = auth.user.value?.role.attributes.roleType === RoleType.CLERK_IN_CORPORATION;
  const canRegister = responsible && permissions.can(SCREEN_PERMISSIONS['/Billing/Register']);
  // Transfers (転用申請) change members' department in bulk: the responsible person's, with the bulk member change's code.
  const canTransfer = responsible && permissions.can(TRANSFER_WRITE);
  const canReorder = responsible && permissions.can(SCREEN_PERMISSIONS['/Billing/Update/:billingId']);
  const uploads = useAllowedUploads([
    { entry: BULK_UPLOADS.departmentRegister, label: t('common.bulkUpload.departmentRegister') },
    { entry: BULK_UPLOADS.departmentNames, label: t('common.bulkUpload.departmentNames') },
    { entry: BULK_UPLOADS.departmentOrder, label: t('common.bulkUpload.departmentOrder') },
    { entry: BULK_UPLOADS.departmentDelete, label: t('common.bulkUpload.departmentDelete') },
  ]);
  const view = permissions.viewPermission.value;
  const budgetShortcuts = responsible && view ? BUDGET_SHORTCUTS.filter((s) => s.shown(view) && permissions.can(s.permission)) : [];

  const list = useLoadedData((signal) => client.call(billingCalls.search, searchQueryOf(values), { signal }), [client, filters.key]);
  const applications = useLoadedData(
    (signal) => (canRegister ? client.call(applicationCalls.listDivision1, {}, { signal }) : Promise.resolve([])),
    [client, canRegister],
  );
  const transfers = useLoadedData(
    (signal) => (responsible ? client.call(applicationCalls.listDivision4, {}, { signal }) : Promise.resolve([])),
    [client, responsible],
  );

  const search = (draft: DepartmentFilterDraft) => filters.update({ ...draft });
  const clear = () => filters.reset(['organizationName', 'autoApprovalFlg', 'disableFlg']);
  const changeSort = (sort: SortState) => filters.update({ sort: sort.columnId as DepartmentSortColumn, sortOrder: sort.order });

  // The order is of every department, whatever the list's filter shows.
  const openOrder = async () => {
    try {
      setOrdering((await client.call(billingCalls.search, { sort: 'displayOrder', sortOrder: 'asc' })).rows);
    } catch (error) {
      errors.handle(error);
    }
  };
  const ordered = (message: string) => {
    setOrdering(null);
    toasts.show(message, 'success', 'tick');
    list.reload();
  };
  const staleOrder = (message: string) => {
    setOrdering(null);
    toasts.show(message, 'warning', 'refresh');
    list.reload();
  };

  return (
    <div className="twb-billing">
      <DepartmentFilterForm applied={draftOf(values)} appliedKey={filters.key} onSearch={search} onClear={clear} />
      <div className="twb-billing__toolbar">
        {canRegister && (
          <Link to={BILLING_PATH.register} className="bp6-button bp6-intent-primary twb-link-button">{t('billing.list.register')}</Link>
        )}
        {canTransfer && <LinkButton to={BILLING_PATH.transfer} icon="swap-horizontal" text={t('billing.list.transfer')} />}
        {canReorder && <Button icon="sort" text={t('billing.list.changeOrder')} onClick={() => void openOrder()} />}
        <LinkMenuButton icon="th" label={t('common.bulkUploads')} items={uploads} />
        {budgetShortcuts.map((shortcut) => (
          <LinkButton key={shortcut.path} to={shortcut.path} icon="bank-account" text={t(shortcut.label)} />
        ))}
      </div>
      <DataList
        ariaLabel={t('billing.list.label')}
        rows={list.data?.rows ?? []}
        columns={DEPARTMENT_COLUMNS}
        sort={{ columnId: values.sort, order: values.sortOrder }}
        onSortChange={changeSort}
        total={list.data?.totalCount ?? 0}
        loading={list.loading}
        load={list}
        columnsKey="departments"
      />
      {canRegister && (applications.data || loadFailed(applications)) && <ApplicationList rows={applications.data ?? []} load={applications} />}
      {responsible && transfers.data && <TransferList rows={transfers.data} canCancel={canTransfer} reload={transfers.reload} />}
      <ChangeOrderDialog departments={ordering} onClose={() => setOrdering(null)} onChanged={ordered} onStale={staleOrder} />
    </div>
  );
}
