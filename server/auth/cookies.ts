// The three cookies of the web sign-in (docs/foundation-contracts.md): session, anti-forgery and two-factor.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { TWO_FACTOR_TTL_MS } from './two-factor-tokens';

export const SESSION_COOKIE = 'twb_session';
export const CSRF_COOKIE = 'twb_csrf';
export const TWO_FACTOR_COOKIE = 'twb_2fa';
export const CSRF_HEADER = 'x-csrf-token';

function options(request: FastifyRequest, httpOnly: boolean): CookieSerializeOptions {
  // Secure only over https: the demo runs on plain http://localhost, where a Secure cookie would be dropped.
  return { path: '/', sameSite: 'lax', httpOnly, secure: request.protocol === 'https' };
}

/** The session and anti-forgery cookies live as long as the browser session; the server enforces expiry. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, csrfToken: string): void {
  reply.setCookie(SESSION_COOKIE, token, options(request, true));
  reply.setCookie(CSRF_COOKIE, csrfToken, options(request, false));
  reply.clearCookie(TWO_FACTOR_COOKIE, options(request, true));
}

/** The anti-forgery cookie issued with the two-factor token protects the two-factor calls. */
export function setTwoFactorCookies(request: FastifyRequest, reply: FastifyReply, token: string, csrfToken: string): void {
  const maxAge = TWO_FACTOR_TTL_MS / 1000;
  reply.setCookie(TWO_FACTOR_COOKIE, token, { ...options(request, true), maxAge });
  reply.setCookie(CSRF_COOKIE, csrfToken, options(request, false));
}

export function clearTwoFactorCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TWO_FACTOR_COOKIE, options(request, true));
}

export function clearAllAuthCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, options(request, true));
  reply.clearCookie(CSRF_COOKIE, options(request, false));
  reply.clearCookie(TWO_FACTOR_COOKIE, options(request, true));
}
