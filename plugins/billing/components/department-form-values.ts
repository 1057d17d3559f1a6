// The department form's values and their checks with the validators of spec 5 (core/validation): the name is
// required, at most 50 characters, without comma or double quote; a registration also needs its apply date.
import { DEPARTMENT_NAME_MAX } from '../../../core/billing/domain';
import { departmentName, maxLength, required, validateFields, type FieldRules } from '../../../core/validation';
import type { FieldErrors } from '../../../web/kit';

export interface DepartmentFormValues {
  billingName: string;
  autoApprovalFlg: boolean;
  registrationFeeChargeFlg: boolean;
  serviceUsageAlertChoiceFlg: boolean;
  /** yyyy/MM/dd; registrations only. */
  applyDate: string;
}

const NAME_RULES: FieldRules<'billingName'> = {
  billingName: [required, (value) => maxLength(value, DEPARTMENT_NAME_MAX), departmentName],
};

const APPLY_DATE_RULES: FieldRules<'applyDate'> = { applyDate: [required] };

export function validateDepartmentForm(values: DepartmentFormValues, registration: boolean): FieldErrors<DepartmentFormValues> {
  const errors: FieldErrors<DepartmentFormValues> = validateFields({ billingName: values.billingName.trim() }, NAME_RULES);
  if (registration) Object.assign(errors, validateFields({ applyDate: values.applyDate.trim() }, APPLY_DATE_RULES));
  return errors;
}
