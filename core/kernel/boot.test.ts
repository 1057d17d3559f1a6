// createKernel: platform, core and plugin services in one container, and the boot-time binding checks.
import { describe, expect, it } from 'vitest';
import { injectable, inject } from 'inversify';
import { createKernel } from './boot';
import { definePlugin } from './plugin';
import { PluginRegistry, PluginValidationError } from './registry';
import { ServiceLocator } from './locator';
import { ManualClock } from './manual-clock';
import { ApiClient, ApiConfig, Clock, KeyValueStorage, SessionPresence } from '../platform/tokens';
import { HttpApiClient } from '../api/http-client';
import {
  AuthService, CorporationService, ErrorService, LoadingService, ManualDownloadService, NavigationService, NewsService,
  PermissionService, ToastService,
} from '../services/contracts';
import { ScriptedApiClient } from '../services/test-support';

const config: ApiConfig = { baseUrl: 'http://localhost:8080', fetch: () => Promise.reject(new Error('offline')) };
const UsersApi = Symbol('UsersApi');
const Missing = Symbol('MissingThing');

@injectable()
class UsersApiImpl {
  constructor(@inject(ApiClient) readonly client: ApiClient) {}
}

describe('createKernel', () => {
  it('binds the platform, every core service as a singleton, the registry and the locator', () => {
    const kernel = createKernel({ plugins: [], platform: (bind) => bind<ApiConfig>(ApiConfig).toConstantValue(config) });
    for (const token of [ErrorService, LoadingService, ToastService, ManualDownloadService, AuthService, PermissionService, CorporationService, NewsService, NavigationService]) {
      expect(kernel.container.get(token)).toBeDefined();
      expect(kernel.container.get(token)).toBe(kernel.services.get(token));
    }
    expect(kernel.container.get(PluginRegistry)).toBe(kernel.registry);
    expect(kernel.container.get(ServiceLocator)).toBe(kernel.services);
  });

  it('defaults the API client to HttpApiClient over ApiConfig, and Clock, storage and presence', () => {
    const kernel = createKernel({ plugins: [], platform: (bind) => bind<ApiConfig>(ApiConfig).toConstantValue(config) });
    expect(kernel.services.get(ApiClient)).toBeInstanceOf(HttpApiClient);
    expect(kernel.services.get<Clock>(Clock).now()).toBeGreaterThan(0);
    const storage = kernel.services.get<KeyValueStorage>(KeyValueStorage);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    expect(kernel.services.get<SessionPresence>(SessionPresence).hasAuthCookie()).toBe(true);
  });

  it('wires the default client to the loading counter', async () => {
    const clock = new ManualClock();
    const fetch = (() => Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }))) as typeof globalThis.fetch;
    const kernel = createKernel({
      plugins: [],
      platform: (bind) => {
        bind<ApiConfig>(ApiConfig).toConstantValue({ ...config, fetch });
        bind<Clock>(Clock).toConstantValue(clock);
      },
    });
    const loading = kernel.services.get<LoadingService>(LoadingService);
    const client = kernel.services.get<ApiClient>(ApiClient);
    const pending = client.raw('POST', '/api/login/logout', {});
    expect(loading.count.value).toBe(1);
    await pending;
    clock.advance(200);
    expect(loading.count.value).toBe(0);
  });

  it('keeps what the platform bound over the defaults', () => {
    const client = new ScriptedApiClient();
    const clock = new ManualClock(42);
    const kernel = createKernel({
      plugins: [],
      platform: (bind) => {
        bind<ApiClient>(ApiClient).toConstantValue(client);
        bind<Clock>(Clock).toConstantValue(clock);
      },
    });
    expect(kernel.services.get(ApiClient)).toBe(client);
    expect(kernel.services.get(Clock)).toBe(clock);
  });

  it('lets the platform replace a core service', () => {
    const fake = { marker: true };
    const kernel = createKernel({
      plugins: [],
      platform: (bind) => {
        bind<ApiConfig>(ApiConfig).toConstantValue(config);
        bind(ToastService).toConstantValue(fake);
      },
    });
    expect(kernel.services.get(ToastService)).toBe(fake);
  });

  it('fails when the platform binds neither ApiConfig nor ApiClient', () => {
    expect(() => createKernel({ plugins: [], platform: () => undefined })).toThrow(/ApiConfig/);
  });

  it("loads each plugin's services module synchronously", () => {
    const users = definePlugin({ id: 'users', services: ({ bind }) => { bind(UsersApi).to(UsersApiImpl).inSingletonScope(); }, requires: [UsersApi] });
    const kernel = createKernel({ plugins: [users], platform: (bind) => bind<ApiConfig>(ApiConfig).toConstantValue(config) });
    const api = kernel.services.get<UsersApiImpl>(UsersApi);
    expect(api.client).toBe(kernel.services.get(ApiClient));
    expect(kernel.services.get(UsersApi)).toBe(api);
  });

  it('accepts requires satisfied by the platform or another plugin', () => {
    const provider = definePlugin({ id: 'provider', services: ({ bind }) => { bind(UsersApi).to(UsersApiImpl); } });
    const consumer = definePlugin({ id: 'consumer', requires: [UsersApi, Clock, ApiClient] });
    expect(() => createKernel({ plugins: [consumer, provider], platform: (bind) => bind<ApiConfig>(ApiConfig).toConstantValue(config) })).not.toThrow();
  });

  it('fails naming the plugin whose required token nothing binds', () => {
    const users = definePlugin({ id: 'users', requires: [Missing] });
    let caught: unknown;
    try {
      createKernel({ plugins: [users], platform: (bind) => bind<ApiConfig>(ApiConfig).toConstantValue(config) });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PluginValidationError);
    expect((caught as Error).message).toBe('Plugin "users": requires MissingThing, but neither the platform nor any plugin binds it');
  });

  it('fails naming the plugin whose services module throws', () => {
    const broken = definePlugin({ id: 'broken', services: () => { throw new Error('boom'); } });
    expect(() => createKernel({ plugins: [broken], platform: (bind) => bind<ApiConfig>(ApiConfig).toConstantValue(config) }))
      .toThrow('Plugin "broken": its services module failed to load: boom');
  });

  it('validates the plugin declarations before binding anything', () => {
    let platformRan = false;
    expect(() => createKernel({ plugins: [definePlugin({ id: 'Bad' })], platform: () => { platformRan = true; } })).toThrow(/Plugin "Bad"/);
    expect(platformRan).toBe(false);
  });

  it('builds independent containers on each call', () => {
    const platform = (bind: Parameters<Parameters<typeof createKernel>[0]['platform']>[0]) => bind<ApiConfig>(ApiConfig).toConstantValue(config);
    const a = createKernel({ plugins: [], platform });
    const b = createKernel({ plugins: [], platform });
    expect(a.services.get(ErrorService)).not.toBe(b.services.get(ErrorService));
  });
});
