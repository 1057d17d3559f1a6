// PluginRegistry: every boot-time check fails naming the plugin, and the look-ups answer what plugins declared.
import { describe, expect, it } from 'vitest';
import { createPluginRegistry, isKebabCase, isRouteIdOf, PluginValidationError } from './registry';
import { definePlugin, type HelpCard, type MenuEntry, type PluginDefinition, type RouteDef } from './plugin';

const page = () => Promise.resolve({ default: null });
const route = (id: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ id, path, title: id, page, ...extra });
const menu = (id: string, routeId: string, order: number): MenuEntry => ({ id, routeId, label: id, icon: 'home', order });
const card = (id: string, routeIds: string[], roles: number[], extra: Partial<HelpCard> = {}): HelpCard => ({ id, routeIds, roles, title: 'home.help.faq.title', body: 'home.help.faq.body', ...extra });
const plugin = (def: PluginDefinition) => definePlugin(def);

function failure(build: () => unknown): PluginValidationError {
  try {
    build();
  } catch (error) {
    expect(error).toBeInstanceOf(PluginValidationError);
    return error as PluginValidationError;
  }
  throw new Error('expected a PluginValidationError');
}

const home = plugin({ id: 'home', routes: [route('home.index', '/')], menu: [menu('home', 'home.index', 10)] });

describe('PluginRegistry validation', () => {
  it('refuses plugin ids that are not kebab-case', () => {
    for (const id of ['Users', 'flex_users', 'flexUsers', '-users', 'users-', '1users', 'users--x', '']) {
      const error = failure(() => createPluginRegistry([plugin({ id })]));
      expect(error.pluginId).toBe(id);
      expect(error.message).toContain(`Plugin "${id}"`);
      expect(error.message).toContain('kebab-case');
    }
  });

  it('accepts kebab-case ids', () => {
    expect(['users', 'flex-users', 'limit-amount-user', 'a1'].every(isKebabCase)).toBe(true);
  });

  it('refuses duplicate plugin ids', () => {
    const error = failure(() => createPluginRegistry([home, plugin({ id: 'home' })]));
    expect(error.message).toBe('Plugin "home": another plugin has the same id');
  });

  it('refuses route ids not of the form <plugin>.<page>', () => {
    for (const id of ['info', 'users', 'other.info', 'users.', 'users..info', 'users.info!']) {
      const error = failure(() => createPluginRegistry([plugin({ id: 'users', routes: [route(id, '/User/Info')] })]));
      expect(error.message).toContain('Plugin "users"');
      expect(error.message).toContain(`route id "${id}"`);
    }
    expect(isRouteIdOf('users', 'users.upload.input')).toBe(true);
    expect(isRouteIdOf('flex-users', 'flex-users.info')).toBe(true);
  });

  it('refuses route paths not starting with /', () => {
    const error = failure(() => createPluginRegistry([plugin({ id: 'users', routes: [route('users.info', 'User/Info')] })]));
    expect(error.message).toContain('Plugin "users"');
  });

  it('refuses duplicate route ids, within and across plugins', () => {
    const twice = failure(() => createPluginRegistry([plugin({ id: 'users', routes: [route('users.info', '/a'), route('users.info', '/b')] })]));
    expect(twice.message).toBe('Plugin "users": route id "users.info" is declared twice in this plugin');
  });

  it('refuses duplicate route paths across plugins, naming both', () => {
    const error = failure(() => createPluginRegistry([
      plugin({ id: 'users', routes: [route('users.info', '/User/Info')] }),
      plugin({ id: 'members', routes: [route('members.info', '/User/Info')] }),
    ]));
    expect(error.pluginId).toBe('members');
    expect(error.message).toBe('Plugin "members": route path "/User/Info" is declared already by plugin "users"');
  });

  it('refuses duplicate menu ids', () => {
    const error = failure(() => createPluginRegistry([
      home,
      plugin({ id: 'users', routes: [route('users.info', '/User/Info')], menu: [menu('home', 'users.info', 20)] }),
    ]));
    expect(error.message).toBe('Plugin "users": menu id "home" is declared already by plugin "home"');
  });

  it('refuses duplicate help card ids', () => {
    const error = failure(() => createPluginRegistry([
      plugin({ id: 'home', routes: [route('home.index', '/')], helpCards: [card('tips', ['home.index'], [3]), card('tips', ['home.index'], [4])] }),
    ]));
    expect(error.message).toContain('help card id "tips"');
  });

  it('refuses menu entries naming unknown route ids', () => {
    const error = failure(() => createPluginRegistry([plugin({ id: 'users', menu: [menu('users', 'users.info', 30)] })]));
    expect(error.message).toBe('Plugin "users": menu entry "users" names unknown route id "users.info"');
  });

  it('refuses help cards shown on unknown routes', () => {
    const error = failure(() => createPluginRegistry([home, plugin({ id: 'users', helpCards: [card('u', ['home'], [3])] })]));
    expect(error.message).toBe('Plugin "users": help card "u" names unknown route id "home"');
  });

  it('refuses help-card links naming unknown route ids', () => {
    const error = failure(() => createPluginRegistry([
      home,
      plugin({ id: 'users', helpCards: [card('u', ['home.index'], [3], { links: [{ label: 'users.help.list', routeId: 'users.list' }] })] }),
    ]));
    expect(error.message).toBe('Plugin "users": help card "u" link "users.help.list" names unknown route id "users.list"');
  });

  it('refuses unknown parent route ids', () => {
    const error = failure(() => createPluginRegistry([plugin({ id: 'users', routes: [route('users.detail', '/User/Detail/:userId', { parent: 'users.info' })] })]));
    expect(error.message).toContain('Plugin "users": route "users.detail" (parent) names unknown route id "users.info"');
  });

  it('lets references cross plugins', () => {
    expect(() => createPluginRegistry([
      home,
      plugin({ id: 'users', routes: [route('users.info', '/User/Info', { parent: 'home.index' })], helpCards: [card('u', ['home.index'], [3], { links: [{ label: 'users.help.list', routeId: 'users.info' }] })] }),
    ])).not.toThrow();
  });
});

