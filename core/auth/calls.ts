// Auth, session, view permission, menu, manual and corporation-switch calls (spec 7, Auth).
// The calls' types are their schemas' (core/auth/schemas.ts), imported as types only: the sign-in page loads this
// module, and the schemas reach the server and the document through the contract table (core/auth/checked-calls.ts).
import { defineCall, FILE_TYPES } from '../api/call';
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import type {
  AccountLockQuery, AccountLockStatus, AccountUnlockRequest, KeywordRequest, LoginRequest, LoginResponse, LoginUser, LostRequest, ManualQuery,
  MyConfirmationCodeRequest, MypageRequest, OrganizationChoice, SelectOrganizationQuery, TwoFactorAuthRequest, TwoFactorAuthResponse,
  TwoFactorChangeRequest, TwoFactorChangeResponse, TwoFactorCheckResponse, ViewPermission,
} from './schemas';

export type {
  AccountLockQuery, AccountLockStatus, AccountUnlockRequest, KeywordRequest, LoginRequest, LoginResponse, LostRequest, ManualQuery,
  MyConfirmationCodeRequest, MypageRequest, SelectOrganizationQuery, TwoFactorAuthRequest, TwoFactorAuthResponse, TwoFactorChangeRequest,
  TwoFactorChangeResponse, TwoFactorCheckResponse,
};

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
