// Why an operation of the member screens cannot be done to a member in its present state (spec 4 transitions): one
// rule for the single screens, the bulk apply (server/users/operations.ts, server/uploads/member-checks.ts) and the
// members kind's validation with the server's data (core/csv/kinds/members.ts), so that a dry run refuses exactly the
// rows the apply would refuse.
import type { MessageKey } from '../i18n';
import './load-messages';
import { ApprovalDivision } from './domain';

/** The operations with their own confirm and execute calls (update and restore go through the update form). */
import type { SimpleMemberOperation } from './choices';
export type { SimpleMemberOperation };

/** What the refusals read of a member. */
export interface MemberOperationState {
  deleted: boolean;
  /** Spec 3 approvalDivision: 1 unapproved, 2 approved. */
  approvalDivision: number;
  /** serviceUsage: use suspended. */
  suspended: boolean;
  /** passwordResetFlg: 1 while the initial password has not been changed. */
  passwordResetFlg: number;
  hasMail: boolean;
  reservationStopped: boolean;
}

/** The catalogue key of the reason the operation cannot be done to this member now, or null. */
export function memberOperationRefusal(operation: SimpleMemberOperation, state: MemberOperationState): MessageKey | null {
  if (state.deleted) return operation === 'delete' ? 'members.refuse.delete' : 'members.refuse.deleted';
  switch (operation) {
    case 'approve':
      return state.approvalDivision === ApprovalDivision.UNAPPROVED ? null : 'members.refuse.approve';
    case 'suspend':
      return state.approvalDivision !== ApprovalDivision.UNAPPROVED && !state.suspended ? null : 'members.refuse.suspend';
    case 'permit':
      return state.suspended ? null : 'members.refuse.permit';
    case 'delete':
      return null;
    case 'passwordReset':
      if (state.passwordResetFlg !== 1) return 'members.refuse.passwordReset';
      return state.hasMail ? null : 'members.refuse.passwordResetNoMail';
    case 'reservationUnlock':
      return state.reservationStopped ? null : 'members.refuse.reservationUnlock';
  }
}

/** The reason an update (the update form, an Edit row with 会員ID) cannot be done to this member, or null. */
export function memberUpdateRefusal(state: Pick<MemberOperationState, 'deleted'>): MessageKey | null {
  return state.deleted ? 'members.refuse.update' : null;
}
