// Corporation calls (spec 7, Corporation): the company detail, and its update (/Corp/Update, /Corp/Confirm,
// WFAA002 write: responsible persons only) as a confirm call and an execute call carrying lastUpdated.
import { defineCall } from '../api/call';
import type { Corporation } from '../domain/entities';
import { SCREEN_PERMISSIONS } from '../domain/permissions';

/** The editable company settings (spec 3 Corporation) as the update form sends them. */
export interface CorporationUpdateRequest {
  /** Whether members must give the confirmation code at self-registration. */
  confirmationCodeRequired: boolean;
  /** Minimum length of the confirmation code (spec 5: 10 by default, configurable, at most 32). */
  confirmationCodeMinLength: number;
  /** Permitted mail domains, slash-separated (spec 5); empty for no restriction. */
  permittedMailDomains: string;
  /** Spec 9 approval mode: 1 auto approve, 2 do not approve, 3 set per department. */
  autoApprovalSetting: 1 | 2 | 3;
  // The contract period is the provider's: shown on the detail and update pages, never changed by the tenant.
  lastUpdated: string;
}

export interface CorporationFieldChange {
  field: keyof Omit<CorporationUpdateRequest, 'lastUpdated'>;
  before: string;
  after: string;
}

export interface CorporationUpdatePreview {
  corporation: Corporation;
  changes: CorporationFieldChange[];
  message: string;
}

export interface CorporationUpdateResult {
  result: 'OK';
  corporation: Corporation;
  message: string;
}

const updateWrite = SCREEN_PERMISSIONS['/Corp/Update'];

export const corporationCalls = {
  detail: defineCall<{ id: string }, Corporation>({ id: 'corporation.detail', method: 'GET', base: '/api', path: '/corporations/:id', access: { codes: ['WFAA001', 'WFAA002'], level: 'read' } }),
  updateConfirm: defineCall<CorporationUpdateRequest, CorporationUpdatePreview>({ id: 'corporation.updateConfirm', method: 'PATCH', base: '/api', path: '/tenant/corporationUpdateConfirm', access: updateWrite }),
  update: defineCall<CorporationUpdateRequest, CorporationUpdateResult>({ id: 'corporation.update', method: 'PATCH', base: '/api', path: '/tenant/corporationUpdate', access: updateWrite }),
};
