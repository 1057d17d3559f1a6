// The body of /ShareCharge/Breakdown: a closed month per member (and the lines without a member, such as the
// registration management fee, per department), each opening onto its lines by resource. Filtered by department
// (on the server) and member name (in the page), both held in the URL; the total is the filter's.
import { useId, useMemo } from 'react';
import { Button, InputGroup } from '@blueprintjs/core';
import type { ChargeBreakdownMember, ChargeMonthInfo } from '../../../core/api/calls-charges';
import type { ChargeDivision } from '../../../core/domain/charges';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/i18n/load/charges';
import { ExportProgress, FormField, urlParam, useLoadedData, useService, useUrlFilters, type UrlFilters } from '../../../web/kit';
import { filterList } from '../../shared/filter-query';
import { fetchChargeBreakdown } from '../api';
import { AmountTable } from './AmountTable';
import { ChargeDownloads } from './ChargeDownloads';
import { DepartmentFilter } from './DepartmentFilter';
import { MonthGate } from './MonthGate';
import { MONTH_PARAM } from './use-charge-month';
import { useChargeDownload } from './use-charge-download';
import { yen } from './money';

const SCHEMA = { ...MONTH_PARAM, organizationId: urlParam.list(), userName: urlParam.text() };

const memberName = (m: ChargeBreakdownMember): string => m.userName ?? t('charges.breakdown.noMember');

function MemberLines({ member }: { member: ChargeBreakdownMember }) {
  const name = memberName(member);
  return (
    <details className="twb-charge-member">
      <summary>
        <span className="twb-charge-member__department">{member.billingName}</span>
        <span className="twb-charge-member__name">{name}</span>
        <span className="twb-charge-member__count">{t('charges.breakdown.lines', { count: member.lines.length })}</span>
        <span className="twb-charge-member__amount">{yen(member.chargeAmountTotal)}</span>
      </summary>
      <AmountTable
        label={t('charges.breakdown.linesOf', { name })}
        rows={member.lines}
        rowKey={(l) => l.lineId}
        columns={[
          { id: 'resourceName', label: t('charges.field.resourceName'), value: (l) => l.resourceName ?? '' },
          { id: 'detailsName', label: t('charges.field.detailsName'), value: (l) => l.detailsName },
          { id: 'unitPrice', label: t('charges.field.unitPrice'), value: (l) => l.unitPrice, numeric: true },
          { id: 'value', label: t('charges.field.value'), value: (l) => l.value, numeric: true },
          { id: 'priceApplyValue', label: t('charges.field.priceApplyValue'), value: (l) => l.priceApplyValue, numeric: true },
          { id: 'useCount', label: t('charges.field.useCount'), value: (l) => l.useCount, numeric: true },
          { id: 'amount', label: t('charges.field.chargeAmountTotal'), value: (l) => l.chargeAmountTotal, numeric: true },
        ]}
        total={{ label: t('charges.invoice.sum'), cells: { amount: member.chargeAmountTotal } }}
      />
    </details>
  );
}

function BreakdownBody({ division, month, filters }: { division: ChargeDivision; month: ChargeMonthInfo; filters: UrlFilters<typeof SCHEMA> }) {
  const client = useService<ApiClient>(ApiClient);
  const { values } = filters;
  const organizationId = filterList(values.organizationId);
  const nameId = useId();
  const download = useChargeDownload();
  const breakdown = useLoadedData(
    (signal) => fetchChargeBreakdown(client, { month: month.month, chargeDivision: division, ...(organizationId ? { organizationId } : {}) }, signal),
    [client, month.month, division, organizationId],
  );
  const keyword = values.userName.trim();
  const members = useMemo(
    () => (breakdown.data?.members ?? []).filter((m) => !keyword || (m.userName ?? '').includes(keyword)),
    [breakdown.data, keyword],
  );
  const total = members.reduce((s, m) => s + m.chargeAmountTotal, 0);
  return (
    <>
      <div className="twb-charge-toolbar">
        <DepartmentFilter selected={values.organizationId} onChange={(ids) => filters.update({ organizationId: ids })} />
        <FormField label={t('charges.field.userName')} htmlFor={nameId} className="twb-charge-filter">
          <InputGroup id={nameId} type="search" leftIcon="search" value={values.userName} onValueChange={(userName) => filters.update({ userName }, { replace: true })} />
        </FormField>
        <section className="twb-charge-totals twb-charge-totals--inline" aria-label={t('charges.all.total')}>
          <dl>
            <div><dt>{t('charges.breakdown.members')}</dt><dd>{breakdown.data ? members.length : '—'}</dd></div>
            <div><dt>{t('charges.all.total')}</dt><dd>{breakdown.data ? yen(total) : '—'}</dd></div>
          </dl>
        </section>
      </div>
      <ChargeDownloads division={division} month={month.month} organizationId={organizationId} download={download} />
      <ExportProgress exporter={download.exporter} />
      {breakdown.data && members.length === 0 ? (
        <div className="twb-charge-empty-row">
          <p>{keyword ? t('charges.breakdown.noMatch') : t('charges.noInvoice')}</p>
          {keyword && <Button text={t('common.clear')} onClick={() => filters.update({ userName: '' })} />}
        </div>
      ) : (
        <div className="twb-charge-members" aria-busy={breakdown.loading}>
          {members.map((m) => <MemberLines key={`${m.organizationId}:${m.userId ?? ''}`} member={m} />)}
        </div>
      )}
    </>
  );
}

export function ChargeBreakdownView({ division }: { division: ChargeDivision }) {
  const filters = useUrlFilters(SCHEMA);
  return (
    <div className="twb-charge-page">
      <MonthGate asked={filters.values.month} onChoose={(month) => filters.update({ month })} division={division} current="breakdown">
        {(month) => <BreakdownBody division={division} month={month} filters={filters} />}
      </MonthGate>
    </div>
  );
}
