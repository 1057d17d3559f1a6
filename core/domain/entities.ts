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

export interface NewsItem {
  newsId: string;
  name: string;
  startDate: string; // yyyy/MM/dd HH:mm:ss
  description: string;
  read: boolean;
}

/** Read-status record of a news item per user: key is the news id, itemType 'news'. */
export interface NewsReadStatus {
  userId: string;
  key: string;
  value: string;
  itemType: string;
}

export interface OrganizationChoice {
  organizationId: string;
  organizationName: string;
  selected: boolean;
}

export interface Corporation {
  corporationId: string;
  corporationName: string;
  corporationNameKana: string;
  confirmationCodeMinLength: number;
  confirmationCodeRequired: boolean;
  permittedMailDomains: string[];
  /** Approval mode of spec 9: 1 auto approve, 2 do not approve, 3 set per department. */
  autoApprovalSetting: 1 | 2 | 3;
  contractStartDate: string;
  contractEndDate: string | null;
  flexBasicContractFlg: boolean;
  lastUpdated: string;
}

export interface ManualDownload {
  downloadFlg: boolean;
  manualName: string | null;
  manualType: string | null;
}
