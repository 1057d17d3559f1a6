// The columns of the lines list (spec 3: billingName, detailsName, unitPrice, value, priceApplyValue,
// chargeAmountTotal) with the member; amounts right-aligned.
import type { ChargeLine } from '../../../core/charges/calls';
import { t } from '../../../core/i18n';
import '../../../core/charges/load-messages';
import { formatNumber, type PagedColumn } from '../../../web/kit';

// Every column sorts on the server (CHARGE_LINE_SORT_COLUMNS: the ids are the sort keys).
// The resource is left out of the list: the details name already reads 拠点 + resource (the files keep both). Short
// headers, with the tax note beside the list, so the amount stays in view at 1024 px.
export const LINE_COLUMNS: readonly PagedColumn<ChargeLine>[] = [
  { id: 'billingName', label: t('charges.field.billingName'), sortable: true, width: 110, identifying: true, render: (l) => l.billingName },
  { id: 'userName', label: t('charges.field.userName'), sortable: true, width: 100, render: (l) => l.userName ?? '' },
  { id: 'detailsName', label: t('charges.field.detailsName'), sortable: true, render: (l) => l.detailsName },
  { id: 'unitPrice', label: t('charges.col.unitPrice'), sortable: true, width: 76, numeric: true, render: (l) => formatNumber(l.unitPrice) },
  { id: 'value', label: t('charges.field.value'), sortable: true, width: 70, numeric: true, render: (l) => formatNumber(l.value) },
  { id: 'priceApplyValue', label: t('charges.field.priceApplyValue'), sortable: true, width: 92, numeric: true, render: (l) => `${formatNumber(l.priceApplyValue)}${l.unit}` },
  { id: 'chargeAmountTotal', label: t('charges.col.amount'), sortable: true, width: 100, priority: 'key', numeric: true, render: (l) => formatNumber(l.chargeAmountTotal) },
];
