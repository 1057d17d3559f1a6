// Where a request's credentials come from: an Authorization bearer (CLI) or cookies (web), never a mix.
import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER, cookieNames } from './cookies';
import type { CredentialVia } from './sessions';
import { matchesHash } from './tokens';

export interface Credential {
  token: string;
  via: CredentialVia;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** Tokens this server issues are base64url (tokens.ts): anything else is no credential at all, never a lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** A caller that sends a bearer is judged by it alone, so a stale browser cookie cannot stand in for it. */
function credential(request: FastifyRequest, cookieName: string): Credential | null {
  if (request.headers.authorization !== undefined) {
    const token = bearerToken(request);
    return token && TOKEN_SHAPE.test(token) ? { token, via: 'bearer' } : null;
  }
  const token = request.cookies[cookieName];
  return token && TOKEN_SHAPE.test(token) ? { token, via: 'cookie' } : null;
}

export const sessionCredential = (request: FastifyRequest): Credential | null => credential(request, cookieNames(request).session);
export const twoFactorCredential = (request: FastifyRequest): Credential | null => credential(request, cookieNames(request).twoFactor);

/**
 * Double submit: the header must repeat the readable cookie (which another site cannot read) and that token must be
 * the one issued with this session or two-factor token (so a cookie planted by a sibling subdomain does not pass).
 */
export function csrfMatches(request: FastifyRequest, csrfHash: string | null): boolean {
  const header = request.headers[CSRF_HEADER];
  const cookie = request.cookies[cookieNames(request).csrf];
  if (typeof header !== 'string' || !header || header !== cookie) return false;
  return matchesHash(header, csrfHash);
}

/** GET and HEAD change nothing, so they need no anti-forgery proof. */
export function needsCsrf(request: FastifyRequest, via: CredentialVia): boolean {
  return via === 'cookie' && request.method !== 'GET' && request.method !== 'HEAD';
}
