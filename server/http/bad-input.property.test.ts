// Property test of issue 9 section 4: generated bad values (NUL and lone surrogates, objects with toString, arrays,
// nested objects, huge and negative numbers, NaN-ish and very long texts, impossible dates, booleans, null) in every
// field of every call of the contract, as a signed-in 責任者 (cookie session with the CSRF header) and anonymously:
// no answer is a 500, and every refusal carries a Japanese message. Seeded: a failure names its seed and request.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDef } from '../../core/api/call';
import { allCalls, calls } from '../../core/api/contract';
import { fieldsReadByHandlers, pathParams, requestFieldsByCallId, schemaFields } from '../../tests/support/contract-fields';
import { signInWithCookies, startTestServer, TestCaller, type TestServer } from '../../tests/support/server';

/** TWB_BAD_INPUT_SEED replays a failure; the default keeps CI runs identical. */
const SEED = Number(process.env.TWB_BAD_INPUT_SEED ?? 20_261_124);
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
/** A request body as a whole (a JSON array, string or null instead of an object), for calls without fields too. */
const WHOLE_BODY = '(body)';
/** Calls that end the caller's session whatever they are sent: the signed-in half would go on as anonymous. */
const ENDS_SESSION = new Set<string>([calls.auth.logout.id, calls.auth.twoFactorLogout.id]);

// ---- the bad values ----

const nulText = fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })).map(([a, b]) => `${a}\u0000${b}`);
const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 4 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 4 }))
  .map(([a, unit, b]) => `${a}${String.fromCharCode(unit)}${/^[\udc00-\udfff]/.test(b) ? '' : b}`);
const withToString = fc.oneof(
  fc.constant({ toString: 'x' }),
  fc.record({ toString: fc.string({ maxLength: 4 }), valueOf: fc.oneof(fc.string({ maxLength: 4 }), fc.integer()) }),
);
const nested = fc.object({ maxDepth: 3, maxKeys: 3 });
const hugeOrNegative = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 53 + 2, 1e21, 1.7976931348623157e308, -1, -(2 ** 31) - 1, 0, -0, 0.5, 5e-324),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
);
const numericText = fc.constantFrom(
  'NaN', 'Infinity', '-Infinity', '-1', '0', '00', '1e309', '99999999999999999999', '2147483648', '-2147483649', '0x1F', ' 12 ',
  '1,2,,x', '1.0', '+1', '１２', '١٢', '9'.repeat(400),
);
const longText = fc.tuple(fc.constantFrom(3_000, 40_000), fc.constantFrom('a', 'あ', '😀', ',')).map(([n, c]) => c.repeat(n));
const invalidDate = fc.constantFrom(
  '2026/02/30', '2026-13-01', '0000/00/00', '9999/99/99', '275760/09/14', '-000001-01-01', '2026/1/1', '2026-02-29T25:61:61Z',
  '令和8年1月1日', 'yesterday', '2026/12/31 24:00', '1970/01/01',
);
const array = fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.constant(null), withToString, fc.object({ maxDepth: 1 })), {
  maxLength: 4,
});

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  nulText, loneSurrogate, withToString, nested, hugeOrNegative, numericText, longText, invalidDate, array,
  fc.boolean(), fc.constant(null), fc.constant(''), fc.string({ unit: 'binary', maxLength: 12 }),
);

/** The two kinds issue 9 found in the field, sent to every field whatever the generator draws. */
const ALWAYS: readonly unknown[] = ['会議\u0000室', { toString: 'x' }];

// ---- sending ----

/** Percent-encoding that also carries a lone surrogate (as the bytes a careless encoder would send). */
function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const unit = char.charCodeAt(0);
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
  }
  return out;
}

