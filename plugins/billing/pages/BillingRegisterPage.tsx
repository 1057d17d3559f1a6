// Department registration (/Billing/Register, WFAC006 write; responsible person): the registration is an
// application (division 1) that becomes a department on its apply date. Input -> confirm -> complete; the
// complete step links to the application, which can be cancelled until its date.
import '../billing.css';
import { Link } from 'react-router';
import { Callout } from '@blueprintjs/core';
import { billingCalls } from '../../../core/billing/calls';
import { applicationCalls, type BillingRegistrationPreview, type BillingRegistrationResult } from '../../../core/applications/calls';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/billing/load-messages';
import { DetailTable, RecordPending, WriteFlowView, useLoadedData, useService, useWriteFlow } from '../../../web/kit';
import { BILLING_PATH, historyDetailPath } from '../paths';
import { DepartmentForm } from '../components/DepartmentForm';
import { validateDepartmentForm, type DepartmentFormValues } from '../components/department-form-values';

const yesNo = (on: boolean): string => t(on ? 'billing.value.on' : 'billing.value.off');

const INITIAL: DepartmentFormValues = { billingName: '', autoApprovalFlg: false, registrationFeeChargeFlg: false, serviceUsageAlertChoiceFlg: false, applyDate: '' };

function RegisterFlow({ autoApprovalEditable, representativeFeeSetting }: { autoApprovalEditable: boolean; representativeFeeSetting: boolean }) {
  const client = useService<ApiClient>(ApiClient);
  const request = (values: DepartmentFormValues) => ({
    billingName: values.billingName.trim(),
    autoApprovalFlg: values.autoApprovalFlg,
    registrationFeeChargeFlg: values.registrationFeeChargeFlg,
    applyDate: values.applyDate.trim(),
  });
  const flow = useWriteFlow<DepartmentFormValues, BillingRegistrationPreview, BillingRegistrationResult>({
    initial: INITIAL,
    validate: (values) => validateDepartmentForm(values, true),
    confirm: (values) => client.call(applicationCalls.billingRegistrationConfirm, request(values)),
    execute: (values) => client.call(applicationCalls.billingRegistration, request(values)),
  });
  const preview = flow.confirmation;
  const applied = flow.result?.application;
  return (
    <WriteFlowView
      flow={flow}
      renderInput={() => (
        <>
          <Callout intent="primary" icon="info-sign" className="twb-billing__callout">{t('billing.register.lead')}</Callout>
          <DepartmentForm flow={flow} mode="register" autoApprovalEditable={autoApprovalEditable} representativeFeeSetting={representativeFeeSetting} />
        </>
      )}
      renderConfirm={() =>
        preview && (
          <>
            <p>{preview.message}</p>
            <DetailTable
              ariaLabel={t('billing.register.title')}
              rows={[
                { label: t('billing.field.billingName'), value: preview.fields.billingName },
                { label: t('billing.field.applyDate'), value: preview.fields.applyDate },
                { label: t('billing.field.autoApprovalFlg'), value: yesNo(preview.fields.autoApprovalFlg) },
                { label: t('billing.field.registrationFeeChargeFlg'), value: yesNo(preview.fields.registrationFeeChargeFlg) },
              ]}
            />
            {preview.registrationFeeMovesFrom && <p>{t('billing.register.feeMoves', { name: preview.registrationFeeMovesFrom })}</p>}
          </>
        )
      }
      executeLabel={t('common.apply')}
      completeText={t('billing.register.complete', { date: applied?.applyDate ?? '' })}
      completeActions={
        <>
          {applied && <Link to={historyDetailPath(applied.applicationId)} className="bp6-button bp6-intent-primary twb-link-button">{t('billing.register.toHistory')}</Link>}
          <Link to={BILLING_PATH.info} className="bp6-button twb-link-button">{t('billing.detail.backToList')}</Link>
        </>
      }
    />
  );
}

export default function BillingRegisterPage() {
  const client = useService<ApiClient>(ApiClient);
  // The corporation's approval mode and fee setting decide what the form offers.
  const settings = useLoadedData((signal) => client.call(billingCalls.search, { sort: 'displayOrder', sortOrder: 'asc' }, { signal }), [client]);
  if (!settings.data) return <RecordPending load={settings} className="twb-billing__loading" />;
  return (
    <div className="twb-billing-register">
      <RegisterFlow autoApprovalEditable={settings.data.corporationAutoApprovalSetting === 3} representativeFeeSetting={settings.data.representativeFeeSetting} />
    </div>
  );
}
