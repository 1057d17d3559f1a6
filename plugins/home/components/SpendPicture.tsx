// Home: this budget period's spend so far against the department budgets, as a picture (issue 14). Horizontal bars of
// usage and budget per department, drawn by the kit's lazily loaded chart, and the same figures in a table. Shown to
// those who may open the department budget list (its permission and display flag, the route's own condition); a
// clerk sees their departments, as the list answers them.
import { lazy, Suspense, useMemo } from 'react';
import { Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router';
import { calls } from '../../../core/api/contract';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { PermissionService } from '../../../core/services/contracts';
import { limitAmountBillingDisplay } from '../../../core/services/guards/limit-amount';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/home/load-messages';
import { formatNumber, useLoadedData, useService, useServices, Heading } from '../../../web/kit';
import { spendFigures } from './spend-figures';

const BarChartCanvas = lazy(() => import('../../../web/kit/charts/BarChartCanvas'));
const USAGE_COLOR = '#2d72d2';
const LIMIT_COLOR = '#c5cbd3';
const BUDGET_LIST_PATH = '/LimitAmountBilling/Info';
const yen = (amount: number) => t('home.spend.yen', { amount: formatNumber(amount) });

export function SpendPicture() {
  const services = useServices();
  const permissions = useService<PermissionService>(PermissionService);
  const allowed = permissions.can(SCREEN_PERMISSIONS[BUDGET_LIST_PATH]) && limitAmountBillingDisplay(services);
  return allowed ? <SpendCard /> : null;
}

function SpendCard() {
  const client = useService<ApiClient>(ApiClient);
  const { data } = useLoadedData((signal) => client.call(calls.limitAmount.billingList, {}, { signal }), [client]);
  const figures = useMemo(() => (data ? spendFigures(data.rows) : null), [data]);
  const labels = useMemo(() => figures?.rows.map((r) => r.billingName) ?? [], [figures]);
  const series = useMemo(() => figures ? [
    { label: t('home.spend.usage'), values: figures.rows.map((r) => r.usageAmount), color: USAGE_COLOR },
    { label: t('home.spend.limit'), values: figures.rows.map((r) => r.limitAmount ?? 0), color: LIMIT_COLOR },
  ] : [], [figures]);

  return (
    <Card className="twb-home-spend" aria-labelledby="twb-home-spend-title">
      <Heading id="twb-home-spend-title" className="twb-home-section-title twb-home-spend__title">{t('home.spend.title')}</Heading>
      {!data || !figures ? (
        <Spinner size={24} aria-label={t('home.spend.loading')} />
      ) : figures.rows.length === 0 ? (
        <p>{t('home.spend.empty')}</p>
      ) : (
        <>
          <p className="twb-home-spend__period">{t('home.spend.period', { start: data.periodStart, end: data.periodEnd })}</p>
          <p className="twb-home-spend__total">{t('home.spend.total', { usage: formatNumber(figures.usageTotal) })}</p>
          {figures.limitedRate !== null && (
            <p className="twb-home-spend__limited">
              {t('home.spend.totalOfLimited', { usage: formatNumber(figures.limitedUsage), limit: formatNumber(figures.limitTotal), rate: figures.limitedRate.toFixed(1) })}
            </p>
          )}
          <Suspense fallback={<Spinner size={24} aria-label={t('home.spend.loading')} />}>
            <BarChartCanvas
              labels={labels}
              series={series}
              label={t('home.spend.chartLabel')}
              axisTitle={t('home.spend.axis')}
              formatValue={yen}
              horizontal
              height={Math.max(160, 40 + labels.length * 34)}
            />
          </Suspense>
          <details className="twb-home-spend__details">
            <summary>{t('home.spend.showTable')}</summary>
            <HTMLTable compact striped className="twb-home-spend__table">
              <caption>{t('home.spend.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('home.spend.department')}</th>
                  <th scope="col" className="twb-home-spend__number">{t('home.spend.usage')}</th>
                  <th scope="col" className="twb-home-spend__number">{t('home.spend.limit')}</th>
                  <th scope="col" className="twb-home-spend__number">{t('home.spend.rate')}</th>
                </tr>
              </thead>
              <tbody>
                {figures.rows.map((r) => (
                  <tr key={r.billingId}>
                    <th scope="row">{r.billingName}</th>
                    <td className="twb-home-spend__number">{yen(r.usageAmount)}</td>
                    <td className="twb-home-spend__number">{r.limitAmount === null ? t('home.spend.noLimit') : yen(r.limitAmount)}</td>
                    <td className="twb-home-spend__number">{r.usageRate === null ? '' : `${r.usageRate.toFixed(1)}%`}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </details>
          <p className="twb-home-spend__note">{t('home.spend.feeNote')}</p>
          <p className="twb-home-spend__more"><Link to={BUDGET_LIST_PATH}>{t('home.spend.more')}</Link></p>
        </>
      )}
    </Card>
  );
}
