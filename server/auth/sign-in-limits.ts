// The numbers of sign-in abuse protection (README "Sign-in limits and locks"; docs/foundation-contracts.md).
import type { RateRule } from './rate-limiter';

const MINUTE = 60 * 1000;

/** A lock lifts by itself this long after the locking attempt (a 責任者 can lift it sooner). */
export const LOCK_PERIOD_MS = 30 * MINUTE;

/** A temporary password from POST /lost works this long, beside the old password. */
export const TEMPORARY_PASSWORD_TTL_MS = 30 * MINUTE;

/**
 * Sign-ins from one address that did not succeed, across every login id. Over it, only a browser known to the
 * account it names is still checked (sign-in-devices.ts: an office behind one address).
 */
export const LOGIN_PER_ADDRESS: RateRule = { name: 'login-address', max: 50, windowMs: 10 * MINUTE };

/** Confirmation-code attempts from one address that did not succeed. */
export const TWO_FACTOR_PER_ADDRESS: RateRule = { name: 'two-factor-address', max: 30, windowMs: MINUTE };

/** Password-lost requests from one address. */
export const LOST_PER_ADDRESS: RateRule = { name: 'lost-address', max: 10, windowMs: MINUTE };

/** Password-lost requests naming one login id, whoever sends them (and whether or not the id exists). */
export const LOST_PER_ACCOUNT: RateRule = { name: 'lost-account', max: 3, windowMs: 60 * MINUTE };

/** Wrong current passwords at PUT /mypage per account, so a stolen session cannot guess the password. */
export const PASSWORD_CHANGE_PER_ACCOUNT: RateRule = { name: 'password-change-account', max: 10, windowMs: 10 * MINUTE };

/** Wrong current confirmation codes at PATCH /users/tenant/myConfirmationCode per account. */
export const CODE_CHANGE_PER_ACCOUNT: RateRule = { name: 'code-change-account', max: 10, windowMs: 10 * MINUTE };
