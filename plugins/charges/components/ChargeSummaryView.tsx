// The body of /ShareCharge/Summary and /FlexCharge/Summary: per department of a closed month its charges and the parts
// they add up from (SHARE: uses, the registration management fee, adjustments; FLEX/BASE: seats, added members,
// adjustments: core/charges/domain.ts SUMMARY_PARTS_OF_DIVISION), and on SHARE the members with lines, the department
// budget and what is left of it (spec 5: the fee counts against the fee-bearing department's budget; a confirmed
// month keeps the budget of its confirmation). The totals head the table and add up the same way.
import type { ChargeMonthInfo, ChargeSummaryRow } from '../../../core/charges/calls';
import { CHARGE_DIVISION, SUMMARY_PARTS_OF_DIVISION, type ChargeDivision, type SummaryPart } from '../../../core/charges/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/charges/load-messages';
import { CellTag, DataList, ExportProgress, formatNumber, useLoadedData, useService, useUrlFilters, type DataColumn } from '../../../web/kit';
import { fetchChargeSummary } from '../api';
import { ChargeDownloads } from './ChargeDownloads';
import { MonthGate } from './MonthGate';
import { MONTH_PARAM } from './use-charge-month';
import { useChargeDownload } from './use-charge-download';
import { yen } from './money';

const difference = (r: ChargeSummaryRow) =>
  r.difference === null ? '' : r.difference < 0
    ? <CellTag intent="danger" minimal>{formatNumber(r.difference)}</CellTag>
    : formatNumber(r.difference);

const NAME_AND_TOTAL: readonly DataColumn<ChargeSummaryRow>[] = [
  { id: 'billingName', label: t('charges.field.billingName'), identifying: true, render: (r) => r.billingName, sortValue: (r) => r.billingName },
  { id: 'chargeAmountTotal', label: t('charges.col.charge'), width: 100, numeric: true, render: (r) => formatNumber(r.chargeAmountTotal), sortValue: (r) => r.chargeAmountTotal },
];
const partColumn = (part: SummaryPart): DataColumn<ChargeSummaryRow> => ({
  id: part, label: t(`charges.col.${part}` as MessageKey), width: 104, numeric: true, render: (r) => formatNumber(r[part]), sortValue: (r) => r[part],
});
const BUDGET: readonly DataColumn<ChargeSummaryRow>[] = [
  { id: 'monthlyLimit', label: t('charges.col.limit'), width: 114, numeric: true, render: (r) => formatNumber(r.monthlyLimit), sortValue: (r) => r.monthlyLimit },
  { id: 'difference', label: t('charges.field.difference'), width: 90, numeric: true, render: difference, sortValue: (r) => r.difference },
];
const MEMBERS: DataColumn<ChargeSummaryRow> = {
  id: 'managedUsers', label: t('charges.col.members'), width: 86, numeric: true, render: (r) => formatNumber(r.managedUsers), sortValue: (r) => r.managedUsers,
};

export const summaryColumns = (division: ChargeDivision): readonly DataColumn<ChargeSummaryRow>[] => [
  ...NAME_AND_TOTAL,
  ...SUMMARY_PARTS_OF_DIVISION[division].map(partColumn),
  ...(division === CHARGE_DIVISION.share ? [...BUDGET, MEMBERS] : []),
];

function SummaryBody({ division, month }: { division: ChargeDivision; month: ChargeMonthInfo }) {
  const client = useService<ApiClient>(ApiClient);
  const summary = useLoadedData((signal) => fetchChargeSummary(client, { month: month.month, chargeDivision: division }, signal), [client, month.month, division]);
  const download = useChargeDownload();
  const rows = summary.data?.rows ?? [];
  const sum = (pick: (r: ChargeSummaryRow) => number) => yen(rows.reduce((s, r) => s + pick(r), 0));
  return (
    <>
      <section className="twb-charge-totals" aria-label={t('charges.summary.totals')}>
        <dl>
          <div><dt>{t('charges.all.total')}</dt><dd>{summary.data ? yen(summary.data.total) : '—'}</dd></div>
          {SUMMARY_PARTS_OF_DIVISION[division].map((part) => (
            <div key={part}><dt>{t(`charges.field.${part}` as MessageKey)}</dt><dd>{summary.data ? sum((r) => r[part]) : '—'}</dd></div>
          ))}
        </dl>
      </section>
      <ChargeDownloads division={division} month={month.month} download={download} />
      <ExportProgress exporter={download.exporter} />
      <DataList
        ariaLabel={t('charges.summary.list')}
        rows={rows}
        columns={summaryColumns(division)}
        loading={summary.loading}
        load={summary}
        emptyText={t('charges.noInvoice')}
        height={480}
      />
      <p className="twb-charge-note">{t('charges.list.taxNote')}</p>
    </>
  );
}

export function ChargeSummaryView({ division }: { division: ChargeDivision }) {
  const filters = useUrlFilters(MONTH_PARAM);
  return (
    <div className="twb-charge-page">
      <MonthGate asked={filters.values.month} onChoose={(month) => filters.update({ month })} division={division} current="summary">
        {(month) => <SummaryBody division={division} month={month} />}
      </MonthGate>
    </div>
  );
}
