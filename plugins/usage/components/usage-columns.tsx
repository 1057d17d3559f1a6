// The columns of the usage records: when, department, member, facility and resource, plan, minutes used and billed
// (the rounding rule of spec 5), quantity, unit price, amount, and the record's flags.

import type { UsageRow } from '../../../core/usage/calls';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/usage/load-messages';
import { formatNumber, type PagedColumn } from '../../../web/kit';
import { CellTag } from '../../../web/kit/CellTag';

function flags(row: UsageRow) {
  return (
    <>
      {row.registrationFeeFlg && <CellTag minimal>{t('usage.flag.registrationFee')}</CellTag>}
      {row.useOnlyFlg && <CellTag minimal intent="success">{t('usage.flag.useOnly')}</CellTag>}
      {row.notClearedFlg && <CellTag minimal intent="warning">{t('usage.flag.notCleared')}</CellTag>}
    </>
  );
}

export const USAGE_COLUMNS: readonly PagedColumn<UsageRow>[] = [
  { id: 'startDate', label: t('usage.field.startDate'), width: 130, sortable: true, render: (r) => r.startDate.slice(0, 16) },
  { id: 'endDate', label: t('usage.field.endShort'), width: 55, render: (r) => r.endDate.slice(11, 16) },
  { id: 'organizationName', label: t('usage.field.organizationName'), width: 115, sortable: true, render: (r) => r.organizationName },
  { id: 'userName', label: t('usage.field.userName'), width: 95, sortable: true, render: (r) => r.userName ?? '' },
  { id: 'facilityName', label: t('usage.field.facility'), width: 150, sortable: true, render: (r) => r.facilityName ?? '' },
  { id: 'resourceType', label: t('usage.field.resource'), width: 105, sortable: true, render: (r) => r.resourceName ?? (r.resourceType ? t(`resourceType.${r.resourceType}` as MessageKey) : '') },
  { id: 'billedMinutes', label: t('usage.field.billedAndUsed'), width: 105, sortable: true, numeric: true, render: (r) => (r.billedMinutes || r.usedMinutes ? `${formatNumber(r.billedMinutes)}（${formatNumber(r.usedMinutes)}）` : '') },
  { id: 'quantity', label: t('usage.field.quantity'), width: 45, priority: 'detail', numeric: true, render: (r) => formatNumber(r.quantity) },
  { id: 'amount', label: t('usage.field.amount'), width: 90, priority: 'key', sortable: true, numeric: true, render: (r) => formatNumber(r.amount) },
  { id: 'notes', label: t('usage.field.notes'), width: 90, priority: 'key', render: flags },
];
