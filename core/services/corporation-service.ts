// Corporations a multi-organization user may view, and the switch between them (spec 1 and 7).
import { inject, injectable } from 'inversify';
import { signal } from '@preact/signals-core';
import { AuthService, CorporationService, PermissionService, ToastService } from './contracts';
import { ApiClient } from '../platform/tokens';
import { authCalls } from '../auth/calls';
import type { OrganizationChoice } from '../domain/entities';
import { t } from '../i18n';

@injectable()
export class DefaultCorporationService implements CorporationService {
  readonly organizations = signal<readonly OrganizationChoice[]>([]);

  constructor(
    @inject(ApiClient) private readonly client: ApiClient,
    @inject(AuthService) private readonly auth: AuthService,
    @inject(PermissionService) private readonly permissions: PermissionService,
    @inject(ToastService) private readonly toasts: ToastService,
  ) {}

  async load(): Promise<void> {
    this.organizations.value = await this.client.call(authCalls.multiOrganizationList);
  }

  async switchTo(organizationId: string): Promise<void> {
    const request = { selectedOrganizationId: organizationId };
    // Spec 7 puts selectedOrganizationId in the query of this PUT; the body repeats it for servers reading JSON.
    const user = await this.client.call(authCalls.selectOrganization, request, { query: request });
    // The answer is the user as seen in the new corporation: authorities, flex contract flag and all.
    this.auth.setUser(user);
    this.organizations.value = this.organizations.value.map((choice) => ({ ...choice, selected: choice.organizationId === organizationId }));
    await this.permissions.loadViewPermission();
    this.toasts.show(t('corporation.switched'), 'success');
  }
}
