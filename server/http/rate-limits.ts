// Per-call rate limits: sign-in per IP and login id (docs/foundation-contracts.md), password-lost per IP.
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';

function bodyField(request: FastifyRequest, name: string): string {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.slice(0, 100) : '';
}

/** Generous enough for tests and a typing human; tight enough that guessing passwords is slow. */
export const CALL_RATE_LIMITS: Readonly<Record<string, RateLimitOptions>> = {
  'auth.login': { max: 30, timeWindow: 60_000, keyGenerator: (request) => `login|${request.ip}|${bodyField(request, 'loginId')}` },
  'auth.lost': { max: 10, timeWindow: 60_000, keyGenerator: (request) => `lost|${request.ip}` },
  'auth.twoFactorAuth': { max: 30, timeWindow: 60_000, keyGenerator: (request) => `2fa|${request.ip}` },
};
