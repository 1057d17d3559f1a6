// A department registration's history (/Billing/HistoryDetail/{applicationId}, WFAC003 read): what was applied
// for, its state, and while its apply date has not come, the cancel (confirm call, then cancel with the
// lastUpdated it answered). Once done it links to the department it became.
import '../billing.css';
import { Link, useParams } from 'react-router';
import { Callout } from '@blueprintjs/core';
import type { ApplicationDetail } from '../../../core/billing/domain';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { PermissionService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/billing/load-messages';
import { DetailLayout, RecordPending, useRecord, useRecordCrumbs, useService, type DetailAction, type DetailRow } from '../../../web/kit';
import { useApplicationCancel } from '../../../web/kit/use-application-cancel';
import { ApplicationCancelDialog } from '../../../web/kit/ApplicationCancelDialog';
import { fetchApplication } from '../api';
import { BILLING_PATH, billingDetailPath } from '../paths';
import { RegistrationStatusTag } from '../components/ApplicationList';

const yesNo = (on: boolean): string => t(on ? 'billing.value.on' : 'billing.value.off');

function rowsOf(application: ApplicationDetail): DetailRow[] {
  const rows: DetailRow[] = [
    { label: t('billing.column.status'), value: <RegistrationStatusTag status={application.status} /> },
    { label: t('billing.field.billingName'), value: application.billingName },
    { label: t('billing.field.applyDate'), value: application.applyDate },
    { label: t('billing.field.autoApprovalFlg'), value: yesNo(application.autoApprovalFlg) },
    { label: t('billing.field.registrationFeeChargeFlg'), value: yesNo(application.registrationFeeChargeFlg) },
    { label: t('billing.column.applicant'), value: application.applicantName },
    { label: t('billing.column.appliedAt'), value: application.appliedAt },
  ];
  if (application.completedAt) rows.push({ label: t('billing.history.completedAt'), value: application.completedAt });
  if (application.cancelledAt) rows.push({ label: t('billing.history.cancelledAt'), value: application.cancelledAt });
  return rows;
}

export default function BillingHistoryDetailPage() {
  const { applicationId = '' } = useParams();
  const client = useService<ApiClient>(ApiClient);
  const permissions = useService<PermissionService>(PermissionService);
  const loaded = useRecord((signal) => fetchApplication(client, applicationId, signal), applicationId, 'billing.history.notFound');
  const { record: application, refusal, setRecord, reload } = loaded;
  // The application is told by the department it registers.
  useRecordCrumbs([application && { param: 'applicationId', value: applicationId, name: application.billingName }]);
  const cancel = useApplicationCancel({
    conflictMessage: t('billing.op.conflict'),
    // The one cancel call answers every division; this page only ever cancels a registration (division 1).
    onCancelled: (done) => {
      if (done.division === 1) setRecord(done);
    },
    reload,
  });

  if (refusal) {
    return (
      <div className="twb-billing-history">
        <Callout intent="warning" icon="lock" role="alert">{refusal}</Callout>
        <p><Link to={BILLING_PATH.info}>{t('billing.detail.backToList')}</Link></p>
      </div>
    );
  }
  if (!application) return <RecordPending load={loaded} className="twb-billing__loading" />;

  const canCancel = application.cancellable && permissions.can(SCREEN_PERMISSIONS['/Billing/Register']);
  const actions: DetailAction[] = [
    ...(application.billingId ? [{ id: 'department', text: t('billing.history.toDepartment'), meaning: 'neutral' as const, to: billingDetailPath(application.billingId) }] : []),
    ...(canCancel ? [{
      id: 'cancel', text: t('billing.history.cancel'), meaning: 'destructive' as const, icon: 'undo' as const,
      // Greyed out while the confirm call (or the cancel) is on its way: a second press would ask again.
      disabled: cancel.busy, onClick: () => void cancel.ask(application.applicationId),
    }] : []),
  ];
  return (
    <>
      <DetailLayout
        className="twb-billing-history"
        heading={application.billingName}
        status={<RegistrationStatusTag status={application.status} />}
        notice={cancel.problem && <Callout intent="warning" role="alert" className="twb-billing__callout">{cancel.problem}</Callout>}
        sections={[{ rows: rowsOf(application) }]}
        actions={actions}
        actionsLabel={t('common.actions')}
        footer={<Link to={BILLING_PATH.info}>{t('billing.detail.backToList')}</Link>}
      />
      <ApplicationCancelDialog cancel={cancel} label={t('billing.history.cancel')} />
    </>
  );
}
