// The payment plugin's calls, typed from the payment contract (isomorphic): what the pages load, and the flattening of
// the field errors of the nested request parts (destination, bankAccount) onto the form's own field names.
import type { ApiClient } from '../../core/api/client-types';
import { ApiError, ErrorCode, isApiError } from '../../core/api/error';
import { paymentCalls } from '../../core/payment/calls';
import type { PaymentApplicationDetail, PaymentApplicationRow } from '../../core/payment/domain';
import { FieldValidationError } from '../../core/validation';

export function fetchPaymentApplication(client: ApiClient, applicationId: string, signal?: AbortSignal): Promise<PaymentApplicationDetail> {
  return client.call(paymentCalls.details, { applicationId }, { signal });
}

/** The applications of division 2 (registration-fee charge division) or 3 (invoice destinations), newest first. */
export function fetchPaymentHistory(client: ApiClient, division: 2 | 3, signal?: AbortSignal): Promise<PaymentApplicationRow[]> {
  return client.call(division === 2 ? paymentCalls.listDivision2 : paymentCalls.listDivision3, {}, { signal });
}

/** The last part of a field path: the server may name `destination.postalCode` or `bankAccount.accountNumber`. */
const leafOf = (field: string): string => field.slice(field.lastIndexOf('.') + 1);

/**
 * A confirm or apply call whose 400 field errors come back under the form's flat field names, so each message shows
 * at its field (the write flow reads a FieldValidationError like a 400 of its own fields). A message for a field the
 * form does not show (the apply date of a pending application, say) is told above the form instead, with the rest.
 */
export async function withFormFields<T>(call: Promise<T>, formFields: readonly string[]): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const fields = isApiError(error) && error.code === ErrorCode.VALIDATION ? error.httpError?.fields : undefined;
    if (!isApiError(error) || !error.httpError || !fields) throw error;
    const flat = Object.entries(fields).map(([field, message]) => [leafOf(field), message] as const);
    if (flat.every(([field]) => formFields.includes(field))) throw new FieldValidationError(Object.fromEntries(flat));
    const message = [...new Set([error.message, ...flat.map(([, text]) => text)])].join('\n');
    throw new ApiError(message, ErrorCode.VALIDATION, { ...error.httpError, message, fields: undefined }, error.errorType);
  }
}
