// What every navigation rule receives and answers: the page change, the services, and "go on" or a result.
import type { Signal } from '@preact/signals-core';
import type { GuardContext, GuardResult } from '../../kernel/plugin';
import type { NavigationHistory } from '../contracts';

export interface NavigationContext extends GuardContext {
  /** The full target URL of the page change. */
  url: URL;
  /** Where the URL history is recorded (owned by the NavigationService). */
  history: Signal<NavigationHistory>;
}

/** undefined lets the next rule run; a GuardResult ends the navigation check with that answer. */
export type NavigationStep = GuardResult | undefined;
export type NavigationRule = (ctx: NavigationContext) => NavigationStep | Promise<NavigationStep>;

export const LOGIN_PATH = '/Login';
export const HOME_PATH = '/';
export const PASSWORD_CHANGE_PATH = '/PassChange';
export const CODE_AUTH_PATH = '/CodeAuth';
export const CODE_CHANGE_PATH = '/CodeChange';

export const ALLOW: GuardResult = { allow: true };

/** A path with query parameters appended (none: the path alone). */
export function withQuery(path: string, params: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

export function redirect(path: string, permissionError = false): GuardResult {
  return permissionError ? { allow: false, redirect: path, permissionError: true } : { allow: false, redirect: path };
}
