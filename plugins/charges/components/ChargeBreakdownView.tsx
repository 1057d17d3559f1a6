// The body of /ShareCharge/Breakdown: a closed month per member (and the lines without a member, such as the
// registration management fee, per department), each opening its lines by resource in a dialog. Filtered by department
// (on the server) and member name (in the page), both held in the URL; the total is the filter's.
import { useId, useMemo, useState } from 'react';
import { Button, InputGroup } from '@blueprintjs/core';
import type { ChargeBreakdownMember, ChargeMonthInfo } from '../../../core/charges/calls';
import type { ChargeDivision } from '../../../core/charges/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/charges/load-messages';
import { DataList, ExportProgress, FormField, formatNumber, urlParam, useLoadedData, useService, useUrlFilters, type DataColumn, type UrlFilters } from '../../../web/kit';
import { filterList } from '../../shared/filter-query';
import { fetchChargeBreakdown } from '../api';
import { MemberLinesDialog, memberName } from './MemberLinesDialog';
import { ChargeDownloads } from './ChargeDownloads';
import { DepartmentFilter } from './DepartmentFilter';
import { MonthGate } from './MonthGate';
import { MONTH_PARAM } from './use-charge-month';
import { useChargeDownload } from './use-charge-download';
import { yen } from './money';

const SCHEMA = { ...MONTH_PARAM, organizationId: urlParam.list(), userName: urlParam.text() };

function memberColumns(open: (m: ChargeBreakdownMember) => void): readonly DataColumn<ChargeBreakdownMember>[] {
  return [
    { id: 'billingName', label: t('charges.field.billingName'), width: 160, render: (m) => m.billingName, sortValue: (m) => m.billingName },
    {
      id: 'userName', label: t('charges.field.userName'), identifying: true, sortValue: (m) => m.userName,
      render: (m) => (
        <Button variant="minimal" size="small" className="twb-charge-member-link" text={memberName(m)} aria-label={t('charges.breakdown.open', { name: memberName(m) })} onClick={() => open(m)} />
      ),
    },
    { id: 'lines', label: t('charges.breakdown.lineCount'), width: 90, numeric: true, render: (m) => formatNumber(m.lines.length), sortValue: (m) => m.lines.length },
    { id: 'amount', label: t('charges.col.amount'), width: 130, numeric: true, render: (m) => formatNumber(m.chargeAmountTotal), sortValue: (m) => m.chargeAmountTotal },
  ];
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
  const [opened, setOpened] = useState<ChargeBreakdownMember | null>(null);
  const columns = useMemo(() => memberColumns(setOpened), []);
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
      <DataList
        ariaLabel={t('charges.breakdown.list')}
        rows={members}
        columns={columns}
        loading={breakdown.loading}
        load={breakdown}
        emptyText={keyword ? t('charges.breakdown.noMatch') : t('charges.noInvoice')}
      />
      <p className="twb-charge-note">{t('charges.list.taxNote')}</p>
      {opened && <MemberLinesDialog member={opened} onClose={() => setOpened(null)} />}
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
