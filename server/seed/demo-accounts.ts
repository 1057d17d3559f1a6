// The demo sign-in accounts of docs/foundation-contracts.md, shared by the seed, the start-up banner and the tests.
import type { MessageKey } from '../../core/i18n';

export const DEMO_PASSWORD = 'DemoPass2026';
export const DEMO_CONFIRMATION_CODE = 'DemoCode2026';

export interface DemoAccount {
  loginId: string;
  /** What the account shows off, printed at start-up. */
  descriptionKey: MessageKey;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { loginId: 'admin01', descriptionKey: 'server.start.account.admin01' },
  { loginId: 'clerk01', descriptionKey: 'server.start.account.clerk01' },
  { loginId: 'newadmin01', descriptionKey: 'server.start.account.newadmin01' },
  { loginId: 'reception01', descriptionKey: 'server.start.account.reception01' },
  { loginId: 'member01', descriptionKey: 'server.start.account.member01' },
];
