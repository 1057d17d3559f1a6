// The columns of a charge line (spec 3: billingName, detailsName, unitPrice, value, priceApplyValue,
// chargeAmountTotal, resourceName), with the member, the unit and the uses; amounts right-aligned.
import type { ChargeLine } from '../../../core/api/calls-charges';
import { t } from '../../../core/i18n';
import '../../../core/i18n/load/charges';
import { formatNumber, type PagedColumn } from '../../../web/kit';

export const LINE_COLUMNS: readonly PagedColumn<ChargeLine>[] = [
  { id: 'billingName', label: t('charges.field.billingName'), width: 140, identifying: true, render: (l) => l.billingName },
  { id: 'userName', label: t('charges.field.userName'), width: 120, render: (l) => l.userName ?? '' },
  { id: 'resourceName', label: t('charges.field.resourceName'), width: 170, render: (l) => l.resourceName ?? '' },
  { id: 'detailsName', label: t('charges.field.detailsName'), width: 220, render: (l) => l.detailsName },
  { id: 'unitPrice', label: t('charges.field.unitPrice'), width: 100, numeric: true, render: (l) => formatNumber(l.unitPrice) },
  { id: 'value', label: t('charges.field.value'), width: 80, numeric: true, render: (l) => formatNumber(l.value) },
  { id: 'priceApplyValue', label: t('charges.field.priceApplyValue'), width: 100, numeric: true, render: (l) => `${formatNumber(l.priceApplyValue)}${l.unit}` },
  { id: 'useCount', label: t('charges.field.useCount'), width: 80, numeric: true, render: (l) => formatNumber(l.useCount) },
  { id: 'chargeAmountTotal', label: t('charges.field.chargeAmountTotal'), width: 130, numeric: true, render: (l) => formatNumber(l.chargeAmountTotal) },
];
