// Temporary passwords for the password-lost flow: random, and always valid under the password rule of spec 5.
import { randomInt } from 'node:crypto';
import { hashIssuedSecret } from './secret-hash';

// Letters and digits that cannot be mistaken for each other when read from a mail (no 0/O, 1/l/I).
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
// 20 characters of 56: 116 random bits. At 112 bits or more a generated secret may be stored with a plain salted
// hash (NIST SP 800-63B 5.1.2.2), which is what lets a bulk upload issue 50,000 of them (secret-hash.ts).
const LENGTH = 20;

/** The entropy of an issued password, in bits (the guaranteed letter and digit cost a little; this is the floor). */
export const ISSUED_PASSWORD_BITS = Math.floor(Math.log2(LETTERS.length) + Math.log2(DIGITS.length) + (LENGTH - 2) * Math.log2(LETTERS.length + DIGITS.length));

export function temporaryPassword(): string {
  const all = LETTERS + DIGITS;
  const chars = [LETTERS[randomInt(LETTERS.length)], DIGITS[randomInt(DIGITS.length)]];
  while (chars.length < LENGTH) chars.push(all[randomInt(all.length)]);
  // Shuffle so the guaranteed letter and digit are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** A member's initial (or reissued) password and its stored hash: the registration form, reissue and the upload. */
export function issuedPassword(): { password: string; hash: string } {
  const password = temporaryPassword();
  return { password, hash: hashIssuedSecret(password) };
}
