// ErrorService: the three independent flags, the message, resets, before-login errors and handle().
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorService, ManualDownloadService } from './contracts';
import { createTestKernel, type TestKernel } from './test-support';
import { ApiError } from '../api/error';
import { t } from '../i18n';

let kernel: TestKernel;
let errors: ErrorService;

const httpError = (status: number, code: string, message = 'サーバーのメッセージ') =>
  new ApiError(message, code, { httpStatusCode: status, message, code });

beforeEach(() => {
  kernel = createTestKernel();
  errors = kernel.services.get<ErrorService>(ErrorService);
});

function flags() {
  return { system: errors.systemError.value, client: errors.clientError.value, permission: errors.permissionError.value, message: errors.message.value };
}

describe('ErrorService flags', () => {
  it('starts clear', () => {
    expect(flags()).toEqual({ system: false, client: false, permission: false, message: null });
    expect(errors.beforeLoginError.value).toBeNull();
  });

  it('keeps the three flags independent', () => {
    errors.setClientError(true);
    expect(flags()).toEqual({ system: false, client: true, permission: false, message: null });
    errors.setPermissionError(true);
    expect(flags()).toEqual({ system: false, client: true, permission: true, message: null });
    errors.setSystemError(true);
    errors.setClientError(false);
    expect(flags()).toEqual({ system: true, client: false, permission: true, message: null });
  });

  it('sets the system error when a message is set', () => {
    errors.setMessage('メッセージ');
    expect(flags()).toEqual({ system: true, client: false, permission: false, message: 'メッセージ' });
  });

  it('resetAll clears system, client and the message but not the permission error', () => {
    errors.setMessage('x');
    errors.setClientError(true);
    errors.setPermissionError(true);
    errors.setBeforeLoginError('invalid');
    errors.resetAll();
    expect(flags()).toEqual({ system: false, client: false, permission: true, message: null });
    expect(errors.beforeLoginError.value).toBe('invalid');
  });

  it('fullReset clears everything and the stored manual download', () => {
    const manual = kernel.services.get<ManualDownloadService>(ManualDownloadService);
    manual.setFromQuery(new URLSearchParams('manualName=faq&manualType=pdf'));
    errors.setMessage('x');
    errors.setClientError(true);
    errors.setPermissionError(true);
    errors.setBeforeLoginError('system');
    errors.fullReset();
    expect(flags()).toEqual({ system: false, client: false, permission: false, message: null });
    expect(errors.beforeLoginError.value).toBeNull();
    expect(manual.state.value.downloadFlg).toBe(false);
    expect(kernel.storage.getItem('twb.manualDownload')).toBeNull();
  });

  it.each(['networkError', 'invalid', 'error', 'system'] as const)('holds the before-login error %s until reset', (kind) => {
    errors.setBeforeLoginError(kind);
    expect(errors.beforeLoginError.value).toBe(kind);
    errors.setBeforeLoginError(null);
    expect(errors.beforeLoginError.value).toBeNull();
  });
});

describe('ErrorService.handle', () => {
  it.each([500, 503])('turns %i into the system error with the system message', (status) => {
    errors.handle(httpError(status, 'SYSTEM_ERROR', 'internal'));
    expect(flags()).toEqual({ system: true, client: false, permission: false, message: t('error.system') });
  });

  it('treats other 5xx the same way', () => {
    errors.handle(httpError(502, 'SYSTEM_ERROR'));
    expect(flags().system).toBe(true);
    expect(flags().message).toBe(t('error.system'));
  });

  it('turns a network failure or timeout into the system error with the network message', () => {
    errors.handle(new ApiError(t('error.network'), 'ECONNABORTED'));
    expect(flags()).toEqual({ system: true, client: false, permission: false, message: t('error.network') });
  });

  it('turns 403 PERMISSION_DENIED into the permission error', () => {
    errors.handle(httpError(403, 'PERMISSION_DENIED', t('error.permission')));
    expect(flags()).toEqual({ system: false, client: false, permission: true, message: null });
  });

  it.each([
    [400, 'VALIDATION_ERROR'],
    [401, 'UNAUTHENTICATED'],
    [403, 'CSRF_REJECTED'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [429, 'TOO_MANY_REQUESTS'],
  ])('turns %i %s into a client error with the server message', (status, code) => {
    errors.handle(httpError(status, code, '他のユーザーによって更新されています。'));
    expect(flags()).toEqual({ system: false, client: true, permission: false, message: '他のユーザーによって更新されています。' });
  });

  it('treats a thrown non-API value as a system error', () => {
    errors.handle(new TypeError('undefined is not a function'));
    expect(flags()).toEqual({ system: true, client: false, permission: false, message: t('error.system') });
  });
});
