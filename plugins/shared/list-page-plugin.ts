// One list page as a plugin: its route behind a screen permission, its side menu entry and its help card on home,
// for the clerks (the reservation and usage plugins differ only in these values).
import { HOME_ROUTE_ID, definePlugin, type Plugin, type RouteDef } from '../../core/kernel/plugin';
import type { PermissionRequirement } from '../../core/domain/permissions';
import { RoleType } from '../../core/domain/roles';
import { ErrorService, PermissionService, ToastService } from '../../core/services/contracts';
import { ApiClient } from '../../core/platform/tokens';
import type { MessageKey } from '../../core/i18n';

export interface ListPagePluginSpec {
  id: string;
  route: Pick<RouteDef, 'id' | 'path' | 'title' | 'page' | 'corporationRecordParams'> & { permission: PermissionRequirement };
  menu: { label: string; icon: string; order: number; group: string };
  /** Message keys (core/kernel/plugin HelpCard); link: the label of the card's link to the page. */
  help: { title: MessageKey; body: MessageKey; link: MessageKey };
}

export function listPagePlugin(spec: ListPagePluginSpec): Plugin {
  const { id, route, menu, help } = spec;
  return definePlugin({
    id,
    requires: [PermissionService, ToastService, ErrorService, ApiClient],
    routes: [{ ...route, access: 'session' }],
    menu: [{ id, routeId: route.id, ...menu }],
    helpCards: [
      {
        id: `${id}.shortcuts`,
        routeIds: [HOME_ROUTE_ID],
        roles: [RoleType.CLERK_IN_CORPORATION, RoleType.CLERK_IN_BILLING],
        title: help.title,
        body: help.body,
        links: [{ label: help.link, routeId: route.id }],
      },
    ],
  });
}
