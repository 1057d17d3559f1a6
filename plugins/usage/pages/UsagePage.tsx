// Usage results (/Usage/Usage, WFAK001 read): the usage records (the ledger the budgets and invoices read) with the
// filters of spec 7 in the URL, 100 a page sorted on the server, the totals of the filtered set (minutes and amount
// excluding tax), the CSV (UTF-8 with BOM or CP932) and a picture by billing period and by department. A
// department clerk sees only their departments (the server decides).
import '../usage.css';
import { useCallback, useId, useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { USAGE_SORT_COLUMNS, type UsageRow } from '../../../core/usage/calls';
import { CSV_EXPORT_ENCODINGS, type CsvExportEncoding } from '../../../core/users/domain';
import { USAGE_PAGE_SIZE } from '../../../core/usage/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { ErrorService, ToastService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import '../../../core/usage/load-messages';
import { PagedDataList, formatNumber, refusalOf, saveFile, useLoadedData, useService, useUrlFilters, serverSortChange, SelectInput, SelectOption } from '../../../web/kit';
import { fetchDepartments, searchFacilities } from '../../shared/choice-lists';
import { downloadUsageCsv, searchUsage, summarizeUsage } from '../api';
import { UsageFilterForm } from '../components/UsageFilterForm';
import { UsagePicture } from '../components/UsagePicture';
import { USAGE_COLUMNS } from '../components/usage-columns';
import { USAGE_FILTER_KEYS, USAGE_FILTER_SCHEMA, usageDraftOf, usageFilterOf, usageQueryOf, type UsageFilterDraft } from '../components/usage-filter';

const rowKey = (row: UsageRow) => row.usageId;
const ENCODING_LABELS = { 'utf-8': 'usage.encoding.utf8', cp932: 'usage.encoding.cp932' } as const;

export default function UsagePage() {
  const client = useService<ApiClient>(ApiClient);
  const toasts = useService<ToastService>(ToastService);
  const errors = useService<ErrorService>(ErrorService);
  const filters = useUrlFilters(USAGE_FILTER_SCHEMA);
  const { values } = filters;
  const filterKey = JSON.stringify(usageFilterOf(values));
  const [encoding, setEncoding] = useState<CsvExportEncoding>('utf-8');
  const [exporting, setExporting] = useState(false);
  const [csvProblem, setCsvProblem] = useState<string | null>(null);
  const encodingId = useId();
  const departments = useLoadedData((signal) => fetchDepartments(client, signal), [client]);
  const list = useLoadedData((signal) => searchUsage(client, usageQueryOf(values), signal), [client, filters.key]);
  // The picture depends on the filter only, not on the page or the sort.
  const summary = useLoadedData((signal) => summarizeUsage(client, usageFilterOf(values), signal), [client, filterKey]);
  const facilities = useCallback((query: Parameters<typeof searchFacilities>[1], signal: AbortSignal) => searchFacilities(client, query, signal), [client]);

  const search = (draft: UsageFilterDraft) => filters.update({ ...draft, currentPage: 1 });
  const changeSort = serverSortChange(USAGE_SORT_COLUMNS, (sort, sortOrder) => filters.update({ sort, sortOrder, currentPage: 1 }));
  const downloadCsv = async () => {
    setExporting(true);
    setCsvProblem(null);
    try {
      const file = await downloadUsageCsv(client, { ...usageFilterOf(values), encoding });
      saveFile({ fileName: file.fileName ?? 'usage.csv', data: file.data, contentType: file.contentType });
      toasts.show(t('usage.csv.downloaded'), 'success', 'tick');
    } catch (error) {
      const refused = refusalOf(error, t('error.conflict'));
      if (refused) setCsvProblem(refused.message);
      else errors.handle(error);
    } finally {
      setExporting(false);
    }
  };
  const totals = list.data?.totals;

  return (
    <div className="twb-usage-page">
      <p className="twb-usage-page__lead">{t('usage.info.lead')}</p>
      <UsageFilterForm
        applied={usageDraftOf(values)}
        appliedKey={filters.key}
        departments={departments.data ?? []}
        searchFacilities={facilities}
        onSearch={search}
        onClear={() => filters.reset([...USAGE_FILTER_KEYS, 'currentPage'])}
      />
      {list.error ? <Callout intent="danger">{refusalOf(list.error, '')?.message ?? t('error.system')}</Callout> : null}
      {list.data && totals && (
        <section className="twb-usage-totals" aria-label={t('usage.totals.title')}>
          <span className="twb-usage-totals__period">{t('usage.totals.period')}: {list.data.startDate} 〜 {list.data.toDate}</span>
          <dl>
            <div><dt>{t('usage.totals.count')}</dt><dd>{formatNumber(totals.count)}</dd></div>
            <div><dt>{t('usage.totals.billedMinutes')}</dt><dd>{t('usage.totals.minutesValue', { minutes: formatNumber(totals.billedMinutes) })}</dd></div>
            <div><dt>{t('usage.totals.amount')}</dt><dd>{t('usage.totals.amountValue', { amount: formatNumber(totals.amount) })}</dd></div>
          </dl>
        </section>
      )}
      {summary.data && <UsagePicture summary={summary.data} />}
      <div className="twb-usage-page__actions">
        <label htmlFor={encodingId}>{t('usage.action.encoding')}</label>
        <SelectInput id={encodingId} value={encoding} onChange={(event) => setEncoding(event.currentTarget.value as CsvExportEncoding)}>
          {CSV_EXPORT_ENCODINGS.map((e) => <SelectOption key={e} value={e} label={t(ENCODING_LABELS[e])} />)}
        </SelectInput>
        <Button icon="download" text={t('usage.action.csv')} loading={exporting} disabled={!list.data || list.data.totalCount === 0} onClick={() => void downloadCsv()} />
      </div>
      {csvProblem && <Callout intent="warning" role="alert">{csvProblem}</Callout>}
      <PagedDataList
        ariaLabel={t('usage.list.label')}
        rows={list.data?.rows ?? []}
        rowKey={rowKey}
        columns={USAGE_COLUMNS}
        sort={{ columnId: values.sort, order: values.sortOrder }}
        onSortChange={changeSort}
        total={list.data?.totalCount ?? 0}
        page={values.currentPage}
        pageSize={USAGE_PAGE_SIZE}
        onPageChange={(page) => filters.update({ currentPage: page })}
        loading={list.loading}
        load={list}
        emptyText={t('usage.empty')}
        height={520}
        columnsKey="usage"
      />
    </div>
  );
}
