// Test support for code built on core: a scripted ApiClient, a session user factory and a kernel booted over
// them with a ManualClock and in-memory storage. Used by core's tests and available to the web's and CLI's.
import type { ApiClient, CallOptions, FileResponse } from '../api/client-types';
import type { CallDef } from '../api/call';
import type { LoginUser } from '../domain/entities';
import { ROLE_AUTHORITIES, type Authorities } from '../domain/permissions';
import type { Plugin, RouteDef } from '../kernel/plugin';
import { signal } from '@preact/signals-core';
import type { NavigationContext } from './guards/context';
import type { NavigationHistory } from './contracts';
import { createKernel, type Kernel } from '../kernel/boot';
import { ManualClock } from '../kernel/manual-clock';
import { MemoryStorage } from '../kernel/memory-storage';
import { ApiClient as ApiClientToken, Clock, KeyValueStorage, SessionPresence } from '../platform/tokens';

export interface RecordedCall {
  id: string;
  request: unknown;
  options?: CallOptions;
}

type Handler = (request: unknown, options?: CallOptions) => unknown;

/** An ApiClient answering from handlers registered per call id; unregistered calls fail loudly. */
export class ScriptedApiClient implements ApiClient {
  readonly calls: RecordedCall[] = [];
  private readonly handlers = new Map<string, Handler>();

  /** Answers `def` with the handler's value (or its thrown error, or its rejected promise). */
  on<Req, Res>(def: CallDef<Req, Res>, handler: (request: Req, options?: CallOptions) => Res | Promise<Res>): this {
    this.handlers.set(def.id, handler as Handler);
    return this;
  }

  /** Answers a file call (download) with the handler's file. */
  onDownload<Req>(def: CallDef<Req, unknown>, handler: (request: Req, options?: CallOptions) => FileResponse | Promise<FileResponse>): this {
    this.handlers.set(def.id, handler as Handler);
    return this;
  }

  /** Answers `def` by failing with `error`. */
  fail(def: CallDef, error: unknown): this {
    this.handlers.set(def.id, () => Promise.reject(error));
    return this;
  }

  idsCalled(): string[] {
    return this.calls.map((call) => call.id);
  }

  async call<Req, Res>(def: CallDef<Req, Res>, request?: Req, options?: CallOptions): Promise<Res> {
    this.calls.push(options === undefined ? { id: def.id, request } : { id: def.id, request, options });
    const handler = this.handlers.get(def.id);
    if (!handler) throw new Error(`ScriptedApiClient: no answer scripted for ${def.id}`);
    return (await handler(request, options)) as Res;
  }

  async download<Req>(def: CallDef<Req, unknown>, request?: Req, options?: CallOptions): Promise<FileResponse> {
    return this.call(def as CallDef<Req, FileResponse>, request, options);
  }

  async raw(method: string, path: string): Promise<{ status: number; body: unknown }> {
    throw new Error(`ScriptedApiClient: raw ${method} ${path} is not scripted`);
  }
}

export interface UserOptions {
  roleType?: number;
  passwordResetFlg?: number;
  flexBasicContractFlg?: boolean;
  authorities?: Authorities;
  corporationId?: string;
  userId?: string;
}

/** A session user as the server answers it; a responsible person of corporation C001 unless told otherwise. */
export function makeUser(options: UserOptions = {}): LoginUser {
  const roleType = options.roleType ?? 3;
  const defaults = roleType === 4 ? ROLE_AUTHORITIES[4] : ROLE_AUTHORITIES[3];
  return {
    role: { attributes: { roleType } },
    user: {
      userId: options.userId ?? 'U001',
      loginId: 'admin01',
      userName: '山田 太郎',
      attributes: { passwordResetFlg: options.passwordResetFlg ?? 0, trinityCode: 'T001', mailAddress: 'admin01@example.co.jp' },
    },
    corporation: {
      id: options.corporationId ?? 'C001',
      attributes: { corporationName: '株式会社みらいワークス', flexBasicContractFlg: options.flexBasicContractFlg ?? true },
    },
    authorities: options.authorities ?? defaults,
    organizationName: '総務部',
  };
}

export interface TestKernel extends Kernel {
  client: ScriptedApiClient;
  clock: ManualClock;
  storage: MemoryStorage;
  presence: { hasAuthCookie: boolean };
}

/** A kernel over a scripted client, a manual clock, memory storage and a switchable cookie presence. */
export function createTestKernel(plugins: readonly Plugin[] = [], client = new ScriptedApiClient()): TestKernel {
  const clock = new ManualClock();
  const storage = new MemoryStorage();
  const presence = { hasAuthCookie: true };
  const kernel = createKernel({
    plugins,
    platform: (bind) => {
      bind<ApiClient>(ApiClientToken).toConstantValue(client);
      bind<Clock>(Clock).toConstantValue(clock);
      bind<KeyValueStorage>(KeyValueStorage).toConstantValue(storage);
      bind<SessionPresence>(SessionPresence).toConstantValue({ hasAuthCookie: () => presence.hasAuthCookie });
    },
  });
  return { ...kernel, client, clock, storage, presence };
}

/** A route for tests: a session page unless told otherwise. */
export function testRoute(extra: Partial<RouteDef> = {}): RouteDef {
  return { id: 'test.page', path: '/Test/Page', title: 'テスト', page: () => Promise.resolve({ default: null }), ...extra };
}

/** The context a navigation rule sees for a page change to `href` (a path with an optional query). */
export function navigationContext(kernel: Kernel, route: RouteDef, href: string, params: Record<string, string> = {}): NavigationContext {
  const url = new URL(href, 'http://localhost');
  return {
    services: kernel.services,
    route,
    pathname: url.pathname,
    params,
    search: url.searchParams,
    url,
    history: signal<NavigationHistory>({ previousUrl: null, nextUrl: null }),
  };
}
