// Platform services each entry point (web, cli, server tests) binds before boot.
import type { ApiClient as ApiClientShape } from '../api/client-types';

export const ApiClient = Symbol('ApiClient');
export type ApiClient = ApiClientShape;

/** Where the API lives and how to authenticate: cookie + anti-forgery (web) or bearer (CLI). */
export const ApiConfig = Symbol('ApiConfig');
export interface ApiConfig {
  /** Origin, e.g. http://localhost:8080; '' in the browser for same-origin. */
  baseUrl: string;
  /** Bearer token source (CLI); when absent the client relies on cookies and sends the anti-forgery header. */
  getBearer?: () => string | null;
  /** Reads the anti-forgery cookie value (web). */
  getCsrfToken?: () => string | null;
  timeoutMs?: number;
  /** Injected fetch (undici's in Node, window.fetch in the browser). */
  fetch: typeof fetch;
}

/** Session storage (browser) or an in-memory map (tests, CLI). */
export const KeyValueStorage = Symbol('KeyValueStorage');
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Time and timers, replaceable in tests. */
export const Clock = Symbol('Clock');
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Whether the authentication cookie is present (web reads the readable anti-forgery cookie); CLI: token present. */
export const SessionPresence = Symbol('SessionPresence');
export interface SessionPresence {
  hasAuthCookie(): boolean;
}
