// The auth calls with their schemas, for the contract table (the server's checks and serializers, the OpenAPI
// document, `twb api`). core/auth/calls.ts stays without them because the sign-in page loads it: its types are these
// schemas' types already, so the pages and the server see one shape.
import type { CallDef, CallSchemas, CheckedCallDef } from '../api/call';
import { authCalls } from './calls';
import {
  AccountLockQuerySchema, AccountLockStatusSchema, AccountUnlockRequestSchema, EmptySchema, KeywordRequestSchema, LoginRequestSchema,
  LoginResponseSchema, LoginUserSchema, LostRequestSchema, ManualQuerySchema, MyConfirmationCodeRequestSchema, MypageRequestSchema, OkSchema,
  OrganizationChoicesSchema, SelectOrganizationQuerySchema, TwoFactorAuthRequestSchema, TwoFactorAuthResponseSchema,
  TwoFactorChangeRequestSchema, TwoFactorChangeResponseSchema, TwoFactorCheckResponseSchema, ViewPermissionSchema,
} from './schemas';

/** The call with its schemas (whose static types are the call's types, core/auth/calls.ts). */
function checked<Req, Res>(call: CallDef<Req, Res>, schema: CallSchemas): CheckedCallDef<Req, Res> {
  return { ...call, schema };
}

const none = { query: EmptySchema };
const two = { body: EmptySchema, response: OkSchema };

export const checkedAuthCalls = {
  login: checked(authCalls.login, { body: LoginRequestSchema, response: LoginResponseSchema }),
  logout: checked(authCalls.logout, two),
  lost: checked(authCalls.lost, { body: LostRequestSchema, response: OkSchema }),
  mypage: checked(authCalls.mypage, { body: MypageRequestSchema, response: LoginUserSchema }),
  loginUser: checked(authCalls.loginUser, { ...none, response: LoginUserSchema }),
  twoFactorAuthCheck: checked(authCalls.twoFactorAuthCheck, { ...none, response: TwoFactorCheckResponseSchema }),
  twoFactorAuth: checked(authCalls.twoFactorAuth, { body: TwoFactorAuthRequestSchema, response: TwoFactorAuthResponseSchema }),
  twoFactorChangeCheck: checked(authCalls.twoFactorChangeCheck, { ...none, response: TwoFactorCheckResponseSchema }),
  twoFactorChange: checked(authCalls.twoFactorChange, { body: TwoFactorChangeRequestSchema, response: TwoFactorChangeResponseSchema }),
  changeMyConfirmationCode: checked(authCalls.changeMyConfirmationCode, { body: MyConfirmationCodeRequestSchema, response: OkSchema }),
  accountLockStatus: checked({ ...authCalls.accountLockStatus, answers: [404] }, { query: AccountLockQuerySchema, response: AccountLockStatusSchema }),
  accountUnlock: checked({ ...authCalls.accountUnlock, answers: [404] }, { body: AccountUnlockRequestSchema, response: OkSchema }),
  twoFactorLogout: checked(authCalls.twoFactorLogout, two),
  viewPermission: checked(authCalls.viewPermission, { ...none, response: ViewPermissionSchema }),
  keywordSearchHistory: checked(authCalls.keywordSearchHistory, { body: KeywordRequestSchema, response: OkSchema }),
  manualDownload: checked({ ...authCalls.manualDownload, answers: [404] }, { query: ManualQuerySchema }),
  multiOrganizationList: checked(authCalls.multiOrganizationList, { ...none, response: OrganizationChoicesSchema }),
  selectOrganization: checked(authCalls.selectOrganization, { query: SelectOrganizationQuerySchema, body: SelectOrganizationQuerySchema, response: LoginUserSchema }),
} satisfies Record<keyof typeof authCalls, CallDef>;
