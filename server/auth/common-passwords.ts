// The list of common and breached passwords that new passwords are checked against (issue 36), shipped with the
// product: nothing is fetched at run time.
//
// Source: the "passwords-common" dictionary of the npm package @zxcvbn-ts/language-common (MIT, © Dan Wheeler,
// Dropbox, Inc. and zxcvbn-ts), about 49,000 passwords by frequency from public breach corpora (Mark Burnett's
// ten million password list, the same list zxcvbn has shipped since 2012). It comes lowercased, as the check asks.
// The list is read once, on the first password change, not at start-up.
import { guessablePassword } from '../../core/validation/guessable-password';
import type { ValidationResult } from '../../core/validation/types';

let loading: Promise<ReadonlySet<string>> | null = null;

function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('@zxcvbn-ts/language-common').then((common) => new Set(common.dictionary['passwords-common']));
  return loading;
}

/** The whole check of a new password for an account: login id, common-password list, runs and repeats. */
export async function checkNewPassword(password: string, loginId: string): Promise<ValidationResult> {
  const list = await commonPasswords();
  return guessablePassword(password, { loginId, isCommon: (word) => list.has(word) });
}
