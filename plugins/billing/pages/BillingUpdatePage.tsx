// Department update (/Billing/Update/{billingId}, WFAC005 write; the billing gate sends a suspended department
// to its detail): name, auto approval, registration-fee charge target and usage alert. Input -> confirm (the
// changes, before and after, and a fee target that moves) -> complete. The update carries the lastUpdated that
// was loaded: a stale one is refused (409) and the person is asked to reload; nothing is overwritten silently.
import '../billing.css';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { billingCalls, type DepartmentFieldChange, type DepartmentUpdatePreview, type DepartmentWriteResult } from '../../../core/billing/calls';
import type { DepartmentDetail } from '../../../core/billing/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/billing/load-messages';
import { RecordPending, WriteFlowView, useRecord, useRecordCrumbs, useService, useWriteFlow } from '../../../web/kit';
import { fetchDepartment } from '../api';
import { BILLING_PATH, billingDetailPath } from '../paths';
import { DepartmentForm } from '../components/DepartmentForm';
import { validateDepartmentForm, type DepartmentFormValues } from '../components/department-form-values';
import { refusalOf } from '../components/refusal';

const FIELD_LABELS: Record<DepartmentFieldChange['field'], MessageKey> = {
  billingName: 'billing.field.billingName',
  autoApprovalFlg: 'billing.field.autoApprovalFlg',
  serviceUsageAlertChoiceFlg: 'billing.field.serviceUsageAlertChoiceFlg',
};

export function ChangesTable({ preview }: { preview: DepartmentUpdatePreview }) {
  if (preview.changes.length === 0) return null;
  return (
    <HTMLTable bordered compact className="twb-billing-changes" aria-label={t('billing.update.title')}>
      <thead>
        <tr><th>{t('billing.update.item')}</th><th>{t('billing.update.before')}</th><th>{t('billing.update.after')}</th></tr>
      </thead>
      <tbody>
        {preview.changes.map((change) => (
          <tr key={change.field}><th scope="row">{t(FIELD_LABELS[change.field])}</th><td>{change.before}</td><td>{change.after}</td></tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

function UpdateFlow({ department, onReload }: { department: DepartmentDetail; onReload: () => void }) {
  const client = useService<ApiClient>(ApiClient);
  const [stale, setStale] = useState(false);
  const request = (values: DepartmentFormValues) => ({
    billingId: department.billingId,
    lastUpdated: department.lastUpdated,
    billingName: values.billingName.trim(),
    autoApprovalFlg: values.autoApprovalFlg,
    serviceUsageAlertChoiceFlg: values.serviceUsageAlertChoiceFlg,
  });
  const noteStale = (error: unknown): never => {
    if (refusalOf(error)?.stale) setStale(true);
    throw error;
  };
  const flow = useWriteFlow<DepartmentFormValues, DepartmentUpdatePreview, DepartmentWriteResult>({
    initial: {
      billingName: department.billingName,
      autoApprovalFlg: department.autoApprovalFlg,
      registrationFeeChargeFlg: department.registrationFeeChargeFlg,
      serviceUsageAlertChoiceFlg: department.serviceUsageAlertChoiceFlg,
      applyDate: '',
    },
    validate: (values) => validateDepartmentForm(values, false),
    confirm: (values) => client.call(billingCalls.updateConfirm, request(values)).catch(noteStale),
    execute: (values) => client.call(billingCalls.update, request(values)).catch(noteStale),
  });

  return (
    <>
      {stale && (
        <Callout intent="warning" icon="refresh" className="twb-billing__callout" role="alert">
          <p>{t('billing.op.conflict')}</p>
          <Button icon="refresh" text={t('billing.update.reload')} onClick={onReload} />
        </Callout>
      )}
      <WriteFlowView
        flow={flow}
        renderInput={() => (
          <DepartmentForm
            flow={flow}
            mode="update"
            autoApprovalEditable={department.corporationAutoApprovalSetting === 3}
            representativeFeeSetting={department.representativeFeeSetting}
          />
        )}
        renderConfirm={() => (
          <>
            {flow.confirmation && <p>{flow.confirmation.message}</p>}
            {flow.confirmation && <ChangesTable preview={flow.confirmation} />}
          </>
        )}
        executeLabel={t('common.update')}
        completeText={t('billing.update.complete')}
        completeActions={
          <>
            <Link to={billingDetailPath(department.billingId)} className="bp6-button bp6-intent-primary twb-link-button">{t('billing.update.toDetail')}</Link>
            <Link to={BILLING_PATH.info} className="bp6-button twb-link-button">{t('billing.detail.backToList')}</Link>
          </>
        }
      />
    </>
  );
}

export default function BillingUpdatePage() {
  const { billingId = '' } = useParams();
  const client = useService<ApiClient>(ApiClient);
  const loaded = useRecord((signal) => fetchDepartment(client, billingId, signal), billingId, 'billing.detail.notFound');
  const { record: department, refusal, reload } = loaded;
  useRecordCrumbs([department && { param: 'billingId', value: billingId, name: department.billingName }]);

  if (refusal) {
    return (
      <div className="twb-billing-update">
        <Callout intent="warning" icon="lock" role="alert">{refusal}</Callout>
        <p><Link to={BILLING_PATH.info}>{t('billing.detail.backToList')}</Link></p>
      </div>
    );
  }
  if (!department) return <RecordPending load={loaded} className="twb-billing__loading" />;
  if (!department.allowedOperations.includes('update')) {
    return (
      <div className="twb-billing-update">
        <Callout intent="warning" icon="lock" role="alert">{department.disableFlg ? t('billing.refuse.disabled') : t('error.permission')}</Callout>
        <p><Link to={billingDetailPath(department.billingId)}>{t('billing.update.toDetail')}</Link></p>
      </div>
    );
  }
  // A reload brings a new lastUpdated: the form starts again from the department as it is now.
  return (
    <div className="twb-billing-update">
      <UpdateFlow key={department.lastUpdated} department={department} onReload={reload} />
    </div>
  );
}
