// The usage picture: usage by billing period and by department for the chosen filter, as bar charts (chart.js,
// loaded lazily with this page only) and as tables with the same figures, which screen readers read instead.
import { lazy, Suspense, useMemo } from 'react';
import { Card, HTMLTable, Spinner } from '@blueprintjs/core';
import type { UsageSummaryResponse } from '../../../core/usage/calls';
import { t } from '../../../core/i18n';
import '../../../core/usage/load-messages';
import { formatNumber, Heading } from '../../../web/kit';

const BarChartCanvas = lazy(() => import('../../../web/kit/charts/BarChartCanvas'));
const BAR_COLOR = '#2d72d2';
const yen = (amount: number) => t('usage.totals.amountValue', { amount: amount.toLocaleString('ja-JP') });

interface FigureProps {
  title: string;
  chartLabel: string;
  caption: string;
  headers: [string, string, string];
  rows: readonly { key: string; label: string; minutes: number; amount: number }[];
  horizontal?: boolean;
}

function Figure({ title, chartLabel, caption, headers, rows, horizontal }: FigureProps) {
  const labels = useMemo(() => rows.map((r) => r.label), [rows]);
  const series = useMemo(() => [{ label: t('usage.chart.amountAxis'), values: rows.map((r) => r.amount), color: BAR_COLOR }], [rows]);
  return (
    <Card compact className="twb-usage-chart">
      <Heading className="twb-usage-chart__title">{title}</Heading>
      <Suspense fallback={<Spinner size={24} aria-label={t('usage.chart.loading')} />}>
        <BarChartCanvas labels={labels} series={series} label={chartLabel} axisTitle={t('usage.chart.amountAxis')} formatValue={yen} horizontal={horizontal} />
      </Suspense>
      <details className="twb-usage-chart__details">
        <summary>{t('usage.chart.showTable')}</summary>
        <HTMLTable compact striped className="twb-usage-chart__table">
          <caption>{caption}</caption>
          <thead>
            <tr>{headers.map((h) => <th key={h} scope="col">{h}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                <td className="twb-usage-chart__number">{t('usage.totals.minutesValue', { minutes: formatNumber(r.minutes) })}</td>
                <td className="twb-usage-chart__number">{t('usage.totals.amountValue', { amount: formatNumber(r.amount) })}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </details>
    </Card>
  );
}

export function UsagePicture({ summary }: { summary: UsageSummaryResponse }) {
  return (
    <div className="twb-usage-picture">
      <Figure
        title={t('usage.chart.byMonth')}
        chartLabel={t('usage.chart.label.byMonth')}
        caption={t('usage.chart.tableCaption.byMonth')}
        headers={[t('usage.chart.period'), t('usage.totals.billedMinutes'), t('usage.totals.amount')]}
        rows={summary.byMonth.map((m) => ({ key: m.periodStart, label: m.label, minutes: m.billedMinutes, amount: m.amount }))}
      />
      <Figure
        title={t('usage.chart.byDepartment')}
        chartLabel={t('usage.chart.label.byDepartment')}
        caption={t('usage.chart.tableCaption.byDepartment')}
        headers={[t('usage.field.organizationName'), t('usage.totals.billedMinutes'), t('usage.totals.amount')]}
        rows={summary.byDepartment.map((d) => ({ key: d.organizationId, label: d.organizationName, minutes: d.billedMinutes, amount: d.amount }))}
        horizontal
      />
    </div>
  );
}
