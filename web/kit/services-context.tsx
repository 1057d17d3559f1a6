// Hands the kernel's container to React: pages and components ask for services by token, never import instances.
import { createContext, useContext, type ReactNode } from 'react';

/** What components may ask of the container: one service, or every contribution bound to a token. */
export interface WebServices {
  get<T>(token: symbol): T;
  getAll<T>(token: symbol, options: { optional: true }): T[];
}

const ServicesContext = createContext<WebServices | null>(null);

export function ServicesProvider({ services, children }: { services: WebServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): WebServices {
  const services = useContext(ServicesContext);
  // A missing provider is a wiring mistake in an entry point or a test, not a user-facing state.
  if (!services) throw new Error('useService called outside <ServicesProvider>');
  return services;
}

/** The service bound to `token`; the same instance on every render (services are singletons). */
export function useService<T>(token: symbol): T {
  return useServices().get<T>(token);
}
