// Where each outcome of the two-factor steps leads (spec 4: code authentication and code change outcomes).
import type { CodeAuthOutcome, CodeChangeOutcome } from '../../core/services/contracts';
import { AuthPaths } from './paths';

export function pathOfOutcome(outcome: CodeAuthOutcome | CodeChangeOutcome, homePath: string): string {
  switch (outcome) {
    case 'codeChange':
      return AuthPaths.codeChange;
    case 'passwordChange':
      return AuthPaths.passChange;
    case 'home':
      return homePath;
    case 'login':
      return AuthPaths.login;
  }
}
