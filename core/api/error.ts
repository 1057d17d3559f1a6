// The error object of spec section 3, as both the server answers it and the client raises it.

/** Body of every non-2xx JSON answer of the server. */
export interface ApiErrorBody {
  message: string;
  code: string;
  /** Per-field Japanese messages for 400 answers. */
  fields?: Record<string, string>;
}

export interface HttpErrorInfo {
  httpStatusCode: number;
  message: string;
  code: string;
  fields?: Record<string, string>;
}

/**
 * The error types of spec 3 and 8, by what the person was doing when it happened: 1 information (reading), 2 edit
 * (a write), 3 upload (sending a file), 4 common (anything else: the page itself, a failure outside a call).
 */
export const ErrorType = { INFO: 1, EDIT: 2, UPLOAD: 3, COMMON: 4 } as const;
export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType];

/** Raised by the API client. httpError is absent for network failures and timeouts (code ECONNABORTED). */
export class ApiError extends Error {
  readonly httpError?: HttpErrorInfo;
  readonly code: string;
  /** Set where the error is raised: the client knows which kind of call failed (core/api/call.ts errorTypeOfCall). */
  readonly errorType: ErrorType;
  constructor(message: string, code: string, httpError?: HttpErrorInfo, errorType: ErrorType = ErrorType.COMMON) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.httpError = httpError;
    this.errorType = errorType;
  }
  get status(): number | undefined {
    return this.httpError?.httpStatusCode;
  }
  /** No response or timeout. */
  get isNetworkError(): boolean {
    return this.httpError === undefined;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** The error type of anything thrown: an API error carries its own, everything else is common (4). */
export function errorTypeOf(error: unknown): ErrorType {
  return isApiError(error) ? error.errorType : ErrorType.COMMON;
}

/** Stable machine codes the server puts in ApiErrorBody.code. */
export const ErrorCode = {
  NETWORK: 'ECONNABORTED',
  SYSTEM: 'SYSTEM_ERROR',
  PERMISSION: 'PERMISSION_DENIED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  LOGIN_FAILED: 'LOGIN_FAILED',
  LOGIN_INVALID: 'LOGIN_INVALID',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  TWO_FACTOR_FAILED: 'TWO_FACTOR_FAILED',
  TWO_FACTOR_TOKEN: 'TWO_FACTOR_TOKEN_UNAVAILABLE',
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  CSRF: 'CSRF_REJECTED',
  VALIDATION: 'VALIDATION_ERROR',
  CONFLICT: 'CONFLICT',
  NOT_FOUND: 'NOT_FOUND',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** 409: the department is suspended (disableFlg); it is resumed before it, its budgets or its clerks change. */
  DEPARTMENT_SUSPENDED: 'DEPARTMENT_SUSPENDED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * A write refused because the record changed since it was shown (409 CONFLICT): reloading shows it as it is now.
 * A 409 about the record's state (a suspended department) is a refusal to show as it is: reloading changes nothing.
 */
export function isStaleConflict(error: unknown): boolean {
  if (!isApiError(error) || error.code === ErrorCode.DEPARTMENT_SUSPENDED) return false;
  return error.status === 409 || error.code === ErrorCode.CONFLICT;
}
