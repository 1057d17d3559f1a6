// The columns of the department list: the name links to the detail; suspended departments are tagged.
import { Link } from 'react-router';

import type { DepartmentListRow } from '../../../core/billing/domain';
import { t } from '../../../core/i18n';
import '../../../core/billing/load-messages';
import type { DataColumn } from '../../../web/kit';
import { billingDetailPath } from '../paths';
import { CellTag } from '../../../web/kit/CellTag';

const yesNo = (on: boolean): string => t(on ? 'billing.value.on' : 'billing.value.off');

export const DEPARTMENT_COLUMNS: readonly DataColumn<DepartmentListRow>[] = [
  { id: 'displayOrder', label: t('billing.column.displayOrder'), width: 80, render: (row) => String(row.displayOrder), sortValue: (row) => row.displayOrder },
  {
    id: 'billingName',
    identifying: true,
    label: t('billing.column.billingName'),
    width: 260,
    render: (row) => <Link to={billingDetailPath(row.billingId)}>{row.billingName}</Link>,
    sortValue: (row) => row.billingName,
  },
  { id: 'autoApprovalFlg', label: t('billing.column.autoApprovalFlg'), width: 100, render: (row) => yesNo(row.autoApprovalFlg), sortValue: (row) => Number(row.autoApprovalFlg) },
  {
    id: 'disableFlg',
    label: t('billing.column.disableFlg'),
    width: 120,
    priority: 'key',
    render: (row) => (row.disableFlg ? <CellTag intent="warning" minimal>{t('billing.value.suspended')}</CellTag> : t('billing.value.active')),
    sortValue: (row) => Number(row.disableFlg),
  },
  {
    id: 'registrationFeeChargeFlg',
    label: t('billing.column.registrationFeeChargeFlg'),
    width: 120,
    priority: 'detail',
    render: (row) => (row.registrationFeeChargeFlg ? t('billing.value.feeTarget') : ''),
    sortValue: (row) => Number(row.registrationFeeChargeFlg),
  },
  { id: 'memberCount', label: t('billing.column.memberCount'), width: 90, numeric: true, render: (row) => String(row.memberCount), sortValue: (row) => row.memberCount },
  { id: 'clerkCount', label: t('billing.column.clerkCount'), width: 120, priority: 'detail', numeric: true, render: (row) => String(row.clerkCount) },
];