/** How a value travels in a query string or a path: texts as they are, objects as a client that stringifies them. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return '{}';
    }
  }
  return String(value);
}

function queryOf(values: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const key = encodeText(name);
    // A list travels as the key repeated (the query parser makes it an array again); an object as its JSON text.
    if (Array.isArray(value)) for (const item of value) parts.push(`${key}=${encodeText(asText(item))}`);
    else parts.push(`${key}=${encodeText(asText(value))}`);
  }
  return parts.join('&');
}

interface Sent {
  status: number;
  contentType: string;
  body: unknown;
}

async function send(caller: TestCaller, def: CallDef, values: Readonly<Record<string, unknown>>): Promise<Sent> {
  const rest: Record<string, unknown> = { ...values };
  const path = def.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = name in rest ? asText(rest[name]) : '1';
    delete rest[name];
    return encodeText(value) || '1';
  });
  const whole = WHOLE_BODY in rest;
  const body = rest[WHOLE_BODY];
  delete rest[WHOLE_BODY];
  const url = `${def.base}${path}`;
  let response: Response;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (caller.cookies.size) headers.cookie = [...caller.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = caller.cookies.get('twb_csrf');
  if (csrf && def.method !== 'GET') headers['x-csrf-token'] = csrf;
  if (def.method === 'GET') {
    const query = queryOf(rest);
    response = await fetch(`${caller.baseUrl}${url}${query ? `?${query}` : ''}`, { headers });
  } else if (def.multipart) {
    const { file, ...fields } = rest;
    const form = new FormData();
    form.append('file', new Blob(['部署ID,部署名\r\n1,経営企画部\r\n'], { type: 'text/csv' }), file === undefined ? 'upload.csv' : asText(file));
    const query = queryOf(fields);
    response = await fetch(`${caller.baseUrl}${url}${query ? `?${query}` : ''}`, { method: def.method, headers, body: form });
  } else {
    headers['content-type'] = 'application/json';
    const json = JSON.stringify(whole ? body : rest) ?? 'null';
    response = await fetch(`${caller.baseUrl}${url}`, { method: def.method, headers, body: json });
  }
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let parsed: unknown = text;
  if (contentType.includes('json')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, contentType, body: parsed };
}

/** Why an answer breaks the property, or null: never a 5xx; a JSON refusal has a Japanese message. */
function problemOf(sent: Sent): string | null {
  if (sent.status >= 500) return `answered ${sent.status}`;
  if (sent.status >= 400 && sent.contentType.includes('json')) {
    const message = (sent.body as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || !JAPANESE.test(message)) return `answered ${sent.status} without a Japanese message`;
  }
  return null;
}

function describeRequest(def: CallDef, values: Readonly<Record<string, unknown>>, who: string, sent: Sent): string {
  const shown = fc.stringify(values);
  return `${who} ${def.id} (${def.method} ${def.base}${def.path}) ${shown.length > 300 ? `${shown.slice(0, 300)}…` : shown}: ${
    problemOf(sent)
  } ${JSON.stringify(sent.body).slice(0, 200)} [seed ${SEED}]`;
}

// ---- the run ----

let server: TestServer;
let admin: TestCaller;
let anonymous: TestCaller;
let fieldsOf: (def: CallDef) => string[];
let handlerFields: string[];

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  anonymous = new TestCaller(server.baseUrl);
  const requestFields = requestFieldsByCallId();
  const missing = allCalls().filter((def) => !requestFields.has(def.id) && !def.schema).map((def) => def.id);
  if (missing.length) throw new Error(`no request type found for ${missing.join(', ')}`);
  fieldsOf = (def) => {
    const fields = [...new Set([...(requestFields.get(def.id) ?? []), ...schemaFields(def), ...pathParams(def.path)])];
    return def.method === 'GET' || def.multipart ? fields : [...fields, WHOLE_BODY];
  };
  handlerFields = fieldsReadByHandlers();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/**
 * The state a refused write must leave as it was: people, departments, corporations, uploads, mails, history, news
 * reads and budget applications (not the download files: an export the server accepted fills one in the background).
 */
async function fingerprint(): Promise<string> {
  const [row] = await server.db.query<{ f: string }>(`select concat_ws(',',
      (select count(*) from users), (select max(last_updated) from users), (select sum(failed_login_count) from users),
      (select count(*) from users where delete_flg), (select count(*) from departments), (select max(last_updated) from departments),
      (select max(last_updated) from corporations), (select count(*) from upload_jobs), (select max(last_updated) from upload_jobs),
      (select count(*) from keyword_search_history), (select count(*) from mail_outbox), (select count(*) from applications),
      (select count(*) from news_read)) as f`);
  return row.f;
}

