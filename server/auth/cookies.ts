// The three cookies of the web sign-in (docs/foundation-contracts.md): session, anti-forgery and two-factor.
// With COOKIE_SECURE on they are Secure and carry the __Host- prefix (no Domain, Path=/, https only), so neither
// plain http nor a sibling subdomain can set or overwrite them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { TWO_FACTOR_TTL_MS } from './two-factor-tokens';

export const CSRF_HEADER = 'x-csrf-token';

export interface CookieNames {
  session: string;
  csrf: string;
  twoFactor: string;
  /** The browser that completed a sign-in for an account (sign-in-devices.ts); outlives the session. */
  device: string;
}

const PLAIN_NAMES: CookieNames = { session: 'twb_session', csrf: 'twb_csrf', twoFactor: 'twb_2fa', device: 'twb_device' };
const HOST_PREFIX = '__Host-';
const SECURE_NAMES: CookieNames = {
  session: HOST_PREFIX + PLAIN_NAMES.session,
  csrf: HOST_PREFIX + PLAIN_NAMES.csrf,
  twoFactor: HOST_PREFIX + PLAIN_NAMES.twoFactor,
  device: HOST_PREFIX + PLAIN_NAMES.device,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** COOKIE_SECURE: the auth cookies are Secure and __Host- prefixed (server/app.ts decorates it). */
    twbCookieSecure: boolean;
  }
}

/** The names this server sets and reads; only these count (a plain-named cookie is ignored in secure mode). */
export function cookieNames(request: FastifyRequest): CookieNames {
  return request.server.twbCookieSecure ? SECURE_NAMES : PLAIN_NAMES;
}

function options(request: FastifyRequest, httpOnly: boolean): CookieSerializeOptions {
  // Without COOKIE_SECURE (a laptop on plain http://localhost) a Secure cookie would be dropped, except for https
  // visitors (seen through TRUST_PROXY), who get it anyway.
  const secure = request.server.twbCookieSecure || request.protocol === 'https';
  return { path: '/', sameSite: 'lax', httpOnly, secure };
}

/** The session and anti-forgery cookies live as long as the browser session; the server enforces expiry. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, csrfToken: string): void {
  const names = cookieNames(request);
  reply.setCookie(names.session, token, options(request, true));
  reply.setCookie(names.csrf, csrfToken, options(request, false));
  reply.clearCookie(names.twoFactor, options(request, true));
}

/** The anti-forgery cookie issued with the two-factor token protects the two-factor calls. */
export function setTwoFactorCookies(request: FastifyRequest, reply: FastifyReply, token: string, csrfToken: string): void {
  const names = cookieNames(request);
  const maxAge = TWO_FACTOR_TTL_MS / 1000;
  reply.setCookie(names.twoFactor, token, { ...options(request, true), maxAge });
  reply.setCookie(names.csrf, csrfToken, options(request, false));
}

/**
 * Sent back only to this site's own requests (Strict), and kept across sign-outs and browser restarts: it opens
 * nothing by itself, it only lets this browser's password be checked while its address is over the limit.
 */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number): void {
  reply.setCookie(cookieNames(request).device, token, { ...options(request, true), sameSite: 'strict', maxAge: maxAgeMs / 1000 });
}

export function clearTwoFactorCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieNames(request).twoFactor, options(request, true));
}

export function clearAllAuthCookies(request: FastifyRequest, reply: FastifyReply): void {
  const names = cookieNames(request);
  reply.clearCookie(names.session, options(request, true));
  reply.clearCookie(names.csrf, options(request, false));
  reply.clearCookie(names.twoFactor, options(request, true));
}
