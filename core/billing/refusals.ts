// Why a department cannot be deleted, renamed or registered as asked (spec 4 and 5): one rule for the department
// screens (server/billing), the bulk apply (server/uploads/apply-departments.ts) and the department kinds' validation
// with the server's data (core/csv/kinds/department-*.ts), so that a dry run refuses exactly the rows the apply would.
import './load-messages';
import { failure, type ValidationResult } from '../validation';

/** What the delete rule reads of a department (the counts the department detail shows). */
export interface DepartmentDeleteState {
  /** Department clerks looking after it. */
  clerkCount: number;
  /** Members (not deleted) of it. */
  memberCount: number;
  /** Responsible persons and clerks whose own department it is. */
  staffCount: number;
  /** It bears the registration fee while the corporation charges the fee to a representative department. */
  feeTarget: boolean;
  /** It is the charge department of a FLEX/BASE contract in force (not ended). */
  flexCharge: boolean;
}

/** Why the department cannot be deleted now (its clerks and members are removed first, spec 4 and 5), or null. */
export function departmentDeleteRefusal(state: DepartmentDeleteState): ValidationResult {
  if (state.clerkCount > 0 || state.memberCount > 0) {
    return failure('billing.refuse.deleteNotEmpty', { clerks: state.clerkCount, members: state.memberCount });
  }
  // A responsible person or clerk whose own department it is would be left without one.
  if (state.staffCount > 0) return failure('billing.refuse.deleteHasStaff', { count: state.staffCount });
  if (state.feeTarget) return failure('billing.refuse.deleteFeeTarget');
  if (state.flexCharge) return failure('billing.refuse.deleteFlexCharge');
  return null;
}

/** A suspended department is resumed before anything else of it changes (its name, its flags). */
export function departmentChangeRefusal(state: { disabled: boolean }): ValidationResult {
  return state.disabled ? failure('billing.refuse.disabled') : null;
}

/** Spec 3 autoApprovalSetting: 3 lets each department choose; 1 and 2 decide for every department of the corporation. */
export const AUTO_APPROVAL_PER_DEPARTMENT = 3;

/** Why a department cannot be set to approve its members automatically under the corporation's setting, or null. */
export function departmentAutoApprovalRefusal(corporationSetting: number): ValidationResult {
  return corporationSetting === AUTO_APPROVAL_PER_DEPARTMENT ? null : failure('billing.validation.autoApprovalNotPerDepartment');
}
