// Hashing of passwords and confirmation codes with scrypt and a per-secret salt (self-describing format).
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const PARAMS = { N: 16_384, r: 8, p: 1 } as const;

/**
 * scrypt runs on libuv's thread pool (4 threads by default), which also reads the static files of the web app.
 * At most this many derivations run at once, so a flood of sign-ins queues here instead of starving page loads.
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];
let derivations = 0;

/** How many hashes were computed since start (tests check that a refused sign-in computed none). */
export function hashComputations(): number {
  return derivations;
}

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter (running stays the same), or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  derivations++;
  return withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(secret.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash so they can be raised later. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * `sha256$salt$hash` (base64) of a secret the server generated itself (an initial or temporary password of at least
 * 112 random bits, temporary-password.ts): a slow derivation guards weak human choices, but 2^112 guesses are out of
 * reach however fast each one is (NIST SP 800-63B 5.1.2.2 allows an approved salted hash for such secrets), and a bulk
 * upload issuing 50,000 initial passwords cannot spend scrypt on each (about 20 minutes of both cores). Never for a
 * secret a person chose: those are scrypt (hashSecret).
 */
export function hashIssuedSecret(secret: string): string {
  const salt = randomBytes(16);
  return ['sha256', salt.toString('base64'), issuedDigest(secret, salt).toString('base64')].join('$');
}

function issuedDigest(secret: string, salt: Buffer): Buffer {
  return createHash('sha256').update(salt).update(secret.normalize('NFC')).digest();
}

export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length === 3 && parts[0] === 'sha256') {
    // The same scrypt as every other check is spent, so the timing does not tell an issued password from a chosen one.
    await derive(secret, randomBytes(16), PARAMS);
    const expected = Buffer.from(parts[2], 'base64');
    const actual = issuedDigest(secret, Buffer.from(parts[1], 'base64'));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check so a missing account cannot be told apart by timing.
    await derive(secret, randomBytes(16), PARAMS);
    return false;
  }
  const [, n, r, p, saltText, keyText] = parts;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await derive(secret, Buffer.from(saltText, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
