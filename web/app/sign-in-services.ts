// The services of the sign-in pages, made in the browser entry without the inversify container, so the sign-in page
// downloads neither the container nor the plugins (issue 11: its JavaScript at most 150 KB gzip).
//
// The sign-in pages (/Login, /PassLost, /CodeAuth, /CodeChange), their navigation rules (spec 2.4: history, errors,
// manual download, session clearing, the two-factor token check) and the frame around them (busy indicator, toasts,
// error banner, error page) use only the platform services and seven core services. These are the core's own
// classes, constructed here with the arguments the container would inject (core/services/module.ts); the kernel,
// loaded with the first page that needs more (web/app/workbench.ts), binds these very instances, so its container
// and the pages see the same state (the signed-in user, the pending manual, the history of the rules).
//
// Before the kernel is there, asking for any other service is a wiring mistake and throws, naming the token; once it
// is attached, every request goes to the container.
import { ApiClient, ApiConfig, Clock, KeyValueStorage, SessionPresence } from '../../core/platform/tokens';
import {
  AuthService, ErrorService, LoadingService, ManualDownloadService, NavigationService, ToastService,
} from '../../core/services/contracts';
import type { ServiceLocator } from '../../core/kernel/locator';
import { HttpApiClient } from '../../core/api/http-client';
import { DefaultLoadingService } from '../../core/services/loading-service';
import { DefaultToastService } from '../../core/services/toast-service';
import { DefaultManualDownloadService } from '../../core/services/manual-download-service';
import { DefaultErrorService } from '../../core/services/error-service';
import { DefaultAuthService } from '../../core/services/auth-service';
import { DefaultNavigationService } from '../../core/services/navigation-service';
import type { WebServices } from '../kit/services-context';
import type { BrowserPlatform } from './platform';

export class SignInServices implements WebServices, ServiceLocator {
  private readonly instances = new Map<symbol, unknown>();
  private container: WebServices | null = null;

  /** Adds a service made by hand; only before the kernel is attached. */
  provide<T>(token: symbol, instance: T): T {
    if (this.container) throw new Error(`SignInServices: ${String(token)} provided after the kernel was attached`);
    this.instances.set(token, instance);
    return instance;
  }

  /** The services made here, for the kernel to bind as they are. */
  provided(): ReadonlyMap<symbol, unknown> {
    return this.instances;
  }

  /** From now on every request goes to the kernel's container (which holds the instances made here). */
  attach(container: WebServices): void {
    this.container = container;
  }

  get attached(): boolean {
    return this.container !== null;
  }

  get<T>(token: symbol): T {
    if (this.container) return this.container.get<T>(token);
    if (this.instances.has(token)) return this.instances.get(token) as T;
    throw new Error(`${String(token)} is not available on the sign-in pages: only after the workbench has loaded (web/app/workbench.ts)`);
  }

  getAll<T>(token: symbol, options: { optional: true }): T[] {
    if (this.container) return this.container.getAll<T>(token, options);
    return this.instances.has(token) ? [this.instances.get(token) as T] : [];
  }
}

/** The platform services and the core services the sign-in pages use, wired as the container would wire them. */
export function createSignInServices(platform: BrowserPlatform): SignInServices {
  const services = new SignInServices();
  const apiConfig = services.provide<ApiConfig>(ApiConfig, platform.apiConfig);
  const storage = services.provide<KeyValueStorage>(KeyValueStorage, platform.storage);
  const clock = services.provide<Clock>(Clock, platform.clock);
  services.provide<SessionPresence>(SessionPresence, platform.presence);
  const loading = services.provide<LoadingService>(LoadingService, new DefaultLoadingService(clock));
  const toasts = services.provide<ToastService>(ToastService, new DefaultToastService(clock));
  const client = services.provide<ApiClient>(ApiClient, new HttpApiClient(apiConfig, loading, clock));
  const manual = services.provide<ManualDownloadService>(ManualDownloadService, new DefaultManualDownloadService(client, storage));
  const errors = services.provide<ErrorService>(ErrorService, new DefaultErrorService(manual));
  services.provide<AuthService>(AuthService, new DefaultAuthService(client, errors, toasts));
  // The rules reach the services through the locator: these before the kernel, the container after.
  services.provide<NavigationService>(NavigationService, new DefaultNavigationService(services));
  return services;
}
