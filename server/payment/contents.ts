// What a payment application (divisions 2 and 3) stores in applications.contents, per kind. Each carries `before`,
// a snapshot of what it changes as it stood when applied for, refreshed when the application applies, so the history
// shows before and after, and the close can tell which registration-fee arrangement was in force on a past day.
// A direct-debit account is stored whole (it is needed on the apply date) and is never answered whole.
import type { BankAccountFields, ChangeReason, DepartmentRef, DestinationFields, FeeChargeDivision, PaymentMethod } from '../../core/payment/domain';
import type { ApplicationDbRow } from '../applications/application-record';

/** Division 2: how the registration management fee is billed (billingId: the fee department under 1). */
export interface FeeArrangement {
  division: FeeChargeDivision;
  billingId: string | null;
  billingName: string | null;
}

export interface RegistrationFeeContents extends FeeArrangement {
  kind: 'registrationFee';
  before: FeeArrangement;
}

/** Division 3, reason 1: the destination's details change. */
export interface AddressContents {
  kind: 'address';
  reason: typeof ChangeReason.ADDRESS;
  chargeClientId: number;
  chargeBranchNo: string;
  destination: DestinationFields;
  before: DestinationFields;
}

export interface DepartmentDestination extends DepartmentRef {
  chargeBranchNo: string;
  clientName: string;
}

/** Division 3, reason 2: departments move to an existing destination, or to a new one made on the apply date. */
export interface DestinationContents {
  kind: 'destination';
  reason: typeof ChangeReason.DESTINATION;
  departments: DepartmentRef[];
  newDestination: boolean;
  /** The existing destination; for a new one, filled in when it is made on the apply date. */
  chargeClientId: number | null;
  chargeBranchNo: string | null;
  clientName: string;
  /** The new destination's details (newDestination only). */
  destination: DestinationFields | null;
  before: { departments: DepartmentDestination[] };
}

/** Division 3 without a reason (/Payment/Input): the destination's payment method. */
export interface PaymentMethodContents {
  kind: 'paymentMethod';
  chargeClientId: number;
  chargeBranchNo: string;
  paymentMethod: PaymentMethod;
  bankAccount: BankAccountFields | null;
  before: { paymentMethod: PaymentMethod; accountSummary: string | null };
}

export type DestinationApplicationContents = AddressContents | DestinationContents | PaymentMethodContents;
export type PaymentContents = RegistrationFeeContents | DestinationApplicationContents;
export type PaymentApplicationDbRow = ApplicationDbRow<PaymentContents>;
