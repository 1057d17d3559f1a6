// The fields of a department registration or update: the name, auto approval (only when the corporation sets it
// per department), the registration-fee charge target (chosen at registration under the representative setting;
// shown read-only on update, where it changes by application), the usage alert (update) and the apply date
// (registration).
import { useId } from 'react';
import { Link } from 'react-router';
import { Checkbox, InputGroup } from '@blueprintjs/core';
import { DEPARTMENT_NAME_MAX } from '../../../core/billing/domain';
import { t } from '../../../core/i18n';
import '../../../core/billing/load-messages';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { PermissionService } from '../../../core/services/contracts';
import { DateInput, FormField, useService, type WriteFlow } from '../../../web/kit';
import type { DepartmentFormValues } from './department-form-values';

export interface DepartmentFormProps<C, R> {
  flow: WriteFlow<DepartmentFormValues, C, R>;
  mode: 'register' | 'update';
  /** False when the corporation's approval mode is not "per department". */
  autoApprovalEditable: boolean;
  representativeFeeSetting: boolean;
}

/** Where the fee-bearing department is changed: by application, in the payment settings (issue 15). */
const FEE_DIVISION_PATH = '/Payment/RegistrationFeeChargeDivisionChange';

/** The update form shows, read-only, what the department bears; the change is an application with an apply date. */
function FeeTargetNote({ target, representativeFeeSetting }: { target: boolean; representativeFeeSetting: boolean }) {
  const permissions = useService<PermissionService>(PermissionService);
  const text = !representativeFeeSetting ? t('billing.field.registrationFeeEachDepartment') : t(target ? 'billing.value.feeTarget' : 'billing.field.registrationFeeNotTarget');
  return (
    <FormField label={t('billing.field.registrationFeeChargeFlg')}>
      <p className="twb-billing-form__static">
        {text}
        {permissions.can(SCREEN_PERMISSIONS[FEE_DIVISION_PATH]) && (
          <> <Link to={FEE_DIVISION_PATH}>{t('billing.field.registrationFeeChangeLink')}</Link></>
        )}
      </p>
    </FormField>
  );
}

export function DepartmentForm<C, R>({ flow, mode, autoApprovalEditable, representativeFeeSetting }: DepartmentFormProps<C, R>) {
  const id = useId();
  const { values, errors } = flow;
  return (
    <div className="twb-billing-form">
      <FormField label={t('billing.field.billingName')} htmlFor={`${id}-name`} required error={errors.billingName} helperText={t('billing.field.billingNameHelp', { max: DEPARTMENT_NAME_MAX })}>
        <InputGroup id={`${id}-name`} value={values.billingName} onValueChange={(value) => flow.setValue('billingName', value)} intent={errors.billingName ? 'danger' : 'none'} />
      </FormField>
      {mode === 'register' && (
        <FormField label={t('billing.field.applyDate')} htmlFor={`${id}-date`} required error={errors.applyDate} helperText={t('billing.field.applyDateHelp')}>
          <DateInput id={`${id}-date`} required value={values.applyDate} onChange={(value) => flow.setValue('applyDate', value)} error={errors.applyDate} />
        </FormField>
      )}
      <FormField label={t('billing.field.autoApprovalFlg')} error={errors.autoApprovalFlg} helperText={autoApprovalEditable ? undefined : t('billing.field.autoApprovalFixed')}>
        <Checkbox
          label={t('billing.field.autoApprovalFlgLabel')}
          checked={values.autoApprovalFlg}
          disabled={!autoApprovalEditable}
          onChange={(event) => flow.setValue('autoApprovalFlg', event.currentTarget.checked)}
        />
      </FormField>
      {mode === 'update' && <FeeTargetNote target={values.registrationFeeChargeFlg} representativeFeeSetting={representativeFeeSetting} />}
      {/* Only one department bears the whole fee under the representative setting; otherwise each bears its share. */}
      {mode === 'register' && representativeFeeSetting && (
        <FormField label={t('billing.field.registrationFeeChargeFlg')} error={errors.registrationFeeChargeFlg} helperText={t('billing.field.registrationFeeRepresentative')}>
          <Checkbox
            label={t('billing.field.registrationFeeChargeFlgLabel')}
            checked={values.registrationFeeChargeFlg}
            onChange={(event) => flow.setValue('registrationFeeChargeFlg', event.currentTarget.checked)}
          />
        </FormField>
      )}
      {mode === 'update' && (
        <FormField label={t('billing.field.serviceUsageAlertChoiceFlg')} error={errors.serviceUsageAlertChoiceFlg}>
          <Checkbox
            label={t('billing.field.serviceUsageAlertChoiceFlgLabel')}
            checked={values.serviceUsageAlertChoiceFlg}
            onChange={(event) => flow.setValue('serviceUsageAlertChoiceFlg', event.currentTarget.checked)}
          />
        </FormField>
      )}
    </div>
  );
}
