// The API client's interface, bound under the ApiClient token; implemented over fetch in api/http-client.ts.
import type { CallDef } from './call';

export interface CallOptions {
  /** Extra query parameters (GET params come from the request object itself). */
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Override the bearer token for this call (the CLI's two-factor step). */
  bearer?: string;
  /** Extra request headers (an upload's Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface FileResponse {
  fileName: string | null;
  contentType: string;
  data: Uint8Array;
}

export interface ApiClient {
  /**
   * Make a call of the contract. For GET/DELETE the request object becomes the query (minus path params);
   * otherwise the JSON body. Resolves with the parsed JSON, or FileResponse for file calls; rejects with ApiError.
   */
  call<Req, Res>(def: CallDef<Req, Res>, request?: Req, options?: CallOptions): Promise<Res>;
  /** Download a file call. */
  download<Req>(def: CallDef<Req, unknown>, request?: Req, options?: CallOptions): Promise<FileResponse>;
  /** A raw call by method and path (for `twb api`); path includes the base, e.g. /api/users/loginUser. */
  raw(method: string, path: string, body?: unknown, options?: CallOptions): Promise<{ status: number; body: unknown }>;
}
