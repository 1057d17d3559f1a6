// The Japanese name of an error type (spec 3/8), as the error page and the system-error banner show it.
import { t, type MessageKey } from '../i18n';
import type { ErrorType } from './error';

const LABEL_KEYS = { 1: 'error.type.1', 2: 'error.type.2', 3: 'error.type.3', 4: 'error.type.4' } as const satisfies Record<ErrorType, MessageKey>;

export function errorTypeLabel(type: ErrorType): string {
  return t(LABEL_KEYS[type]);
}
