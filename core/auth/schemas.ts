// The schemas of the auth calls (docs/api-contract.md) and the types they give. Apart from core/auth/calls.ts, which
// the sign-in page loads: it takes these types only (erased at build), and the contract table attaches the schemas
// (core/auth/checked-calls.ts), so the sign-in page carries no TypeBox and no schema.
import {
  ArraySchema, BooleanSchema, IdText, IntegerSchema, Nullable, ObjectSchema, OkSchema, OneOf, Optional, StringSchema, Text, type Static,
} from '../api/schema';
import { Unsafe } from 'typebox';
import type { Authorities } from '../domain/permissions';

/** A secret as typed (password, confirmation code): not trimmed, not empty (必須項目です), at most 256 characters. */
const Secret = () => StringSchema({ minLength: 1, maxLength: 256 });

/** The session user (GET /users/loginUser, two-factor answers, corporation switch). */
export const LoginUserSchema = ObjectSchema({
  role: ObjectSchema({ attributes: ObjectSchema({ roleType: IntegerSchema() }) }),
  user: ObjectSchema({
    userId: Text(),
    loginId: Text(),
    userName: Text(),
    attributes: ObjectSchema({ passwordResetFlg: IntegerSchema(), trinityCode: Text(), mailAddress: Nullable(Text()) }),
  }),
  corporation: ObjectSchema({ id: Text(), attributes: ObjectSchema({ corporationName: Text(), flexBasicContractFlg: BooleanSchema() }) }),
  /** Screen permission code -> level (1 read, 2 write). */
  authorities: Unsafe<Authorities>({ type: 'object', additionalProperties: { type: 'integer' } }),
  organizationName: Text(),
});
export type LoginUser = Static<typeof LoginUserSchema>;

/** View permission flags (GET /billing/tenant/viewPermission). The misspelling is the spec's. */
export const ViewPermissionSchema = ObjectSchema({
  limitAmounDisplayFlg: BooleanSchema(),
  limitAmountUserDisplayFlg: BooleanSchema(),
  flexContractExistFlg: BooleanSchema(),
  availableFlexContractFlg: BooleanSchema(),
});
export type ViewPermission = Static<typeof ViewPermissionSchema>;

export const OrganizationChoiceSchema = ObjectSchema({ organizationId: Text(), organizationName: Text(), selected: BooleanSchema() });
export type OrganizationChoice = Static<typeof OrganizationChoiceSchema>;

export const EmptySchema = ObjectSchema({});
export { OkSchema };

/**
 * `channel` says how the two-factor token is handed out, and so how it (and the session after it) must be presented:
 * 'cookie' (the default, the web: an HttpOnly cookie) or 'bearer' (the CLI: in the answer, sent as Authorization).
 */
export const LoginRequestSchema = ObjectSchema({
  loginId: Text({ required: true, max: 100 }),
  password: Secret(),
  channel: Optional(OneOf(['', 'cookie', 'bearer'] as const, { message: 'validation.format' })),
});
export type LoginRequest = Static<typeof LoginRequestSchema>;
/** Nothing personal before the second factor; `twoFactorToken` only for channel 'bearer'. */
export const LoginResponseSchema = ObjectSchema({ twoFactorExpiresAt: Text(), twoFactorToken: Optional(Text()) });
export type LoginResponse = Static<typeof LoginResponseSchema>;

export const TwoFactorCheckResponseSchema = ObjectSchema({ tokenAvailable: BooleanSchema() });
export type TwoFactorCheckResponse = Static<typeof TwoFactorCheckResponseSchema>;
export const TwoFactorAuthRequestSchema = ObjectSchema({ confirmationCode: Secret() });
export type TwoFactorAuthRequest = Static<typeof TwoFactorAuthRequestSchema>;
/**
 * success with needToChange: the code must be changed first (no session yet, userInfo null).
 * success without needToChange: the session starts (cookie for the web; accessToken for bearer callers).
 */
export const TwoFactorAuthResponseSchema = ObjectSchema({
  success: BooleanSchema(),
  needToChange: BooleanSchema(),
  userInfo: Nullable(LoginUserSchema),
  accessToken: Optional(Text()),
});
export type TwoFactorAuthResponse = Static<typeof TwoFactorAuthResponseSchema>;
/** The new code's rule (the corporation's minimum length) and the confirmation are the handler's. */
export const TwoFactorChangeRequestSchema = ObjectSchema({ newConfirmationCode: Secret(), confirm: Secret() });
export type TwoFactorChangeRequest = Static<typeof TwoFactorChangeRequestSchema>;
export const TwoFactorChangeResponseSchema = ObjectSchema({ success: BooleanSchema(), userInfo: Nullable(LoginUserSchema), accessToken: Optional(Text()) });
export type TwoFactorChangeResponse = Static<typeof TwoFactorChangeResponseSchema>;

/** A signed-in user's own confirmation code change: the current code proves it is them. */
export const MyConfirmationCodeRequestSchema = ObjectSchema({ confirmationCode: Secret(), newConfirmationCode: Secret(), confirm: Secret() });
export type MyConfirmationCodeRequest = Static<typeof MyConfirmationCodeRequestSchema>;
/**
 * Declared by kind: the page's rules (both required, the address's format: core/validation) are the handler's, so a
 * missing login id and a malformed address are told in one answer, as the page tells them.
 */
export const LostRequestSchema = ObjectSchema({ userid: Text({ default: '', max: 100 }), mail: Text({ default: '', max: 1000 }) });
export type LostRequest = Static<typeof LostRequestSchema>;
/** Changing one's own password: the current password proves it is them (also on the forced first change). */
export const MypageRequestSchema = ObjectSchema({ currentPassword: Secret(), password: Secret(), confirm: Secret() });
export type MypageRequest = Static<typeof MypageRequestSchema>;
/** A person's sign-in lock as the clerk detail page shows it. */
export const AccountLockQuerySchema = ObjectSchema({ userId: IdText() });
export type AccountLockQuery = Static<typeof AccountLockQuerySchema>;
export const AccountLockStatusSchema = ObjectSchema({
  locked: BooleanSchema(),
  /** When the lock lifts by itself (ISO 8601); null when not locked. */
  lockedUntil: Nullable(Text()),
  /** The caller may lift it: a 責任者 who administers every corporation the person can reach. */
  canUnlock: BooleanSchema(),
});
export type AccountLockStatus = Static<typeof AccountLockStatusSchema>;
export const AccountUnlockRequestSchema = ObjectSchema({ userId: IdText() });
export type AccountUnlockRequest = Static<typeof AccountUnlockRequestSchema>;
/** The side menu's keyword search (at most 100 characters). */
export const KeywordRequestSchema = ObjectSchema({ keyword: Text({ required: true, max: 100 }) });
export type KeywordRequest = Static<typeof KeywordRequestSchema>;
export const ManualQuerySchema = ObjectSchema({ manualName: Text({ required: true, max: 100 }), manualType: Text({ required: true, max: 20 }) });
export type ManualQuery = Static<typeof ManualQuerySchema>;
/** In the query (as the spec has it) or the body: the handler asks for it in one of them. */
export const SelectOrganizationQuerySchema = ObjectSchema({ selectedOrganizationId: Optional(IdText()) });
export type SelectOrganizationQuery = Static<typeof SelectOrganizationQuerySchema>;
export const OrganizationChoicesSchema = ArraySchema(OrganizationChoiceSchema);
