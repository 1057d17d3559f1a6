// The browser's platform services: same-origin fetch with the anti-forgery cookie, session storage,
// window timers, and the readable anti-forgery cookie as the sign of a session.
import type { Bind } from 'inversify';
import { ApiConfig, Clock, KeyValueStorage, SessionPresence } from '../../core/platform/tokens';

// The server names its cookies __Host-... when it runs with COOKIE_SECURE (https), plain otherwise.
const CSRF_COOKIES = ['__Host-twb_csrf', 'twb_csrf'];

export function readCookie(name: string, cookieText: string = document.cookie): string | null {
  for (const part of cookieText.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The anti-forgery token: the __Host- cookie first, so a plain-named one planted over http never wins. */
export function readCsrfCookie(cookieText: string = document.cookie): string | null {
  for (const name of CSRF_COOKIES) {
    const value = readCookie(name, cookieText);
    if (value !== null) return value;
  }
  return null;
}

export function bindBrowserPlatform(bind: Bind): void {
  bind<ApiConfig>(ApiConfig).toConstantValue({
    baseUrl: '',
    // Bound so that fetch is called with window as `this`, as browsers require.
    fetch: window.fetch.bind(window),
    getCsrfToken: () => readCsrfCookie(),
  });
  bind<KeyValueStorage>(KeyValueStorage).toConstantValue(window.sessionStorage);
  bind<Clock>(Clock).toConstantValue({
    now: () => Date.now(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  });
  // The session cookie itself is HttpOnly; the anti-forgery cookie is issued and cleared with it.
  bind<SessionPresence>(SessionPresence).toConstantValue({ hasAuthCookie: () => readCsrfCookie() !== null });
}
