// Random bearer-grade tokens and the sha256 digests under which the database keeps them.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Constant-time comparison of a presented token with a stored digest. */
export function matchesHash(token: string, hash: string | null): boolean {
  if (!hash) return false;
  const a = Buffer.from(tokenHash(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
