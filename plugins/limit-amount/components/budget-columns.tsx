// Columns of the two budget lists. Links appear only where the viewer may go (the same predicates as the gates).
import { Link } from 'react-router';
import { isBillingBudgetOpen, type LimitAmountBillingRow, type LimitAmountUserRow, type LimitDepartmentChoice } from '../../../core/limit-amount/domain';
import { t } from '../../../core/i18n';
import '../../../core/limit-amount/load-messages';
import type { DataColumn, PagedColumn } from '../../../web/kit';
import { billingDetailPath, billingEditPath, generalPath, userEditPath } from '../paths';
import { rate, rateIntent, serviceStatus, yen } from './format';
import type { BudgetContext } from './use-budget-context';

/** The usage rate, coloured from 80 % (warning) and 100 % (danger). */
export function Rate({ row }: { row: Pick<LimitAmountBillingRow, 'usageRate' | 'usageRateStatus'> }) {
  const intent = rateIntent(row.usageRateStatus);
  return <span className={intent === 'none' ? undefined : `twb-budget-rate--${intent}`}>{rate(row.usageRate)}</span>;
}

/**
 * The action cell of a department row: 変更 where the viewer may edit the amount, otherwise why not, said in the cell
 * with the full reason as its tooltip. A department with both alerts off is closed to the budget screens (spec 2.4);
 * its settings are changed on the department's 利用上限額・アラート設定, offered when the viewer may open it.
 */
function EditCell({ row, context }: { row: LimitAmountBillingRow; context: BudgetContext }) {
  if (context.canEditBilling(row)) return <Link to={billingEditPath(row.billingId)}>{t('limitAmount.list.edit')}</Link>;
  if (!isBillingBudgetOpen(row)) {
    return (
      <span className="twb-budget-noedit">
        <span title={t('limitAmount.list.closedByAlertsReason')}>{t('limitAmount.list.closedByAlerts')}</span>
        {context.canEditGeneral && (
          <Link to={generalPath(row.billingId)} title={t('limitAmount.list.closedByAlertsReason')}>{t('limitAmount.list.openGeneral')}</Link>
        )}
      </span>
    );
  }
  return <span className="twb-budget-noedit" title={t('limitAmount.list.noPermissionReason')}>{t('limitAmount.list.noPermission')}</span>;
}

export function billingColumns(context: BudgetContext): DataColumn<LimitAmountBillingRow>[] {
  // The name and the action come first, so they stay in view on narrow screens.
  return [
    {
      id: 'billingName', label: t('limitAmount.field.billingName'), width: 200, sortValue: (r) => r.billingName,
      render: (r) => (context.canOpenDetail(r) ? <Link to={billingDetailPath(r.billingId)}>{r.billingName}</Link> : r.billingName),
    },
    {
      id: 'actions', label: t('limitAmount.list.edit'), width: 150, action: true,
      render: (r) => <EditCell row={r} context={context} />,
    },
    { id: 'limitAmount', label: t('limitAmount.field.limitAmountShort'), width: 120, numeric: true, sortValue: (r) => r.limitAmount, render: (r) => yen(r.limitAmount) },
    { id: 'usageAmount', label: t('limitAmount.field.usageAmount'), width: 120, numeric: true, sortValue: (r) => r.usageAmount, render: (r) => yen(r.usageAmount) },
    { id: 'usageRate', label: t('limitAmount.field.usageRate'), width: 90, numeric: true, sortValue: (r) => r.usageRate, render: (r) => <Rate row={r} /> },
    { id: 'serviceUsageStatus', label: t('limitAmount.field.serviceUsageStatus'), width: 90, priority: 'key', render: (r) => serviceStatus(r) },
  ];
}

export function userColumns(context: BudgetContext, departments: readonly LimitDepartmentChoice[]): PagedColumn<LimitAmountUserRow>[] {
  const editable = new Set(departments.filter((d) => context.canEditUser(d)).map((d) => d.billingId));
  // The name, the action and the member's standing come first, so they stay in view on narrow screens.
  return [
    { id: 'userNameKana', label: t('limitAmount.field.userName'), width: 150, sortable: true, render: (r) => r.userName },
    {
      // The member limit is one setting of the department, shared by all its members: the link says so, and names
      // the department, rather than reading as an edit of this member.
      id: 'actions', label: t('limitAmount.list.memberLimitColumn'), width: 130, action: true,
      render: (r) => (editable.has(r.billingId) ? (
        <Link to={userEditPath(r.billingId)} title={t('limitAmount.list.editMemberLimitOf', { department: r.billingName })}
          aria-label={t('limitAmount.list.editMemberLimitOf', { department: r.billingName })}>
          {t('limitAmount.list.editMemberLimit')}
        </Link>
      ) : ''),
    },
    {
      id: 'serviceUsageStatus', label: t('limitAmount.field.serviceUsageStatus'), width: 150, priority: 'key',
      render: (r) => (r.reservationStopFlg ? t('limitAmount.status.reservationStopped') : serviceStatus(r)),
    },
    { id: 'releaseDate', label: t('limitAmount.field.releaseDate'), width: 100, priority: 'detail', render: (r) => r.releaseDate ?? '' },
    { id: 'billingName', label: t('limitAmount.field.billingName'), width: 140, sortable: true, render: (r) => r.billingName },
    { id: 'usageRate', label: t('limitAmount.field.usageRate'), width: 90, numeric: true, sortable: true, render: (r) => <Rate row={r} /> },
    { id: 'usageAmount', label: t('limitAmount.field.usageAmount'), width: 120, numeric: true, sortable: true, render: (r) => yen(r.usageAmount) },
    { id: 'limitAmount', label: t('limitAmount.field.limitAmountShort'), width: 120, numeric: true, sortable: true, render: (r) => yen(r.limitAmount) },
  ];
}
