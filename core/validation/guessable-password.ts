// Passwords that pass the form rule (12-32, letters and digits mixed) but that a guesser tries early (issue 36).
// NIST SP 800-63B 3.1.1.2 asks to refuse new passwords that are on lists of common or breached passwords, made of
// repeated or sequential characters, or context words such as the user name. People meet a length rule by adding
// digits or signs to a word ("Password2026", "abcdefghijk1"), and guessers add them the same way, so the word is
// judged with what surrounds it taken away. Digits alone are not judged: the form rule already asks for letters.
//
// The list is the server's (server/auth/common-passwords.ts reads it from a package): it is too large for the
// browser, so the web and `twb` check only what needs no list, and the server, which checks everything, has the say.
import { failure, type ValidationResult } from './types';

export interface GuessablePasswordContext {
  /** The account's login id: a password that contains it is refused (ids of fewer than 4 characters are not judged). */
  loginId?: string;
  /** True when a lowercased word is on the common-password list; absent where the list is not at hand. */
  isCommon?: (word: string) => boolean;
}

/** A word shorter than this is not judged as a run, a repeat or a list word: the rest of the password carries it. */
const MIN_JUDGED = 4;

/** The rows of a Japanese (and US) keyboard, walked left to right; runs along them are as guessable as abcd. */
const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Common substitutions (p@ssw0rd), undone before the list is asked. */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** The password without the digits and signs at its start and end: "Password2026!" -> "password". */
function wordOf(lowered: string): string {
  return lowered.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
}

const unleet = (text: string): string => [...text].map((c) => LEET[c] ?? c).join('');

/** Each character one after the other in the alphabet or along a keyboard row, either way: abcd, zyxw, qwerty, lkjh. */
function isRun(word: string): boolean {
  if (word.length < MIN_JUDGED) return false;
  const steps = [...word].slice(1).map((c, i) => c.charCodeAt(0) - word.charCodeAt(i));
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return true;
  return KEYBOARD_ROWS.some((row) => row.includes(word) || [...row].reverse().join('').includes(word));
}

/** One short block said again and again: aaaa, abab, qweqweqwe. */
function isRepeat(word: string): boolean {
  if (word.length < MIN_JUDGED) return false;
  for (let size = 1; size <= word.length / 2; size++) {
    if (word.length % size === 0 && word.slice(0, size).repeat(word.length / size) === word) return true;
  }
  return false;
}

/**
 * Why a new password is too easy to guess, or null. Run after the form rule (password() in credentials.ts). The
 * order is the order of the messages' usefulness: the login id, then the list, then runs and repeats.
 */
export function guessablePassword(value: string, context: GuessablePasswordContext = {}): ValidationResult {
  const lowered = value.toLowerCase();
  const loginId = context.loginId?.toLowerCase() ?? '';
  if (loginId.length >= MIN_JUDGED && lowered.includes(loginId)) return failure('validation.passwordHasLoginId');
  const word = wordOf(lowered);
  const { isCommon } = context;
  if (isCommon) {
    const candidates = [lowered, unleet(lowered), ...(word.length >= MIN_JUDGED ? [word, unleet(word)] : [])];
    if (candidates.some((candidate) => isCommon(candidate))) return failure('validation.passwordCommon');
  }
  if (isRun(word) || isRepeat(word)) return failure('validation.passwordSequence');
  return null;
}
