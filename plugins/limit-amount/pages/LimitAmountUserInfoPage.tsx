// Member budgets (/LimitAmountUser/Info, WFAF004 read; needs limitAmountUserDisplayFlg): each member's usage of the
// current period (registration fee excluded) against the member budget of their department, filtered by name,
// departments, usage rate status and service usage status (default "0"), 100 a page (spec 9), synced to the URL.
import '../limit-amount.css';
import { LIMIT_USER_PAGE_SIZE, LIMIT_USER_SORT_COLUMNS, type LimitAmountUserRow } from '../../../core/limit-amount/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/limit-amount/load-messages';
import { PagedDataList, useLoadedData, useService, useUrlFilters, serverSortChange } from '../../../web/kit';
import { fetchBudgetDepartments, searchBudgetMembers } from '../api';
import { BudgetFilterForm } from '../components/BudgetFilterForm';
import { userColumns } from '../components/budget-columns';
import { USER_FILTER_SCHEMA, userQueryOf, type BudgetFilterDraft } from '../components/limit-filter';
import { useBudgetContext } from '../components/use-budget-context';

const rowKey = (row: LimitAmountUserRow) => row.userId;

export default function LimitAmountUserInfoPage() {
  const client = useService<ApiClient>(ApiClient);
  const context = useBudgetContext();
  const filters = useUrlFilters(USER_FILTER_SCHEMA);
  const { values } = filters;
  const departments = useLoadedData((signal) => fetchBudgetDepartments(client, context.corporationId, true, signal), [client, context.corporationId]);
  const list = useLoadedData((signal) => searchBudgetMembers(client, userQueryOf(values, context.corporationId), signal), [client, filters.key, context.corporationId]);
  const columns = userColumns(context, departments.data ?? []);

  const applied: BudgetFilterDraft = { userName: values.userName, departments: values.billingId, usageRateStatus: values.usageRateStatus, serviceUsageStatus: values.serviceUsageStatus };
  const search = (draft: BudgetFilterDraft) => filters.update({
    userName: draft.userName, billingId: draft.departments, usageRateStatus: draft.usageRateStatus, serviceUsageStatus: draft.serviceUsageStatus, currentPage: 1,
  });
  const changeSort = serverSortChange(LIMIT_USER_SORT_COLUMNS, (sort, sortOrder) => filters.update({ sort, sortOrder, currentPage: 1 }));

  return (
    <div className="twb-budget-list">
      <BudgetFilterForm
        applied={applied}
        appliedKey={filters.key}
        departments={departments.data ?? []}
        withName
        onSearch={search}
        onClear={() => filters.reset(['userName', 'billingId', 'usageRateStatus', 'serviceUsageStatus', 'currentPage'])}
      />
      {list.data && <p className="twb-budget-period">{t('limitAmount.list.periodLead', { start: list.data.periodStart, end: list.data.periodEnd })}</p>}
      <PagedDataList
        ariaLabel={t('limitAmount.list.userLabel')}
        rows={list.data?.rows ?? []}
        rowKey={rowKey}
        columns={columns}
        sort={{ columnId: values.sort, order: values.sortOrder }}
        onSortChange={changeSort}
        total={list.data?.totalCount ?? 0}
        page={values.currentPage}
        pageSize={LIMIT_USER_PAGE_SIZE}
        onPageChange={(page) => filters.update({ currentPage: page })}
        loading={list.loading}
        load={list}
        columnsKey="limit-amount.members"
      />
    </div>
  );
}
