// The department form's values and their checks with the validators of spec 5 (core/validation): the name is
// required, at most 50 characters, without comma or double quote; a registration also needs its apply date, a real
// day from tomorrow to a year ahead (core/billing/apply-date.ts, the server's own rule). Every field is checked at
// once, so the form shows all its problems after one press, as the server's answer does.
import { DEPARTMENT_NAME_MAX } from '../../../core/billing/domain';
import { applyDateProblem } from '../../../core/billing/apply-date';
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

const applyDateRules = (now: Date): FieldRules<'applyDate'> => ({ applyDate: [required, (value) => applyDateProblem(value, now)] });

/** `now` is the browser's clock: a date the server's clock still refuses comes back as its field error. */
export function validateDepartmentForm(values: DepartmentFormValues, registration: boolean, now = new Date()): FieldErrors<DepartmentFormValues> {
  const errors: FieldErrors<DepartmentFormValues> = validateFields({ billingName: values.billingName.trim() }, NAME_RULES);
  if (registration) Object.assign(errors, validateFields({ applyDate: values.applyDate.trim() }, applyDateRules(now)));
  return errors;
}
