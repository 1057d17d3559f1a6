// Department budgets (/LimitAmountBilling/Info, WFAF001 read; needs limitAmounDisplayFlg): the current period's
// usage against each department's budget, filtered by departments (sBillingId), usage rate status and service usage
// status (default "0"), synced to the URL; sorted by the server.
import '../limit-amount.css';
import { LIMIT_BILLING_SORT_COLUMNS } from '../../../core/limit-amount/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/limit-amount/load-messages';
import { DataList, useLoadedData, useService, useUrlFilters, serverSortChange } from '../../../web/kit';
import { fetchBudgetDepartments, searchBudgetDepartments } from '../api';
import { BudgetFilterForm } from '../components/BudgetFilterForm';
import { billingColumns } from '../components/budget-columns';
import { BILLING_FILTER_SCHEMA, billingQueryOf, type BudgetFilterDraft } from '../components/limit-filter';
import { useBudgetContext } from '../components/use-budget-context';


export default function LimitAmountBillingInfoPage() {
  const client = useService<ApiClient>(ApiClient);
  const context = useBudgetContext();
  const filters = useUrlFilters(BILLING_FILTER_SCHEMA);
  const { values } = filters;
  const departments = useLoadedData((signal) => fetchBudgetDepartments(client, context.corporationId, false, signal), [client, context.corporationId]);
  const list = useLoadedData((signal) => searchBudgetDepartments(client, billingQueryOf(values, context.corporationId), signal), [client, filters.key, context.corporationId]);
  const columns = billingColumns(context);

  const applied: BudgetFilterDraft = { userName: '', departments: values.sBillingId, usageRateStatus: values.usageRateStatus, serviceUsageStatus: values.serviceUsageStatus };
  const search = (draft: BudgetFilterDraft) =>
    filters.update({ sBillingId: draft.departments, usageRateStatus: draft.usageRateStatus, serviceUsageStatus: draft.serviceUsageStatus });
  const changeSort = serverSortChange(LIMIT_BILLING_SORT_COLUMNS, (sort, sortOrder) => filters.update({ sort, sortOrder }));

  return (
    <div className="twb-budget-list">
      <BudgetFilterForm
        applied={applied}
        appliedKey={filters.key}
        departments={departments.data ?? []}
        withName={false}
        onSearch={search}
        onClear={() => filters.reset(['sBillingId', 'usageRateStatus', 'serviceUsageStatus'])}
      />
      {list.data && <p className="twb-budget-period">{t('limitAmount.list.periodLead', { start: list.data.periodStart, end: list.data.periodEnd })}</p>}
      <DataList
        ariaLabel={t('limitAmount.list.billingLabel')}
        rows={list.data?.rows ?? []}
        columns={columns}
        sort={{ columnId: values.sort, order: values.sortOrder }}
        onSortChange={changeSort}
        loading={list.loading}
        load={list}
        columnsKey="limit-amount.departments"
      />
    </div>
  );
}
