// The body of /ShareCharge/All and /FlexCharge/All: every line of a closed month, 500 a page from the server, filtered
// by department, sorted by any column on the server, with the total of the whole filter (not only the page) and the downloads of the same filter. Month,
// departments and page are held in the URL.
import { CHARGE_LINE_SORT_COLUMNS, type ChargeMonthInfo } from '../../../core/charges/calls';
import type { ChargeDivision } from '../../../core/charges/domain';
import { LIST_DEFAULT_LIMIT } from '../../../core/domain/constants';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/charges/load-messages';
import { ExportProgress, PagedDataList, serverSortChange, urlParam, useLoadedData, useService, useUrlFilters, type UrlFilters } from '../../../web/kit';
import { filterList } from '../../shared/filter-query';
import { fetchChargeLines } from '../api';
import { ChargeDownloads } from './ChargeDownloads';
import { DepartmentFilter } from './DepartmentFilter';
import { LINE_COLUMNS } from './line-columns';
import { MonthGate } from './MonthGate';
import { MONTH_PARAM } from './use-charge-month';
import { useChargeDownload } from './use-charge-download';
import { yen } from './money';

// No sort in the URL: the server's order (department, member, line).
const SCHEMA = {
  ...MONTH_PARAM,
  organizationId: urlParam.list(),
  sort: urlParam.choice(['', ...CHARGE_LINE_SORT_COLUMNS] as const, ''),
  sortOrder: urlParam.choice(['asc', 'desc'] as const, 'asc'),
  page: urlParam.int(1, 1),
};

function AllBody({ division, month, filters }: { division: ChargeDivision; month: ChargeMonthInfo; filters: UrlFilters<typeof SCHEMA> }) {
  const client = useService<ApiClient>(ApiClient);
  const { values } = filters;
  const organizationId = filterList(values.organizationId);
  const download = useChargeDownload();
  const { sort, sortOrder } = values;
  const lines = useLoadedData(
    (signal) => fetchChargeLines(client, {
      month: month.month, chargeDivision: division, ...(organizationId ? { organizationId } : {}),
      ...(sort ? { sort, sortOrder } : {}),
      offset: (values.page - 1) * LIST_DEFAULT_LIMIT, limit: LIST_DEFAULT_LIMIT,
    }, signal),
    [client, month.month, division, organizationId, sort, sortOrder, values.page],
  );
  const changeSort = serverSortChange(CHARGE_LINE_SORT_COLUMNS, (column, order) => filters.update({ sort: column, sortOrder: order, page: 1 }));
  return (
    <>
      <div className="twb-charge-toolbar">
        <DepartmentFilter selected={values.organizationId} onChange={(ids) => filters.update({ organizationId: ids, page: 1 })} />
        <section className="twb-charge-totals twb-charge-totals--inline" aria-label={t('charges.all.total')}>
          <dl>
            <div><dt>{t('charges.all.total')}</dt><dd>{lines.data ? yen(lines.data.totalAmount) : '—'}</dd></div>
          </dl>
        </section>
      </div>
      <ChargeDownloads division={division} month={month.month} organizationId={organizationId} download={download} />
      <ExportProgress exporter={download.exporter} />
      <PagedDataList
        ariaLabel={t('charges.all.list')}
        rows={lines.data?.lines ?? []}
        rowKey={(l) => l.lineId}
        columns={LINE_COLUMNS}
        sort={{ columnId: sort, order: sortOrder }}
        onSortChange={changeSort}
        total={lines.data?.totalCount ?? 0}
        page={values.page}
        pageSize={LIST_DEFAULT_LIMIT}
        onPageChange={(page) => filters.update({ page })}
        loading={lines.loading}
        load={lines}
        emptyText={t('charges.noInvoice')}
        columnsKey="charges.lines"
      />
      <p className="twb-charge-note">{t('charges.list.taxNote')}</p>
    </>
  );
}

export function ChargeAllView({ division }: { division: ChargeDivision }) {
  const filters = useUrlFilters(SCHEMA);
  return (
    <div className="twb-charge-page">
      <MonthGate asked={filters.values.month} onChoose={(month) => filters.update({ month, page: 1 })} division={division} current="all">
        {(month) => <AllBody division={division} month={month} filters={filters} />}
      </MonthGate>
    </div>
  );
}
