// Temporary passwords for the password-lost flow: random, and always valid under the password rule of spec 5.
import { randomInt } from 'node:crypto';
import { hashIssuedSecret } from './secret-hash';

// Letters and digits that cannot be mistaken for each other when read from a mail (no 0/O, 1/l/I).
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const LENGTH = 16;

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
