// A department registration's history (/Billing/HistoryDetail/{applicationId}, WFAC003 read): what was applied
// for, its state, and while its apply date has not come, the cancel (confirm call, then cancel with the
// lastUpdated it answered). Once done it links to the department it became.
import '../billing.css';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { applicationCalls, type ApplicationCancelPreview } from '../../../core/api/calls-applications';
import type { ApplicationDetail } from '../../../core/domain/department';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { ErrorService, PermissionService, ToastService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/i18n/load/billing';
import { ConfirmDialog, DetailTable, useRecord, useService, type DetailRow } from '../../../web/kit';
import { fetchApplication } from '../api';
import { BILLING_PATH, billingDetailPath } from '../paths';
import { ApplicationStatusTag } from '../components/ApplicationList';
import { refusalOf } from '../components/refusal';

const yesNo = (on: boolean): string => t(on ? 'billing.value.on' : 'billing.value.off');

function rowsOf(application: ApplicationDetail): DetailRow[] {
  const rows: DetailRow[] = [
    { label: t('billing.column.status'), value: <ApplicationStatusTag status={application.status} /> },
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
  const toasts = useService<ToastService>(ToastService);
  const errors = useService<ErrorService>(ErrorService);
  const { record: application, loading, refusal, setRecord, reload } = useRecord(
    (signal) => fetchApplication(client, applicationId, signal), applicationId, 'billing.history.notFound',
  );
  const [preview, setPreview] = useState<ApplicationCancelPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (refusal) {
    return (
      <div className="twb-billing-history">
        <Callout intent="warning" icon="lock" role="alert">{refusal}</Callout>
        <p><Link to={BILLING_PATH.info}>{t('billing.detail.backToList')}</Link></p>
      </div>
    );
  }
  if (!application) return loading ? <Spinner className="twb-billing__loading" /> : null;

  const fail = (error: unknown) => {
    const found = refusalOf(error);
    if (!found) return errors.handle(error);
    setPreview(null);
    setProblem(found.message);
    reload();
  };
  const askCancel = async () => {
    setProblem(null);
    setBusy(true);
    try {
      setPreview(await client.call(applicationCalls.cancelConfirm, { applicationId: application.applicationId }));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const done = await client.call(applicationCalls.cancel, { applicationId: preview.applicationId, lastUpdated: preview.lastUpdated });
      setPreview(null);
      // The one cancel call answers every division; this page only ever cancels a registration (division 1).
      if (done.application.division === 1) setRecord(done.application);
      toasts.show(done.message, 'success', 'tick');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const canCancel = application.cancellable && permissions.can(SCREEN_PERMISSIONS['/Billing/Register']);
  return (
    <div className="twb-billing-history">
      {problem && <Callout intent="warning" role="alert" className="twb-billing__callout">{problem}</Callout>}
      <div className="twb-billing__toolbar">
        {canCancel && <Button intent="danger" variant="outlined" icon="undo" text={t('billing.history.cancel')} loading={busy && !preview} onClick={() => void askCancel()} />}
        {application.billingId && (
          <Link to={billingDetailPath(application.billingId)} className="bp6-button twb-link-button">{t('billing.history.toDepartment')}</Link>
        )}
      </div>
      <DetailTable rows={rowsOf(application)} ariaLabel={t('billing.historyDetail.title')} />
      <p><Link to={BILLING_PATH.info}>{t('billing.detail.backToList')}</Link></p>
      <ConfirmDialog
        isOpen={preview !== null}
        title={t('billing.history.cancel')}
        meaning="destructive"
        busy={busy}
        confirmLabel={t('billing.history.cancel')}
        onConfirm={() => void cancel()}
        onCancel={() => setPreview(null)}
      >
        <p>{preview?.message}</p>
      </ConfirmDialog>
    </div>
  );
}
