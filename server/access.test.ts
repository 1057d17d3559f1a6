// Table-driven from the contract: every registered call, for every kind of caller, answers its access rule.
// A call added to core/api/contract.ts is covered here without touching this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../core/api/contract';
import type { CallAccess, CallDef } from '../core/api/call';
import { ErrorCode } from '../core/api/error';
import { ROLE_AUTHORITIES, satisfies } from '../core/domain/permissions';
import { startTestServer, TestCaller, type TestServer } from '../tests/support/server';
import { findAccountByLoginId } from './auth/accounts';
import { createSession, type CredentialVia } from './auth/sessions';
import { issueTwoFactorToken, setTwoFactorPurpose } from './auth/two-factor-tokens';
import { tokenHash } from './auth/tokens';

/** Codes that only the access guard answers; a call that passes the guard never answers them for these inputs. */
const GUARD_CODES: readonly string[] = [
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.PERMISSION,
  ErrorCode.PASSWORD_CHANGE_REQUIRED,
  ErrorCode.CSRF,
  ErrorCode.TWO_FACTOR_TOKEN,
];

type Expected = 'pass' | string;

interface Role {
  name: string;
  /** Makes a fresh caller (a new session each time, so a sign-out call cannot spoil the next case). */
  make(server: TestServer): Promise<TestCaller>;
  expect(access: CallAccess): Expected;
}

async function sessionCaller(server: TestServer, loginId: string, via: CredentialVia): Promise<TestCaller> {
  const account = await findAccountByLoginId(server.db, loginId);
  if (!account) throw new Error(`no account ${loginId}`);
  const session = await createSession(server.db, { userId: account.id, corporationId: account.corporation_id, via, now: new Date() });
  const caller = new TestCaller(server.baseUrl);
  if (via === 'bearer') caller.bearer = session.token;
  else {
    caller.cookies.set('twb_session', session.token);
    caller.cookies.set('twb_csrf', session.csrfToken ?? '');
  }
  return caller;
}

function signedIn(roleType: 3 | 4, passwordReset = false) {
  return (access: CallAccess): Expected => {
    if (access === 'public') return 'pass';
    if (access === 'twoFactor') return ErrorCode.TWO_FACTOR_TOKEN;
    if (passwordReset && access !== 'sessionEvenIfPasswordReset') return ErrorCode.PASSWORD_CHANGE_REQUIRED;
    if (access === 'session' || access === 'sessionEvenIfPasswordReset') return 'pass';
    return satisfies(ROLE_AUTHORITIES[roleType], access) ? 'pass' : ErrorCode.PERMISSION;
  };
}

const ROLES: readonly Role[] = [
  {
    name: 'anonymous',
    make: async (server) => new TestCaller(server.baseUrl),
    expect: (access) => (access === 'public' ? 'pass' : access === 'twoFactor' ? ErrorCode.TWO_FACTOR_TOKEN : ErrorCode.UNAUTHENTICATED),
  },
  { name: 'admin01 (cookie)', make: (server) => sessionCaller(server, 'admin01', 'cookie'), expect: signedIn(3) },
  { name: 'clerk01 (cookie)', make: (server) => sessionCaller(server, 'clerk01', 'cookie'), expect: signedIn(4) },
  { name: 'clerk01 (bearer)', make: (server) => sessionCaller(server, 'clerk01', 'bearer'), expect: signedIn(4) },
  { name: 'admin01 (bearer)', make: (server) => sessionCaller(server, 'admin01', 'bearer'), expect: signedIn(3) },
  { name: 'newadmin01 (password reset pending)', make: (server) => sessionCaller(server, 'newadmin01', 'cookie'), expect: signedIn(3, true) },
  {
    // At the code-change step, so that both two-factor calls reach their handlers (the change call refuses a token
    // whose code was not entered yet, which is a step error rather than an access rule).
    name: 'two-factor token holder at the change step (bearer)',
    make: async (server) => {
      const account = await findAccountByLoginId(server.db, 'admin01');
      if (!account) throw new Error('no admin01');
      const issued = await issueTwoFactorToken(server.db, account.id, 'bearer', new Date());
      await setTwoFactorPurpose(server.db, tokenHash(issued.token), 'change');
      const caller = new TestCaller(server.baseUrl);
      caller.bearer = issued.token;
      return caller;
    },
    expect: (access) => (access === 'public' || access === 'twoFactor' ? 'pass' : ErrorCode.UNAUTHENTICATED),
  },
];

/**
 * Path parameters are filled with 1, except where 1 names something a signed-in role may be refused by the handler
 * itself (a department outside clerk01's departments 5 and 6): that 403 is a department rule, not an access rule.
 */
const SAMPLE_PATHS: Readonly<Record<string, string>> = {
  '/billing/tenant/limitAmount/detail/:id': '/billing/tenant/limitAmount/detail/5',
};

function urlOf(def: CallDef): string {
  return def.base + (SAMPLE_PATHS[def.path] ?? def.path.replace(/:(\w+)/g, '1'));
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
});

afterAll(async () => {
  await server?.close();
});

describe.each(ROLES)('access rules for $name', (role) => {
  it.each(allCalls().map((def) => [`${def.method} ${def.base}${def.path}`, def] as const))('%s', async (_label, def) => {
    const caller = await role.make(server);
    const result = await caller.call<{ code?: string }>(def.method, urlOf(def), def.method === 'GET' ? undefined : {});
    const expected = role.expect(def.access);
    const code = typeof result.body === 'object' && result.body !== null ? result.body.code : undefined;
    if (expected === 'pass') {
      expect(result.status, JSON.stringify(result.body)).toBeLessThan(500);
      expect(GUARD_CODES).not.toContain(code);
    } else {
      expect(code, JSON.stringify(result.body)).toBe(expected);
      expect(result.status).toBe(expected === ErrorCode.UNAUTHENTICATED || expected === ErrorCode.TWO_FACTOR_TOKEN ? 401 : 403);
      expect(typeof (result.body as { message?: unknown }).message).toBe('string');
    }
  });
});

describe('anti-forgery on every write of every session call', () => {
  const writes = allCalls().filter((def) => def.method !== 'GET' && def.access !== 'public' && def.access !== 'twoFactor');
  it.each(writes.map((def) => [`${def.method} ${def.base}${def.path}`, def] as const))('%s refuses a cookie caller without X-CSRF-Token', async (_label, def) => {
    const caller = await sessionCaller(server, 'admin01', 'cookie');
    caller.sendCsrf = false;
    const result = await caller.call<{ code: string }>(def.method, urlOf(def), {});
    expect(result.status).toBe(403);
    expect(result.body.code).toBe(ErrorCode.CSRF);
  });
});
