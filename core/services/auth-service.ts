// The signed-in user and the sign-in flow of spec 4: login with the role check, two-factor code outcomes,
// password change and loss, logout and the sign-in page's session clearing.
import { inject, injectable } from 'inversify';
import { computed, signal } from '@preact/signals-core';
import { AuthService, ErrorService, ToastService, type CodeAuthOutcome, type CodeChangeOutcome } from './contracts';
import { ApiClient } from '../platform/tokens';
import { authCalls } from '../auth/calls';
import { ErrorCode, isApiError } from '../api/error';
import type { LoginUser } from '../domain/entities';
import { RoleType } from '../domain/roles';
import { PASSWORD_RESET_FLAG_ON } from '../domain/constants';
import { t } from '../i18n';
import { assertValid, confirmMatch, confirmationCode, password, required } from '../validation';

/** Two-factor answers meaning "this sign-in attempt is over": start again from the sign-in page. */
const TWO_FACTOR_ENDED: ReadonlySet<string> = new Set([ErrorCode.TWO_FACTOR_TOKEN, ErrorCode.UNAUTHENTICATED]);

export function roleTypeOf(user: LoginUser | null): number | null {
  return user?.role.attributes.roleType ?? null;
}

export function needsPasswordChange(user: LoginUser | null): boolean {
  return user?.user.attributes.passwordResetFlg === PASSWORD_RESET_FLAG_ON;
}

@injectable()
export class DefaultAuthService implements AuthService {
  readonly user = signal<LoginUser | null>(null);
  readonly selectedCorporationId = signal<string | null>(null);
  readonly isClerkInCorp = computed(() => roleTypeOf(this.user.value) === RoleType.CLERK_IN_CORPORATION);
  readonly isClerkInBilling = computed(() => roleTypeOf(this.user.value) === RoleType.CLERK_IN_BILLING);
  /** Set when the two-factor step completes the sign-in, cleared when the success message is shown (greetSignedIn). */
  private greetingPending = false;

  constructor(
    @inject(ApiClient) private readonly client: ApiClient,
    @inject(ErrorService) private readonly errors: ErrorService,
    @inject(ToastService) private readonly toasts: ToastService,
  ) {}

  async login(loginId: string, passwordValue: string): Promise<void> {
    // The answer carries nothing personal (the server refuses roles other than 3 and 4 itself); the user is known
    // once the second factor is done.
    await this.client.call(authCalls.login, { loginId, password: passwordValue });
    this.setUser(null);
    this.greetingPending = false;
    this.errors.setBeforeLoginError(null);
    // No success message yet: the sign-in is complete only once the confirmation code has been accepted.
  }

  async checkSession(): Promise<LoginUser> {
    const user = await this.client.call(authCalls.loginUser);
    this.setUser(user);
    return user;
  }

  async authenticateCode(code: string): Promise<CodeAuthOutcome> {
    const response = await this.endAttemptOn(() => this.client.call(authCalls.twoFactorAuth, { confirmationCode: code }));
    if (!response?.success) return this.backToLogin();
    if (response.needToChange) return 'codeChange';
    const user = await this.userAfterTwoFactor(response.userInfo);
    return needsPasswordChange(user) ? 'passwordChange' : 'home';
  }

  async changeCode(newConfirmationCode: string, confirm: string): Promise<CodeChangeOutcome> {
    assertValid(
      { newConfirmationCode, confirm },
      {
        newConfirmationCode: [required, (v) => confirmationCode(v)],
        confirm: [required, (v) => confirmMatch(v, newConfirmationCode)],
      },
    );
    const response = await this.endAttemptOn(() => this.client.call(authCalls.twoFactorChange, { newConfirmationCode, confirm }));
    if (!response?.success) return this.backToLogin();
    const user = await this.userAfterTwoFactor(response.userInfo);
    return needsPasswordChange(user) ? 'passwordChange' : 'home';
  }

  async changePassword(currentPassword: string, passwordValue: string, confirm: string): Promise<void> {
    assertValid(
      { currentPassword, password: passwordValue, confirm },
      { currentPassword: [required], password: [password], confirm: [required, (v) => confirmMatch(v, passwordValue)] },
    );
    await this.client.call(authCalls.mypage, { currentPassword, password: passwordValue, confirm });
    // Re-read the session user: passwordResetFlg is now off, which unlocks every other page.
    await this.checkSession();
  }

  async changeOwnConfirmationCode(current: string, next: string, confirm: string): Promise<void> {
    assertValid(
      { confirmationCode: current, newConfirmationCode: next, confirm },
      {
        confirmationCode: [required],
        newConfirmationCode: [required, (v) => confirmationCode(v)],
        confirm: [required, (v) => confirmMatch(v, next)],
      },
    );
    await this.client.call(authCalls.changeMyConfirmationCode, { confirmationCode: current, newConfirmationCode: next, confirm });
  }

  async lostPassword(userid: string, mail: string): Promise<void> {
    await this.client.call(authCalls.lost, { userid, mail });
  }

  async logout(): Promise<void> {
    try {
      await this.client.call(authCalls.logout);
    } finally {
      // Local state goes even when the server is unreachable: the user asked to leave.
      this.setUser(null);
      this.greetingPending = false;
      this.errors.fullReset();
    }
  }

  async clearSession(): Promise<void> {
    // Failures do not matter here: the sign-in page only wants no session left behind.
    await Promise.allSettled([this.client.call(authCalls.logout), this.client.call(authCalls.twoFactorLogout)]);
    this.setUser(null);
  }

  setUser(user: LoginUser | null): void {
    this.user.value = user;
    this.selectedCorporationId.value = user?.corporation.id ?? null;
  }

  /** Runs a two-factor call; an answer saying the attempt is over becomes undefined (back to sign-in). */
  private async endAttemptOn<T>(call: () => Promise<T>): Promise<T | undefined> {
    try {
      return await call();
    } catch (error) {
      if (isApiError(error) && TWO_FACTOR_ENDED.has(error.code)) return undefined;
      throw error;
    }
  }

  private backToLogin(): 'login' {
    this.errors.setBeforeLoginError('error');
    return 'login';
  }

  greetSignedIn(): void {
    // Only a signed-in user with nothing left to do first: a forced password change holds the person back.
    if (!this.greetingPending || !this.user.value || needsPasswordChange(this.user.value)) return;
    this.greetingPending = false;
    this.toasts.show(t('login.success'), 'success');
  }

  /**
   * The session user after a completed two-factor step (the session has started: spec 4's login success message
   * belongs to it, not to the password step, and is shown when the person reaches a signed-in page): from the
   * answer, else read from the session.
   */
  private async userAfterTwoFactor(userInfo: LoginUser | null): Promise<LoginUser> {
    const user = userInfo ?? (await this.checkSession());
    if (userInfo) this.setUser(userInfo);
    this.greetingPending = true;
    return user;
  }
}
