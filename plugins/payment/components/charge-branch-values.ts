// The destination change form (/Payment/ChargeBranchNoChange/Input): its values, their checks and the request they
// make. Reason 1 changes one destination's details; reason 2 moves departments to an existing destination (its number
// checked by chargeBranchNo/check first) or to a new one.
import {
  CHARGE_BRANCH_NO_DIGITS, ChangeReason, type ChargeBranch, type ChargeBranchApplyRequest, type ChargeBranchNoCheckResponse, type DestinationFields,
} from '../../../core/payment/domain';
import { digits, failure, required, type ValidationResult } from '../../../core/validation';
import type { FieldErrors } from '../../../web/kit';
import { applyDateError } from './apply-date';
import { chosen, DESTINATION_FIELD_NAMES, trimmed, validateDestination, type DestinationValues } from './destination-rules';
import { messageOrNothing } from './form-errors';

/** Applying for a destination change: WFAI002 write (the page itself opens with read, spec 2.2). */
export const BRANCH_WRITE = { codes: ['WFAI002'], level: 'write' } as const;

export type DestinationTarget = '' | 'existing' | 'new';

export interface ChargeBranchValues extends DestinationValues {
  reason: string;
  /** Reason 1: the destination changed; reason 2 to an existing destination: the one the departments move to. */
  chargeBranchNo: string;
  organizationIds: string[];
  target: DestinationTarget;
  applyDate: string;
}

export const EMPTY_DESTINATION: DestinationFields = {
  clientName: '', postalCode: '', address: '', residence: '', personDepartment: '', personName: '', mailAddress: '',
};

export const ADDRESS_CHANGE = String(ChangeReason.ADDRESS);
export const DESTINATION_CHANGE = String(ChangeReason.DESTINATION);

/** What chargeBranchNo/check answered for a number: the destination, or why it cannot be used. */
export interface BranchNoCheck {
  chargeBranchNo: string;
  answer?: ChargeBranchNoCheckResponse;
  error?: string;
}

/** The field names the form shows, to which the server's field errors are mapped. */
export const CHARGE_BRANCH_FORM_FIELDS = ['reason', 'chargeBranchNo', 'organizationIds', 'target', 'applyDate', ...DESTINATION_FIELD_NAMES];

/** A destination as a choice of a select: its number, then its name. */
export function branchChoiceLabel(branch: Pick<ChargeBranch, 'chargeBranchNo' | 'clientName'>): string {
  return `${branch.chargeBranchNo} ${branch.clientName}`;
}

export function branchNoFormatError(value: string): string | undefined {
  return messageOrNothing(required(value) ?? digits(CHARGE_BRANCH_NO_DIGITS)(value));
}

/** The existing destination's number: well formed, then checked (the check's refusal is its message). */
function existingBranchNoError(value: string, check: BranchNoCheck | null): string | undefined {
  const format = branchNoFormatError(value);
  if (format) return format;
  if (!check || check.chargeBranchNo !== value) return messageOrNothing(failure('paymentPages.validation.checkFirst'));
  return check.error;
}

const noneChosen = (ids: readonly string[]): ValidationResult => (ids.length === 0 ? failure('paymentPages.validation.choose') : null);

export function validateChargeBranch(values: ChargeBranchValues, check: BranchNoCheck | null): FieldErrors<ChargeBranchValues> {
  const errors: FieldErrors<ChargeBranchValues> = { reason: messageOrNothing(chosen(values.reason)) };
  if (values.reason === ADDRESS_CHANGE) {
    errors.chargeBranchNo = messageOrNothing(chosen(values.chargeBranchNo));
    Object.assign(errors, validateDestination(values));
  } else if (values.reason === DESTINATION_CHANGE) {
    errors.organizationIds = messageOrNothing(noneChosen(values.organizationIds));
    errors.target = messageOrNothing(chosen(values.target));
    if (values.target === 'existing') errors.chargeBranchNo = existingBranchNoError(values.chargeBranchNo.trim(), check);
    if (values.target === 'new') Object.assign(errors, validateDestination(values));
  }
  errors.applyDate = applyDateError(values.applyDate, '', '');
  return errors;
}

export function chargeBranchRequest(values: ChargeBranchValues): ChargeBranchApplyRequest {
  const applyDate = values.applyDate.trim();
  const destination = trimmed(values, DESTINATION_FIELD_NAMES);
  if (values.reason === ADDRESS_CHANGE) return { reason: ChangeReason.ADDRESS, chargeBranchNo: values.chargeBranchNo, destination, applyDate };
  if (values.target === 'existing') {
    return { reason: ChangeReason.DESTINATION, organizationIds: values.organizationIds, chargeBranchNo: values.chargeBranchNo.trim(), applyDate };
  }
  return { reason: ChangeReason.DESTINATION, organizationIds: values.organizationIds, newDestination: true, destination, applyDate };
}
