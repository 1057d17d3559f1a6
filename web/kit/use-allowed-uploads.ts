// The bulk CSV operations a list page offers this viewer: each needs its screen permission, and some only the
// responsible person (spec 6). The server refuses the rest anyway; this only keeps the menu honest.
import type { BulkUploadEntry } from '../../core/uploads/domain';
import { RoleType } from '../../core/domain/roles';
import { AuthService, PermissionService } from '../../core/services/contracts';
import type { LinkMenuItem } from './LinkMenuButton';
import { useService } from './services-context';

export function useAllowedUploads(entries: readonly { entry: BulkUploadEntry; label: string }[]): LinkMenuItem[] {
  const auth = useService<AuthService>(AuthService);
  const permissions = useService<PermissionService>(PermissionService);
  const responsible = auth.user.value?.role.attributes.roleType === RoleType.CLERK_IN_CORPORATION;
  return entries
    .filter(({ entry }) => (!entry.responsibleOnly || responsible) && (entry.permission === null || permissions.can(entry.permission)))
    .map(({ entry, label }) => ({ label, to: entry.path, icon: 'upload' }));
}
