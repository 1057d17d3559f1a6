// Error state of spec 4 and 8: three independent flags, a message, the before-login error, and the mapping of
// thrown values onto them.
import { inject, injectable } from 'inversify';
import { signal } from '@preact/signals-core';
import { ErrorService, ManualDownloadService, type BeforeLoginError } from './contracts';
import { isApiError, errorTypeOf, ErrorCode, ErrorType } from '../api/error';
import { t } from '../i18n';

@injectable()
export class DefaultErrorService implements ErrorService {
  readonly systemError = signal(false);
  readonly clientError = signal(false);
  readonly permissionError = signal(false);
  readonly message = signal<string | null>(null);
  readonly errorType = signal<ErrorType | null>(null);
  readonly beforeLoginError = signal<BeforeLoginError | null>(null);

  constructor(@inject(ManualDownloadService) private readonly manualDownload: ManualDownloadService) {}

  setMessage(message: string, errorType: ErrorType = ErrorType.COMMON): void {
    this.message.value = message;
    this.errorType.value = errorType;
    this.systemError.value = true;
  }

  setSystemError(on: boolean): void {
    this.systemError.value = on;
  }

  setClientError(on: boolean): void {
    this.clientError.value = on;
  }

  setPermissionError(on: boolean): void {
    this.permissionError.value = on;
  }

  setBeforeLoginError(kind: BeforeLoginError | null): void {
    this.beforeLoginError.value = kind;
  }

  resetAll(): void {
    // The permission error survives on purpose: it is set just before the redirect home, whose own
    // navigation runs resetAll again, and the home page must still show it.
    this.systemError.value = false;
    this.clientError.value = false;
    this.message.value = null;
    this.errorType.value = null;
  }

  fullReset(): void {
    this.resetAll();
    this.permissionError.value = false;
    this.beforeLoginError.value = null;
    this.manualDownload.clear();
  }

  handle(error: unknown): void {
    // The type travels with the error from where it was raised (the client knows which kind of call failed).
    const type = errorTypeOf(error);
    if (!isApiError(error)) {
      // Anything that is not an API answer is a fault of ours: show the generic system message.
      this.setMessage(t('error.system'), type);
      return;
    }
    if (error.isNetworkError) {
      this.setMessage(t('error.network'), type);
      return;
    }
    const status = error.status ?? 0;
    // Spec 8 names 500 and 503; other 5xx (a proxy's 502, 504) are the same kind of trouble.
    if (status >= 500) {
      this.setMessage(t('error.system'), type);
      return;
    }
    if (status === 403 && error.code === ErrorCode.PERMISSION) {
      this.permissionError.value = true;
      return;
    }
    // A client error shows the server's message without raising the system banner.
    this.clientError.value = true;
    this.message.value = error.httpError?.message ?? error.message;
    this.errorType.value = type;
  }
}
