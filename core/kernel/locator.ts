// A narrow view of the container handed to guards and conditions, so they stay plain testable functions.
export interface ServiceLocator {
  get<T>(token: symbol): T;
}

/** The container's locator, bound so that services running guards can hand it on. */
export const ServiceLocator = Symbol('ServiceLocator');
