// Errors as values with an HTTP status, a stable code and a Japanese message (the ApiErrorBody of core/api).
import { ErrorCode, type ApiErrorBody } from '../../core/api/error';
import { t } from '../../core/i18n';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(): ApiErrorBody {
    return this.fields ? { message: this.message, code: this.code, fields: this.fields } : { message: this.message, code: this.code };
  }
}

export const unauthenticated = (): HttpError => new HttpError(401, ErrorCode.UNAUTHENTICATED, t('error.unauthenticated'));
export const permissionDenied = (): HttpError => new HttpError(403, ErrorCode.PERMISSION, t('error.permission'));
export const passwordChangeRequired = (): HttpError =>
  new HttpError(403, ErrorCode.PASSWORD_CHANGE_REQUIRED, t('error.passwordChangeRequired'));
export const csrfRejected = (): HttpError => new HttpError(403, ErrorCode.CSRF, t('error.csrf'));
export const twoFactorTokenUnavailable = (): HttpError =>
  new HttpError(401, ErrorCode.TWO_FACTOR_TOKEN, t('server.twoFactor.tokenUnavailable'));
export const notFound = (message = t('error.notFoundApi')): HttpError => new HttpError(404, ErrorCode.NOT_FOUND, message);
export const conflict = (): HttpError => new HttpError(409, ErrorCode.CONFLICT, t('error.conflict'));
export const tooManyRequests = (message = t('error.tooManyRequests')): HttpError => new HttpError(429, ErrorCode.TOO_MANY_REQUESTS, message);
export const validationFailed = (fields: Record<string, string>): HttpError =>
  new HttpError(400, ErrorCode.VALIDATION, t('error.badRequest'), fields);
export const systemError = (): HttpError => new HttpError(500, ErrorCode.SYSTEM, t('error.system'));
