// Auth, session, view permission, menu, manual and corporation-switch calls (spec 7, Auth).
import { defineCall, FILE_TYPES } from '../api/call';
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import type { LoginUser, ViewPermission, OrganizationChoice } from '../domain/entities';

/**
 * `channel` says how the two-factor token is handed out, and so how it (and the session after it) must be presented:
 * 'cookie' (the default, the web: an HttpOnly cookie) or 'bearer' (the CLI: in the answer, sent as Authorization).
 */
export interface LoginRequest { loginId: string; password: string; channel?: 'cookie' | 'bearer' }
/** Nothing personal before the second factor; `twoFactorToken` only for channel 'bearer'. */
export interface LoginResponse { twoFactorExpiresAt: string; twoFactorToken?: string }

export interface TwoFactorCheckResponse { tokenAvailable: boolean }
export interface TwoFactorAuthRequest { confirmationCode: string }
/**
 * success with needToChange: the code must be changed first (no session yet, userInfo null).
 * success without needToChange: the session starts (cookie for the web; accessToken for bearer callers).
 */
export interface TwoFactorAuthResponse {
  success: boolean;
  needToChange: boolean;
  userInfo: LoginUser | null;
  accessToken?: string;
}
export interface TwoFactorChangeRequest { newConfirmationCode: string; confirm: string }
export interface TwoFactorChangeResponse { success: boolean; userInfo: LoginUser | null; accessToken?: string }

/** A signed-in user's own confirmation code change: the current code proves it is them. */
export interface MyConfirmationCodeRequest { confirmationCode: string; newConfirmationCode: string; confirm: string }
export interface LostRequest { userid: string; mail: string }
/** Changing one's own password: the current password proves it is them (also on the forced first change). */
export interface MypageRequest { currentPassword: string; password: string; confirm: string }
/** A person's sign-in lock as the clerk detail page shows it. */
export interface AccountLockQuery { userId: string }
export interface AccountLockStatus {
  locked: boolean;
  /** When the lock lifts by itself (ISO 8601); null when not locked. */
  lockedUntil: string | null;
  /** The caller may lift it: a 責任者 who administers every corporation the person can reach. */
  canUnlock: boolean;
}
export interface AccountUnlockRequest { userId: string }
export interface KeywordRequest { keyword: string }
export interface ManualQuery { manualName: string; manualType: string }
export interface SelectOrganizationQuery { selectedOrganizationId: string }
export interface Empty { [key: string]: never }
export interface Ok { result: 'OK' }

const clerkDetailRead = {
  codes: [...SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Detail/:clerkOfCorpId'].codes, ...SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Detail/:clerkOfBillingId'].codes],
  level: 'read',
} as const;

export const authCalls = {
  login: defineCall<LoginRequest, LoginResponse>({ id: 'auth.login', answers: [429], method: 'POST', base: '/api', path: '/login', access: 'public' }),
  logout: defineCall<Empty, Ok>({ id: 'auth.logout', method: 'POST', base: '/api', path: '/login/logout', access: 'public' }),
  lost: defineCall<LostRequest, Ok>({ id: 'auth.lost', answers: [429], method: 'POST', base: '/api', path: '/lost', access: 'public' }),
  mypage: defineCall<MypageRequest, LoginUser>({ id: 'auth.mypage', answers: [429], method: 'PUT', base: '/api', path: '/mypage', access: 'sessionEvenIfPasswordReset' }),
  loginUser: defineCall<Empty, LoginUser>({ id: 'auth.loginUser', method: 'GET', base: '/api', path: '/users/loginUser', access: 'sessionEvenIfPasswordReset', ignoreLoading: true }),
  twoFactorAuthCheck: defineCall<Empty, TwoFactorCheckResponse>({ id: 'auth.twoFactorAuthCheck', method: 'GET', base: '/api', path: '/twoFactorAuth/authCheck', access: 'public' }),
  twoFactorAuth: defineCall<TwoFactorAuthRequest, TwoFactorAuthResponse>({ id: 'auth.twoFactorAuth', answers: [429], method: 'POST', base: '/api', path: '/twoFactorAuth/auth', access: 'twoFactor' }),
  twoFactorChangeCheck: defineCall<Empty, TwoFactorCheckResponse>({ id: 'auth.twoFactorChangeCheck', method: 'GET', base: '/api', path: '/twoFactorAuth/changeCheck', access: 'public' }),
  twoFactorChange: defineCall<TwoFactorChangeRequest, TwoFactorChangeResponse>({ id: 'auth.twoFactorChange', method: 'POST', base: '/api', path: '/twoFactorAuth/change', access: 'twoFactor' }),
  changeMyConfirmationCode: defineCall<MyConfirmationCodeRequest, Ok>({ id: 'auth.changeMyConfirmationCode', answers: [429], method: 'PATCH', base: '/api', path: '/users/tenant/myConfirmationCode', access: 'session' }),
  accountLockStatus: defineCall<AccountLockQuery, AccountLockStatus>({ id: 'auth.accountLockStatus', method: 'GET', base: '/api', path: '/users/tenant/accountLock', access: clerkDetailRead }),
  accountUnlock: defineCall<AccountUnlockRequest, Ok>({ id: 'auth.accountUnlock', method: 'PATCH', base: '/api', path: '/users/tenant/accountUnlock', access: SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Update/:clerkOfCorpId'] }),
  twoFactorLogout: defineCall<Empty, Ok>({ id: 'auth.twoFactorLogout', method: 'POST', base: '/api', path: '/twoFactorAuth/logout', access: 'public' }),
  viewPermission: defineCall<Empty, ViewPermission>({ id: 'auth.viewPermission', method: 'GET', base: '/api', path: '/billing/tenant/viewPermission', access: 'session', ignoreLoading: true }),
  keywordSearchHistory: defineCall<KeywordRequest, Ok>({ id: 'menu.keywordSearchHistory', method: 'POST', base: '/api', path: '/menu/keywordSearchHistory', access: 'session' }),
  manualDownload: defineCall<ManualQuery, Blob>({ id: 'manual.download', method: 'GET', base: '/api', path: '/manual/download', access: 'session', file: true, fileTypes: FILE_TYPES.pdf }),
  multiOrganizationList: defineCall<Empty, OrganizationChoice[]>({ id: 'corporation.multiOrganizationList', method: 'GET', base: '/api', path: '/users/tenant/multiOrganization', access: 'session', ignoreLoading: true }),
  selectOrganization: defineCall<SelectOrganizationQuery, LoginUser>({ id: 'corporation.selectOrganization', method: 'PUT', base: '/api', path: '/users/tenant/selectedOrganization', access: 'session' }),
};