describe('PluginRegistry look-ups', () => {
  const users = plugin({
    id: 'users',
    routes: [route('users.info', '/User/Info'), route('users.detail', '/User/Detail/:userId', { parent: 'users.info' })],
    menu: [menu('users', 'users.info', 30), menu('users-b', 'users.detail', 30)],
    helpCards: [card('users.clerk', ['home.index', 'users.info'], [4]), card('users.both', ['home.index'], [3, 4])],
  });
  const corp = plugin({ id: 'corp', routes: [route('corp.detail', '/Corp/Detail')], menu: [menu('corp', 'corp.detail', 20)] });
  const registry = createPluginRegistry([home, users, corp]);

  it('lists routes in plugin order and finds them by id and path', () => {
    expect(registry.routes().map((r) => r.id)).toEqual(['home.index', 'users.info', 'users.detail', 'corp.detail']);
    expect(registry.route('users.detail')?.path).toBe('/User/Detail/:userId');
    expect(registry.route('nope')).toBeUndefined();
    expect(registry.routeByPath('/Corp/Detail')?.id).toBe('corp.detail');
    expect(registry.pluginOfRoute('users.detail')?.id).toBe('users');
  });

  it('sorts the menu by order, then id', () => {
    expect(registry.menu().map((m) => m.id)).toEqual(['home', 'corp', 'users', 'users-b']);
  });

  it('answers help cards for a route and a role', () => {
    expect(registry.helpCards('home.index', 4).map((c) => c.id)).toEqual(['users.clerk', 'users.both']);
    expect(registry.helpCards('home.index', 3).map((c) => c.id)).toEqual(['users.both']);
    expect(registry.helpCards('users.info', 3)).toEqual([]);
  });
});
