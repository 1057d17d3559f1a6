// What the benches that talk to a running server share (not a bench itself: bench.mjs runs bench-*.mjs): a bearer sign-in as a demo account, quantiles and timing.

import { performance } from 'node:perf_hooks';
export const DEMO_PASSWORD = 'DemoPass2026';
export const DEMO_CODE = 'DemoCode2026';

/** Signs in through the two steps on the bearer channel (as the CLI does) and answers the access token. */
export async function signInBearer(baseUrl, loginId, password = DEMO_PASSWORD, code = DEMO_CODE) {
  const post = async (path, body, bearer) => {
    const headers = { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) };
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  const login = await post('/api/login', { loginId, password, channel: 'bearer' });
  const auth = await post('/api/twoFactorAuth/auth', { confirmationCode: code }, login.twoFactorToken);
  return auth.accessToken;
}

/** The q-quantile (0..1) of the values by the nearest-rank method; NaN for none. */
export function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export const median = (values) => quantile(values, 0.5);

/** How long `fn` took (ms) and what it answered. */
export async function timed(fn) {
  const begin = performance.now();
  const value = await fn();
  return { elapsed: performance.now() - begin, value };
}
