// What only a responsible person (責任者, role 3) may open (spec 6): every bulk upload — members, clerks, department
// names, order, registration and deletion. The server refuses those uploads to anyone else
// (server/uploads/kind-access.ts); the route condition keeps their pages and menu entries from a department clerk,
// who would otherwise fill in a wizard only to be refused at its end.
import type { RouteCondition } from '../../kernel/plugin';
import { RoleType } from '../../domain/roles';
import { AuthService } from '../contracts';

export const responsiblePerson: RouteCondition = (services) =>
  services.get<AuthService>(AuthService).user.value?.role.attributes.roleType === RoleType.CLERK_IN_CORPORATION;
