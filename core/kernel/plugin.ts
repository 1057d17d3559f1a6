// The plugin API: a plugin is a plain object listing what it contributes (Backstage), collected by the registry.
import type { ContainerModuleLoadOptions } from 'inversify';
import type { PermissionRequirement } from '../domain/permissions';
import type { MessageKey } from '../i18n';
import type { ServiceLocator } from './locator';

/** A page module: the web shell renders its default export; core never looks inside. */
export type PageLoader = () => Promise<{ default: unknown }>;

/**
 * How the navigation rules of spec 2.4 treat a route:
 * - 'login': the sign-in page; session cookies are cleared, nothing else checked;
 * - 'anonymous': no check (password lost);
 * - 'twoFactor': the two-factor token is checked (code authentication, code change);
 * - 'session': the session is checked (every other page), then the permission and gates.
 */
export type RouteAccess = 'login' | 'anonymous' | 'twoFactor' | 'session';

export type GuardResult = { allow: true } | { allow: false; redirect: string; permissionError?: boolean };

export interface GuardContext {
  services: ServiceLocator;
  route: RouteDef;
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** A page-specific gate (spec 2.4): runs after the session, permission and view-permission checks. */
export type RouteGuard = (ctx: GuardContext) => GuardResult | Promise<GuardResult>;

/**
 * The departments (部署) a page is about, for the billing gate of spec 2.4: the page opens only while one of them is
 * in use, else the person is sent to the department's detail. Empty when the page names none (the page itself
 * tells what it cannot show). Declared on the route, so that a test can list every department page and its gate.
 */
export type PageDepartments = (ctx: GuardContext) => readonly string[] | Promise<readonly string[]>;

/** A synchronous condition over signed-in state, shared by the menu entry and the route guard. */
export type RouteCondition = (services: ServiceLocator) => boolean;

export interface RouteDef {
  id: string;
  path: string;
  title: string;
  access?: RouteAccess;
  /** Required permission (spec 2.2); absent for routes without permission. */
  permission?: PermissionRequirement;
  /** Extra condition (e.g. flexDisplay) checked by both the menu and the guard; failure is a permission error. */
  when?: RouteCondition;
  /** The page is about a department and passes the billing gate (runs before `guards`). */
  departments?: PageDepartments;
  guards?: readonly RouteGuard[];
  page: PageLoader;
  /** Parent route id for breadcrumbs. */
  parent?: string;
  /** 'bare' pages (sign-in and friends) render without header and side navigation. */
  layout?: 'shell' | 'bare';
  /**
   * Query parameters of the page that name records of the corporation being viewed (the departments of a filter): a
   * switch to another corporation keeps the person on the page without them, as they name nothing there.
   */
  corporationRecordParams?: readonly string[];
}

export interface MenuEntry {
  id: string;
  routeId: string;
  label: string;
  /** Blueprint icon name. */
  icon: string;
  order: number;
  /** Optional group heading for the side navigation. */
  group?: string;
}

/** The home page's route id: the help cards of every plugin name it to appear on the home page. */
export const HOME_ROUTE_ID = 'home.top';

export interface HelpCard {
  id: string;
  /** Route ids on whose page the card shows. */
  routeIds: readonly string[];
  /** roleType values that see the card (3 responsible person, 4 department clerk). */
  roles: readonly number[];
  // Message keys, looked up when the card is shown: the texts of every card then travel with the pages that show cards
  // (core/i18n/catalog/help.ts), not in the entry every visitor of the sign-in page downloads.
  title: MessageKey;
  body: MessageKey;
  links?: readonly { label: MessageKey; routeId: string }[];
  /** A manual offered for download from the card (manualName of GET /manual/download). */
  manualName?: string;
}

export interface PluginDefinition {
  /** kebab-case, unique across plugins. */
  id: string;
  services?: (options: ContainerModuleLoadOptions) => void;
  /** Tokens this plugin needs bound (by itself or the platform); boot fails naming the plugin if one is missing. */
  requires?: readonly symbol[];
  routes?: readonly RouteDef[];
  menu?: readonly MenuEntry[];
  helpCards?: readonly HelpCard[];
}

export type Plugin = Readonly<PluginDefinition>;

export function definePlugin(def: PluginDefinition): Plugin {
  return Object.freeze({ ...def });
}
