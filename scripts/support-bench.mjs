// What the benches that talk to a running server share (not a bench itself: bench.mjs runs bench-*.mjs): a bearer sign-in as a demo account, quantiles and timing.

import http from 'node:http';
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

const BOUNDARY = '----twb-bench-upload';

/**
 * The multipart body of an upload (the CSV as the part "file"), built once per file. A bench whose server shares its
 * process counts the client's own work in the event loop stalls it measures: FormData, Blob and fetch copied and
 * streamed a 10 MB body in JavaScript (0.1-0.3 s at a time for four at once), where node:http hands one prepared
 * buffer to the socket.
 */
export function uploadBody(data) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.from(data), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

/** POST /api/transfer/upload/ with `query` and a body from uploadBody, on the bearer channel; answers the JSON answer. */
export function postUpload(baseUrl, token, query, body) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}/api/transfer/upload/?${search}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`, accept: 'application/json',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.byteLength,
      },
    }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode !== 200) reject(new Error(`upload answered ${response.statusCode}: ${text.slice(0, 300)}`));
        else resolve(JSON.parse(text));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
