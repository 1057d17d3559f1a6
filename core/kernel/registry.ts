// The plugin registry: collects every plugin's routes, menu entries and help cards, checks them at boot,
// and answers the shell's look-ups (routes, menu, help cards).
import type { HelpCard, MenuEntry, Plugin, RouteDef } from './plugin';

export const PluginRegistry = Symbol('PluginRegistry');
export interface PluginRegistry {
  readonly plugins: readonly Plugin[];
  /** Every route of every plugin, in plugin order. */
  routes(): readonly RouteDef[];
  route(id: string): RouteDef | undefined;
  /** The route declared with exactly this path pattern (e.g. '/User/Detail/:userId'). */
  routeByPath(path: string): RouteDef | undefined;
  /** The plugin that contributes a route. */
  pluginOfRoute(routeId: string): Plugin | undefined;
  /** Every menu entry, sorted by order (then id, so equal orders stay stable across builds). */
  menu(): readonly MenuEntry[];
  /** Help cards shown on a route's page for a roleType. */
  helpCards(routeId: string, roleType: number): readonly HelpCard[];
  /** Help cards for a roleType that link to a route: they describe that page (its guided description popover). */
  helpCardsAbout(routeId: string, roleType: number): readonly HelpCard[];
}

/** Raised at boot; the message names the plugin at fault so the developer knows where to look. */
export class PluginValidationError extends Error {
  constructor(
    readonly pluginId: string,
    detail: string,
  ) {
    super(`Plugin "${pluginId}": ${detail}`);
    this.name = 'PluginValidationError';
  }
}

const KEBAB_CASE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** The page part of a route id: one or more dot-separated segments such as 'info' or 'upload.input'. */
const PAGE_PART = /^[A-Za-z][A-Za-z0-9-]*(?:\.[A-Za-z][A-Za-z0-9-]*)*$/;

export function isKebabCase(id: string): boolean {
  return KEBAB_CASE.test(id);
}

/** Route ids are `<plugin>.<page>`, so a route id alone tells which plugin owns it. */
export function isRouteIdOf(pluginId: string, routeId: string): boolean {
  const prefix = `${pluginId}.`;
  return routeId.startsWith(prefix) && PAGE_PART.test(routeId.slice(prefix.length));
}

/** Checks ids and naming of each plugin alone and uniqueness across all of them. */
function checkIdentities(plugins: readonly Plugin[]): void {
  const pluginIds = new Set<string>();
  const routeIds = new Map<string, string>();
  const routePaths = new Map<string, string>();
  const menuIds = new Map<string, string>();
  const helpCardIds = new Map<string, string>();

  const claim = (seen: Map<string, string>, key: string, pluginId: string, what: string): void => {
    const owner = seen.get(key);
    if (owner !== undefined) {
      const where = owner === pluginId ? 'twice in this plugin' : `already by plugin "${owner}"`;
      throw new PluginValidationError(pluginId, `${what} "${key}" is declared ${where}`);
    }
    seen.set(key, pluginId);
  };

  for (const plugin of plugins) {
    if (!isKebabCase(plugin.id)) throw new PluginValidationError(plugin.id, 'plugin id must be kebab-case (e.g. "flex-users")');
    if (pluginIds.has(plugin.id)) throw new PluginValidationError(plugin.id, 'another plugin has the same id');
    pluginIds.add(plugin.id);

    for (const route of plugin.routes ?? []) {
      if (!isRouteIdOf(plugin.id, route.id)) {
        throw new PluginValidationError(plugin.id, `route id "${route.id}" must have the form "${plugin.id}.<page>"`);
      }
      if (!route.path.startsWith('/')) throw new PluginValidationError(plugin.id, `route "${route.id}" has a path not starting with "/": "${route.path}"`);
      claim(routeIds, route.id, plugin.id, 'route id');
      claim(routePaths, route.path, plugin.id, 'route path');
    }
    for (const entry of plugin.menu ?? []) claim(menuIds, entry.id, plugin.id, 'menu id');
    for (const card of plugin.helpCards ?? []) claim(helpCardIds, card.id, plugin.id, 'help card id');
  }
}

/** Checks that every route id named anywhere (menu, help cards and their links, parents) exists. */
function checkReferences(plugins: readonly Plugin[], known: ReadonlySet<string>): void {
  for (const plugin of plugins) {
    const expect = (routeId: string, where: string): void => {
      if (!known.has(routeId)) throw new PluginValidationError(plugin.id, `${where} names unknown route id "${routeId}"`);
    };
    for (const route of plugin.routes ?? []) if (route.parent !== undefined) expect(route.parent, `route "${route.id}" (parent)`);
    for (const entry of plugin.menu ?? []) expect(entry.routeId, `menu entry "${entry.id}"`);
    for (const card of plugin.helpCards ?? []) {
      for (const routeId of card.routeIds) expect(routeId, `help card "${card.id}"`);
      for (const link of card.links ?? []) expect(link.routeId, `help card "${card.id}" link "${link.label}"`);
    }
  }
}

/** Builds the registry, validating eagerly: a broken plugin fails the boot, not a click much later. */
export function createPluginRegistry(plugins: readonly Plugin[]): PluginRegistry {
  checkIdentities(plugins);
  const routesById = new Map<string, RouteDef>();
  const routesByPath = new Map<string, RouteDef>();
  const ownerOfRoute = new Map<string, Plugin>();
  for (const plugin of plugins) {
    for (const route of plugin.routes ?? []) {
      routesById.set(route.id, route);
      routesByPath.set(route.path, route);
      ownerOfRoute.set(route.id, plugin);
    }
  }
  checkReferences(plugins, new Set(routesById.keys()));

  const allRoutes = plugins.flatMap((plugin) => plugin.routes ?? []);
  const menu = plugins
    .flatMap((plugin) => plugin.menu ?? [])
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  const cards = plugins.flatMap((plugin) => plugin.helpCards ?? []);

  return {
    plugins,
    routes: () => allRoutes,
    route: (id) => routesById.get(id),
    routeByPath: (path) => routesByPath.get(path),
    pluginOfRoute: (routeId) => ownerOfRoute.get(routeId),
    menu: () => menu,
    helpCards: (routeId, roleType) => cards.filter((card) => card.routeIds.includes(routeId) && card.roles.includes(roleType)),
    helpCardsAbout: (routeId, roleType) =>
      cards.filter((card) => card.roles.includes(roleType) && (card.links ?? []).some((link) => link.routeId === routeId)),
  };
}

/** Fails naming the first plugin whose `requires` lists a token nothing bound. */
export function checkRequiredBindings(plugins: readonly Plugin[], isBound: (token: symbol) => boolean): void {
  for (const plugin of plugins) {
    for (const token of plugin.requires ?? []) {
      if (!isBound(token)) {
        throw new PluginValidationError(plugin.id, `requires ${token.description ?? String(token)}, but neither the platform nor any plugin binds it`);
      }
    }
  }
}
