// Boot: one inversify container with the platform's services, the core services and every plugin's services,
// then the eager checks that make a broken plugin fail here rather than on some later click.
import { Container, ContainerModule, type Bind, type ContainerModuleLoadOptions } from 'inversify';
import type { Plugin } from './plugin';
import { ServiceLocator } from './locator';
import { PluginRegistry, PluginValidationError, checkRequiredBindings, createPluginRegistry } from './registry';
import { ApiClient, ApiConfig } from '../platform/tokens';
import { coreServicesModule, platformDefaultsModule } from '../services/module';

export interface KernelOptions {
  plugins: readonly Plugin[];
  /** Binds the platform services (ApiConfig or ApiClient, Clock, KeyValueStorage, SessionPresence ...). */
  platform: (bind: Bind, options: ContainerModuleLoadOptions) => void;
}

export interface Kernel {
  container: Container;
  registry: PluginRegistry;
  services: ServiceLocator;
}

function loadPluginServices(container: Container, plugin: Plugin): void {
  const services = plugin.services;
  if (!services) return;
  try {
    // Wrapped so an expression-bodied module (`({ bind }) => bind(X).toSelf()`) does not look asynchronous to v8.
    container.load(new ContainerModule((options) => { services(options); }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PluginValidationError(plugin.id, `its services module failed to load: ${reason}`);
  }
}

export function createKernel({ plugins, platform }: KernelOptions): Kernel {
  // Plugin declarations are checked before anything is bound: cheap, and the clearest message first.
  const registry = createPluginRegistry(plugins);
  const container = new Container();
  const services: ServiceLocator = { get: <T>(token: symbol) => container.get<T>(token) };

  container.load(new ContainerModule((options) => { platform(options.bind, options); }));
  if (!container.isBound(ApiClient) && !container.isBound(ApiConfig)) {
    throw new Error('Kernel: the platform must bind ApiConfig (for the built-in HTTP client) or an ApiClient');
  }
  container.bind<PluginRegistry>(PluginRegistry).toConstantValue(registry);
  container.bind<ServiceLocator>(ServiceLocator).toConstantValue(services);
  container.load(platformDefaultsModule(), coreServicesModule());
  for (const plugin of plugins) loadPluginServices(container, plugin);
  checkRequiredBindings(plugins, (token) => container.isBound(token));
  return { container, registry, services };
}
