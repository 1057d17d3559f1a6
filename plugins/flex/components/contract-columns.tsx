// The contract list's columns (/FlexContract/Info), each sortable one named by the server's sort key. The state
// (in or out of period) always shows; the sites and the two departments give way first in a narrow window.
import { Link } from 'react-router';
import type { FlexContract } from '../../../core/flex/domain';
import { t } from '../../../core/i18n';
import '../../../core/flex/load-messages';
import { CellTag, type PagedColumn } from '../../../web/kit';
import { contractDetailPath } from '../paths';
import { SeatBar } from './SeatBar';

export const periodText = (c: FlexContract): string => t('flex.value.periodRange', { start: c.startDate, end: c.endDate });

export function PeriodTag({ contract }: { contract: FlexContract }) {
  return contract.inPeriod
    ? <CellTag intent="success" minimal>{t('flex.value.inPeriod')}</CellTag>
    : <CellTag minimal>{t('flex.value.outOfPeriod')}</CellTag>;
}

export const CONTRACT_COLUMNS: readonly PagedColumn<FlexContract>[] = [
  {
    id: 'contractName', label: t('flex.field.contractName'), width: 190, sortable: true, identifying: true,
    render: (c) => <Link to={contractDetailPath(c.flexContractInformationId)}>{c.contractName}</Link>,
    text: (c) => c.contractName,
  },
  { id: 'serviceKind', label: t('flex.field.serviceKind'), width: 70, render: (c) => c.serviceKind },
  { id: 'facilities', label: t('flex.field.facilities'), width: 180, priority: 'detail', render: (c) => c.facilities.map((f) => f.facilityName).join('、') },
  { id: 'usedSeats', label: t('flex.field.seatUse'), width: 180, sortable: true, render: (c) => <SeatBar used={c.usedSeats} seats={c.seats} /> },
  { id: 'startDate', label: t('flex.field.period'), width: 190, sortable: true, render: periodText },
  { id: 'status', label: t('flex.field.status'), width: 100, priority: 'key', render: (c) => <PeriodTag contract={c} /> },
  { id: 'organizationName', label: t('flex.field.organization'), width: 140, sortable: true, priority: 'detail', render: (c) => c.organizationName },
  { id: 'chargeOrganizationName', label: t('flex.field.chargeOrganization'), width: 140, priority: 'detail', render: (c) => c.chargeOrganizationName },
];
