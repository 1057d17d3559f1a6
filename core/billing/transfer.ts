// Transfer applications (転用申請, applicationInformation division 4): every member of one department (the source)
// moves to another department (the destination) on the apply date. Until that day the application can be cancelled,
// and while it waits the corporation's bulk uploads are refused (spec 4). Shared by the server, the pages and `twb`.
import type { ApplicationStatus } from './domain';

/** What a transfer application asks for (the apply and its confirm). */
export interface TransferFields {
  fromBillingId: string;
  toBillingId: string;
  /** yyyy/MM/dd (Japan time): the members move on this day. */
  applyDate: string;
}

export interface TransferRow {
  applicationId: string;
  division: 4;
  status: ApplicationStatus;
  fromBillingId: string;
  fromBillingName: string;
  toBillingId: string;
  toBillingName: string;
  /** Waiting: the source's members today (all of them move on the day). Done: the members that moved. */
  memberCount: number;
  /** Set when the transfer could not be applied on its day (the destination was deleted): why it was cancelled. */
  refusal: string | null;
  applyDate: string;
  applicantName: string;
  /** yyyy/MM/dd HH:mm:ss */
  appliedAt: string;
  /** True while the apply date has not come: it can still be cancelled. */
  cancellable: boolean;
  cancelledAt: string | null;
  completedAt: string | null;
  lastUpdated: string;
}

export interface TransferPreview {
  fields: TransferFields;
  fromBillingName: string;
  toBillingName: string;
  /** The source's members today. */
  memberCount: number;
  message: string;
}

export interface TransferResult {
  result: 'OK';
  application: TransferRow;
  message: string;
}
