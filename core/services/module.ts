// Binds the core services (singletons) and sensible defaults for platform services an entry point may omit.
// Anything already bound wins, so a platform or a test can replace any of them.
import { ContainerModule, type ContainerModuleLoadOptions, type Newable } from 'inversify';
import {
  AuthService, CorporationService, ErrorService, LoadingService, ManualDownloadService, NavigationService,
  NewsService, PermissionService, ToastService,
} from './contracts';
import { DefaultErrorService } from './error-service';
import { DefaultLoadingService } from './loading-service';
import { DefaultToastService } from './toast-service';
import { DefaultManualDownloadService } from './manual-download-service';
import { DefaultAuthService } from './auth-service';
import { DefaultPermissionService } from './permission-service';
import { DefaultCorporationService } from './corporation-service';
import { DefaultNewsService } from './news-service';
import { DefaultNavigationService } from './navigation-service';
import { ApiClient, Clock, KeyValueStorage, SessionPresence } from '../platform/tokens';
import { HttpApiClient } from '../api/http-client';
import { systemClock } from '../kernel/system-clock';
import { MemoryStorage } from '../kernel/memory-storage';

function bindSingleton<T>({ bind, isBound }: ContainerModuleLoadOptions, token: symbol, implementation: Newable<T>): void {
  if (!isBound(token)) bind<T>(token).to(implementation).inSingletonScope();
}

/** Clock, storage, session presence and the API client, when the platform did not bind its own. */
export function platformDefaultsModule(): ContainerModule {
  return new ContainerModule((options) => {
    const { bind, isBound } = options;
    if (!isBound(Clock)) bind<Clock>(Clock).toConstantValue(systemClock);
    if (!isBound(KeyValueStorage)) bind<KeyValueStorage>(KeyValueStorage).toConstantValue(new MemoryStorage());
    // Without a way to look at cookies, assume one may exist: the session check itself then decides.
    if (!isBound(SessionPresence)) bind<SessionPresence>(SessionPresence).toConstantValue({ hasAuthCookie: () => true });
    bindSingleton(options, ApiClient, HttpApiClient);
  });
}

/** The core services of services/contracts.ts, each a singleton. */
export function coreServicesModule(): ContainerModule {
  return new ContainerModule((options) => {
    bindSingleton(options, LoadingService, DefaultLoadingService);
    bindSingleton(options, ToastService, DefaultToastService);
    bindSingleton(options, ManualDownloadService, DefaultManualDownloadService);
    bindSingleton(options, ErrorService, DefaultErrorService);
    bindSingleton(options, AuthService, DefaultAuthService);
    bindSingleton(options, PermissionService, DefaultPermissionService);
    bindSingleton(options, CorporationService, DefaultCorporationService);
    bindSingleton(options, NewsService, DefaultNewsService);
    bindSingleton(options, NavigationService, DefaultNavigationService);
  });
}
