// Entity shapes of spec section 3 as they travel over the API.
import type { Authorities } from './permissions';

/** The session user (GET /users/loginUser, login and two-factor responses, corporation switch). */
export interface LoginUser {
  role: { attributes: { roleType: number } };
  user: {
    userId: string;
    loginId: string;
    userName: string;
    attributes: { passwordResetFlg: number; trinityCode: string; mailAddress: string | null };
  };
  corporation: { id: string; attributes: { corporationName: string; flexBasicContractFlg: boolean } };
  authorities: Authorities;
  organizationName: string;
}

/** View permission flags (GET /billing/tenant/viewPermission). The misspelling is the spec's. */
export interface ViewPermission {
  limitAmounDisplayFlg: boolean;
  limitAmountUserDisplayFlg: boolean;
  flexContractExistFlg: boolean;
  availableFlexContractFlg: boolean;
}

/** A news item and its read status per user: the types of their schemas in the contract (core/home/calls.ts). */
export type { NewsItem, NewsReadStatus } from '../home/calls';

export interface OrganizationChoice {
  organizationId: string;
  organizationName: string;
  selected: boolean;
}

/** The company (spec 3 Corporation): the type of its schema in the contract (core/corp/calls.ts). */
export type { Corporation } from '../corp/calls';

export interface ManualDownload {
  downloadFlg: boolean;
  manualName: string | null;
  manualType: string | null;
}
