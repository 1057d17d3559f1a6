// Turns whatever a route threw into what the error page shows: an HTTP-like code and a Japanese message.
import { isRouteErrorResponse } from 'react-router';
import { ErrorType, errorTypeOf, isApiError } from '../../core/api/error';
import { t } from '../../core/i18n';

export interface ErrorInfo {
  code: number;
  message: string;
  /** Spec 3/8 error type: the API error's own (where it was raised), else common. */
  type: ErrorType;
}

function messageFromData(data: unknown): string | null {
  if (typeof data === 'string' && data !== '') return data;
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') return data.message;
  return null;
}

export function errorInfo(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const code = error.status;
    return { code, message: code === 404 ? t('error.notFound') : (messageFromData(error.data) ?? t('error.system')), type: ErrorType.COMMON };
  }
  if (isApiError(error)) {
    const code = error.status ?? 500;
    return { code, message: code === 404 ? t('error.notFound') : error.message, type: errorTypeOf(error) };
  }
  // A programming error's own text means nothing to the user; the code 500 is what support needs.
  return { code: 500, message: t('error.system'), type: ErrorType.COMMON };
}
