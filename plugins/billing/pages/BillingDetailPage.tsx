// Department detail (/Billing/Detail/{billingId}, WFAC002 read): the department's settings and budgets, its
// registration application, and the operations the server allows this viewer: change (the update page), usage
// suspend or resume (its members are told by mail) and delete (refused while clerks or members remain).
// Its clerk list and budget page (other plugins) are linked for viewers who may open them.
import '../billing.css';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Callout } from '@blueprintjs/core';
import type { DepartmentWriteResult } from '../../../core/billing/calls';
import type { DepartmentDetail } from '../../../core/billing/domain';
import { PermissionService, ToastService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/billing/load-messages';
import { CellTag, DetailLayout, LinkButton, RecordPending, formatDateTime, formatNumber, useRecord, useRecordCrumbs, useService, type ActionMeaning, type DetailAction, type DetailRow } from '../../../web/kit';
import { fetchDepartment, type DetailOperation } from '../api';
import { BILLING_PATH, billingUpdatePath, historyDetailPath } from '../paths';
import { OperationDialog } from '../components/OperationDialog';
import { DEPARTMENT_PAGE_LINKS } from '../department-pages';

const yesNo = (on: boolean): string => t(on ? 'billing.value.on' : 'billing.value.off');
const yen = (amount: number | null): string => (amount === null ? t('billing.value.notSet') : t('billing.value.yen', { amount: formatNumber(amount) }));

function rowsOf(department: DepartmentDetail): DetailRow[] {
  return [
    { label: t('billing.field.billingName'), value: department.billingName },
    { label: t('billing.detail.displayOrder'), value: String(department.displayOrder) },
    { label: t('billing.column.disableFlg'), value: department.disableFlg ? t('billing.value.suspended') : t('billing.value.active') },
    { label: t('billing.field.autoApprovalFlg'), value: yesNo(department.autoApprovalFlg) },
    { label: t('billing.field.registrationFeeChargeFlg'), value: department.registrationFeeChargeFlg ? t('billing.value.feeTarget') : t('billing.value.off') },
    { label: t('billing.field.serviceUsageAlertChoiceFlg'), value: yesNo(department.serviceUsageAlertChoiceFlg) },
    { label: t('billing.detail.memberCount'), value: String(department.memberCount) },
    { label: t('billing.column.clerkCount'), value: String(department.clerkCount) },
    { label: t('billing.detail.monthlyLimitAmount'), value: yen(department.monthlyLimitAmount) },
    { label: t('billing.detail.limitAmountForUser'), value: yen(department.limitAmountForUser) },
    {
      label: t('billing.detail.application'),
      value: department.applicationId ? <Link to={historyDetailPath(department.applicationId)}>{t('billing.detail.applicationLink')}</Link> : t('billing.value.off'),
    },
    { label: t('billing.detail.createdAt'), value: department.createdAt },
    { label: t('billing.detail.lastUpdated'), value: formatDateTime(department.lastUpdated) },
  ];
}

// Colours by meaning (kit action-meaning): suspending and deleting stop the department's members, so both are red.
const OPERATION_BUTTONS: readonly { operation: DetailOperation; meaning: ActionMeaning; icon: 'trash' | 'pause' | 'play' }[] = [
  { operation: 'usageSuspend', meaning: 'destructive', icon: 'pause' },
  { operation: 'usageResume', meaning: 'primary', icon: 'play' },
  { operation: 'delete', meaning: 'destructive', icon: 'trash' },
];

export default function BillingDetailPage() {
  const { billingId = '' } = useParams();
  const client = useService<ApiClient>(ApiClient);
  const toasts = useService<ToastService>(ToastService);
  const navigate = useNavigate();
  const loaded = useRecord((signal) => fetchDepartment(client, billingId, signal), billingId, 'billing.detail.notFound');
  const { record: department, refusal, setRecord, reload } = loaded;
  useRecordCrumbs([department && { param: 'billingId', value: billingId, name: department.billingName }]);
  const [operation, setOperation] = useState<DetailOperation | null>(null);

  if (refusal) {
    return (
      <div className="twb-billing-detail">
        <Callout intent="warning" icon="lock" role="alert">{refusal}</Callout>
        <p><Link to={BILLING_PATH.info}>{t('billing.detail.backToList')}</Link></p>
      </div>
    );
  }
  if (!department) return <RecordPending load={loaded} className="twb-billing__loading" />;

  const done = (result: DepartmentWriteResult, finished: DetailOperation) => {
    setOperation(null);
    toasts.show(result.message, 'success', 'tick');
    if (finished === 'delete' || !result.department) navigate(BILLING_PATH.info);
    else setRecord(result.department);
  };

  const allowed = department.allowedOperations;
  const actions: DetailAction[] = [
    ...(allowed.includes('update') ? [{ id: 'update', text: t('billing.detail.edit'), meaning: 'primary' as const, to: billingUpdatePath(department.billingId) }] : []),
    ...OPERATION_BUTTONS.filter((b) => allowed.includes(b.operation)).map((b) => ({
      id: b.operation, text: t(`billing.detail.${b.operation}`), meaning: b.meaning, icon: b.icon, onClick: () => setOperation(b.operation),
    })),
  ];
  return (
    <>
      <DetailLayout
        className="twb-billing-detail"
        heading={department.billingName}
        status={department.disableFlg
          ? <CellTag intent="warning" minimal>{t('billing.value.suspended')}</CellTag>
          : <CellTag intent="success" minimal>{t('billing.value.active')}</CellTag>}
        notice={department.disableFlg && <Callout intent="warning" icon="pause" className="twb-billing__callout">{t('billing.detail.suspendedNotice')}</Callout>}
        sections={[{ rows: rowsOf(department) }]}
        actions={actions}
        actionsLabel={t('billing.detail.operations')}
        footer={(
          <>
            <RelatedPages billingId={department.billingId} />
            <Link to={BILLING_PATH.info}>{t('billing.detail.backToList')}</Link>
          </>
        )}
      />
      <OperationDialog department={department} operation={operation} onClose={() => setOperation(null)} onDone={done} onStale={reload} />
    </>
  );
}

function RelatedPages({ billingId }: { billingId: string }) {
  const permissions = useService<PermissionService>(PermissionService);
  const links = DEPARTMENT_PAGE_LINKS.filter((link) => permissions.can(link.permission));
  if (links.length === 0) return null;
  return (
    <nav className="twb-billing__related" aria-label={t('billing.detail.related')}>
      {links.map((link) => (
        <LinkButton key={link.label} to={link.path(billingId)} icon={link.icon} text={t(link.label)} />
      ))}
    </nav>
  );
}
