// Permissions of spec 6 for the signed-in user, the view-permission flags, and the flex menu rule of spec 4.
import { inject, injectable } from 'inversify';
import { computed, effect, signal } from '@preact/signals-core';
import { AuthService, PermissionService } from './contracts';
import { ApiClient } from '../platform/tokens';
import { authCalls } from '../auth/calls';
import type { LoginUser, ViewPermission } from '../domain/entities';
import { satisfies, type PermissionRequirement } from '../domain/permissions';
import { PASSWORD_RESET_FLAG_ON } from '../domain/constants';

/** Raised by loadViewPermission when the server answered without flags: a permission error, not a failure. */
export class ViewPermissionAbsentError extends Error {
  constructor() {
    super('view permission absent');
    this.name = 'ViewPermissionAbsentError';
  }
}

export function isViewPermissionAbsent(error: unknown): error is ViewPermissionAbsentError {
  return error instanceof ViewPermissionAbsentError;
}

/**
 * Flex menu display: on only when the initial password was changed (passwordResetFlg not 1), the corporation
 * has the basic flex contract, and SCRL002 is at least 1 or SCRL001 at least 2.
 */
export function flexDisplayFor(user: LoginUser | null): boolean {
  if (!user) return false;
  if (user.user.attributes.passwordResetFlg === PASSWORD_RESET_FLAG_ON) return false;
  if (!user.corporation.attributes.flexBasicContractFlg) return false;
  const scrl001 = user.authorities.SCRL001 ?? 0;
  const scrl002 = user.authorities.SCRL002 ?? 0;
  return scrl002 >= 1 || scrl001 >= 2;
}

function isViewPermission(value: unknown): value is ViewPermission {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

@injectable()
export class DefaultPermissionService implements PermissionService {
  readonly viewPermission = signal<ViewPermission | null>(null);
  readonly flexDisplay = computed(() => flexDisplayFor(this.auth.user.value));

  constructor(
    @inject(AuthService) private readonly auth: AuthService,
    @inject(ApiClient) private readonly client: ApiClient,
  ) {
    // Flags belong to a session: when the user leaves (logout, sign-in page), they go too. Watching the user
    // here keeps AuthService free of a dependency on this service (which depends on it).
    effect(() => {
      if (this.auth.user.value === null) this.viewPermission.value = null;
    });
  }

  can(requirement: PermissionRequirement | undefined): boolean {
    if (!requirement) return true;
    return satisfies(this.auth.user.value?.authorities, requirement);
  }

  async loadViewPermission(): Promise<ViewPermission> {
    const answer: unknown = await this.client.call(authCalls.viewPermission);
    if (!isViewPermission(answer)) {
      this.viewPermission.value = null;
      throw new ViewPermissionAbsentError();
    }
    this.viewPermission.value = answer;
    return answer;
  }

  clear(): void {
    this.viewPermission.value = null;
  }
}
