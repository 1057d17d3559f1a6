// The one way security events are logged: a structured line on the request's logger (pino, with its request id),
// so an operator can follow failed sign-ins, locks, refusals and credential changes. Never pass a secret in details.
import type { FastifyRequest } from 'fastify';

export type SecurityEvent =
  | 'sign-in.failed'
  | 'sign-in.locked'
  | 'sign-in.rate-limited'
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
  | 'cross-tenant.refused';

export type SecurityDetails = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Logs one security event at warn level (info for changes that succeeded). */
export function logSecurityEvent(request: FastifyRequest, event: SecurityEvent, details: SecurityDetails = {}): void {
  const succeeded = event === 'password.changed' || event === 'confirmation-code.changed' || event === 'account.unlocked'
    || event === 'password.reissued' || event === 'credentials.changed-by-admin';
  const line = { securityEvent: event, ip: request.ip, ...details };
  if (succeeded) request.log.info(line, event);
  else request.log.warn(line, event);
}
