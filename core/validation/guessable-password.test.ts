// The rule of issue 36 on its own: what makes a password easy to guess, with and without the server's list.
import { describe, expect, it } from 'vitest';
import { guessablePassword } from './guessable-password';

const list = new Set(['password', 'qwerty', 'sakura', 'p@ssw0rd', '1qaz2wsx3edc']);
const withList = (value: string, loginId = 'clerk01') => guessablePassword(value, { loginId, isCommon: (word) => list.has(word) })?.key ?? null;

describe('guessablePassword', () => {
  it('refuses a run of letters, along the alphabet or a keyboard row, either way, with digits or signs around it', () => {
    for (const value of ['abcdefghijk1', 'ZYXWVUTSRQ12', '2026qwertyuiop', 'Asdfghjkl!23', 'mnbvcxz12345', 'lmnopqrs2026']) {
      expect(withList(value), value).toBe('validation.passwordSequence');
    }
  });

  it('refuses one character or one short block repeated', () => {
    for (const value of ['aaaaaaaaaaa1', '1abababababab', 'qweqweqwe2026']) expect(withList(value), value).toBe('validation.passwordSequence');
  });

  it('refuses a listed password, as it is, with digits or signs added around it, and in l33t', () => {
    for (const value of ['Password2026', '2026PASSWORD!', 'qwerty123456', 'Sakura19850412', 'P@ssw0rd2026', 'Pa55w0rd2026', '1QAZ2WSX3EDC']) {
      expect(withList(value), value).toBe('validation.passwordCommon');
    }
  });

  it('refuses a password that contains the login id, in any case', () => {
    expect(withList('xCLERK01x2026')).toBe('validation.passwordHasLoginId');
    // A login id too short to mean anything is not looked for.
    expect(guessablePassword('abcTsukimi2027', { loginId: 'abc' })).toBeNull();
  });

  it('takes passwords whose letters are not guessable on their own', () => {
    for (const value of ['Tsukimi4Dango2027', 'pass1234word', 'xy8274619305', 'Abd2026efgz11', 'BrandNewPass2026']) expect(withList(value), value).toBeNull();
  });

  it('without the list (the web, twb) only the login id, runs and repeats are judged', () => {
    expect(guessablePassword('Password2026', { loginId: 'clerk01' })).toBeNull();
    expect(guessablePassword('abcdefghijk1', {})?.key).toBe('validation.passwordSequence');
  });
});