async function stillSignedIn(): Promise<void> {
  const me = await admin.get('/api/users/loginUser');
  expect(me.status, 'the 責任者 session was lost during the run: the signed-in half would have tested nothing').toBe(200);
}

describe('bad input never answers 500', () => {
  it('finds the fields of the calls (the generator reaches every one)', () => {
    const defs = allCalls();
    expect(defs.length).toBeGreaterThan(100);
    // Calls with known fields: a broken derivation would silently test nothing.
    expect(fieldsOf(calls.members.bulkDeleteConfirm)).toContain('userIds');
    expect(fieldsOf(calls.uploads.upload)).toEqual(expect.arrayContaining(['file', 'uploadDivision', 'startDate']));
    expect(fieldsOf(calls.limitAmount.detail)).toContain('id');
    expect(handlerFields).toEqual(expect.arrayContaining(['keyword', 'downloadFileId', 'userIds', 'lastUpdated']));
    // Calls with schemas: their fields come from the schemas (the generator reaches them without a type argument).
    expect(fieldsOf(calls.site.inquiry)).toEqual(expect.arrayContaining(['category', 'consent', 'loginId', WHOLE_BODY]));
    expect(fieldsOf(calls.news.page)).toEqual(expect.arrayContaining(['offset', 'limit', 'readStatus']));
    expect(fieldsOf(calls.corporation.detail)).toEqual(['id']);
  });

  it.each(['a signed-in 責任者', 'an anonymous caller'] as const)('every field of every call, as %s', async (who) => {
    const signedIn = who === 'a signed-in 責任者';
    const caller = signedIn ? admin : anonymous;
    const failures: string[] = [];
    let pairs = 0;
    let state = await fingerprint();
    for (const [callIndex, def] of allCalls().entries()) {
      if (signedIn && ENDS_SESSION.has(def.id)) continue;
      for (const [fieldIndex, field] of fieldsOf(def).entries()) {
        pairs += 1;
        // One drawn value per field, plus issue 9's two kinds wherever a handler can run (the guard stops anonymous
        // callers of the other calls after the input check, so there one drawn value is enough).
        // A query cannot carry an object (it would arrive as its JSON text, which the drawn texts cover).
        const always = signedIn || def.access === 'public' ? ALWAYS.filter((v) => typeof v === 'string' || def.method !== 'GET') : [];
        const values = [...always, ...fc.sample(badValue, { seed: SEED + callIndex * 100 + fieldIndex, numRuns: 1 })];
        for (const value of values) {
          const request = { [field]: value };
          const sent = await send(caller, def, request);
          if (problemOf(sent)) failures.push(describeRequest(def, request, who, sent));
          if (def.method === 'GET') continue;
          // Reads change none of it, so the state after the last write is the state before this one.
          const after = await fingerprint();
          if (sent.status >= 400 && after !== state) {
            failures.push(`${describeRequest(def, request, who, sent)}: refused with ${sent.status}, yet data changed`);
          }
          state = after;
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(pairs).toBeGreaterThan(400);
    if (signedIn) await stillSignedIn();
  }, 240_000);

  it('several bad fields at once, including every field a handler reads', async () => {
    const defs = allCalls();
    const request = fc
      .record({ def: fc.constantFrom(...defs), signedIn: fc.boolean() })
      .filter(({ def, signedIn }) => !(signedIn && ENDS_SESSION.has(def.id)))
      .chain(({ def, signedIn }) =>
        fc
          .uniqueArray(fc.constantFrom(...new Set([...fieldsOf(def), ...handlerFields])), { minLength: 1, maxLength: 4 })
          .chain((names) => fc.tuple(...names.map(() => badValue)).map((vals) => Object.fromEntries(names.map((n, i) => [n, vals[i]]))))
          .map((values) => ({ def, signedIn, values })),
      );
    await fc.assert(
      fc.asyncProperty(request, async ({ def, signedIn, values }) => {
        const sent = await send(signedIn ? admin : anonymous, def, values);
        const problem = problemOf(sent);
        if (problem) throw new Error(describeRequest(def, values, signedIn ? '責任者' : 'anonymous', sent));
      }),
      { seed: SEED, numRuns: 100, endOnFailure: true },
    );
    await stillSignedIn();
  }, 240_000);
});
