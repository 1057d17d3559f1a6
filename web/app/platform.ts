// The browser's platform services: same-origin fetch with the anti-forgery cookie, session storage,
// window timers, and the readable anti-forgery cookie as the sign of a session.
import type { ApiConfig, Clock, KeyValueStorage, SessionPresence } from '../../core/platform/tokens';

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

/** The platform services of the browser, which the sign-in services and then the kernel's container hold. */
export interface BrowserPlatform {
  apiConfig: ApiConfig;
  storage: KeyValueStorage;
  clock: Clock;
  presence: SessionPresence;
}

export function browserPlatform(): BrowserPlatform {
  return {
    apiConfig: {
      baseUrl: '',
      // Bound so that fetch is called with window as `this`, as browsers require.
      fetch: window.fetch.bind(window),
      getCsrfToken: () => readCsrfCookie(),
    },
    storage: window.sessionStorage,
    clock: {
      now: () => Date.now(),
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
    // The session cookie itself is HttpOnly; the anti-forgery cookie is issued and cleared with it.
    presence: { hasAuthCookie: () => readCsrfCookie() !== null },
  };
}
