// The one way security events are logged: a structured line on the request's logger (pino, with its request id),
// so an operator can follow failed sign-ins, locks, refusals and credential changes. Never pass a secret in details.
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../core/api/error';
import type { HttpError } from './http-error';

export type SecurityEvent =
  | 'sign-in.failed'
  | 'sign-in.locked'
  | 'sign-in.rate-limited'
  | 'sign-in.known-device-over-limit'
  | 'two-factor.failed'
  | 'account.unlocked'
  | 'auth.unauthenticated'
  | 'auth.forbidden'
  | 'csrf.rejected'
  | 'password.changed'
  | 'password.change-refused'
  | 'password.reissued'
  | 'confirmation-code.changed'
  | 'credentials.changed-by-admin'
  | 'cross-tenant.refused'
  | 'inquiry.rate-limited'
  | 'server.error';

export type SecurityDetails = Readonly<Record<string, string | number | boolean | null | undefined>>;

// Requests that already logged an event of their own (a failed sign-in with its login id, a cross-tenant refusal):
// the error handler then does not add a second, poorer line for the same refusal.
const logged = new WeakSet<FastifyRequest>();

/** The path without its query: a query may carry search words or ids nobody needs in a security log. */
function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0];
}

/** Logs one security event at warn level (info for changes that succeeded). */
export function logSecurityEvent(request: FastifyRequest, event: SecurityEvent, details: SecurityDetails = {}): void {
  logged.add(request);
  const succeeded = event === 'password.changed' || event === 'confirmation-code.changed' || event === 'account.unlocked'
    || event === 'password.reissued' || event === 'credentials.changed-by-admin';
  const line = { securityEvent: event, ip: request.ip, ...details };
  if (succeeded) request.log.info(line, event);
  else request.log.warn(line, event);
}

/**
 * Every 401 and 403 answer (from the error handler): unless the code that refused already logged it, one line named
 * by the error code (CSRF refusal, missing session, missing permission ...).
 */
export function logRefusal(request: FastifyRequest, error: HttpError): void {
  if (logged.has(request) || (error.status !== 401 && error.status !== 403)) return;
  const event: SecurityEvent = error.code === ErrorCode.CSRF ? 'csrf.rejected'
    : error.status === 401 ? 'auth.unauthenticated'
      : 'auth.forbidden';
  logSecurityEvent(request, event, { code: error.code, method: request.method, path: pathOf(request) });
}

/** An unexpected failure (answered 500): at error level with the stack, so it can be found and fixed. */
export function logServerError(request: FastifyRequest, error: unknown): void {
  logged.add(request);
  request.log.error({ securityEvent: 'server.error' satisfies SecurityEvent, ip: request.ip, method: request.method, path: pathOf(request), err: error }, 'unexpected error');
}
