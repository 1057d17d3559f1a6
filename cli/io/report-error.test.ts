import { describe, expect, it } from 'vitest';
import { ApiError, ErrorCode } from '../../core/api/error';
import { collector } from '../testing/fake-runtime';
import { CliError, interruptedError, notSignedInError, usageError } from './cli-error';
import { ExitCode, exitCodeForStatus } from './exit-codes';
import { createOutput } from './output';
import { exitCodeFor, reportError } from './report-error';

function httpError(status: number, code: string, message: string, fields?: Record<string, string>): ApiError {
  return new ApiError(message, code, { httpStatusCode: status, message, code, fields });
}

describe('exit codes', () => {
  it('maps HTTP statuses: 2xx ok, 401 and 403 auth, everything else failure', () => {
    expect(exitCodeForStatus(200)).toBe(0);
    expect(exitCodeForStatus(204)).toBe(0);
    expect(exitCodeForStatus(401)).toBe(4);
    expect(exitCodeForStatus(403)).toBe(4);
    for (const status of [400, 404, 409, 429, 500, 503]) expect(exitCodeForStatus(status)).toBe(1);
  });

  it('maps failures to the documented codes', () => {
    expect(exitCodeFor(usageError('x'))).toBe(ExitCode.USAGE);
    expect(exitCodeFor(notSignedInError())).toBe(ExitCode.AUTH);
    expect(exitCodeFor(interruptedError())).toBe(ExitCode.INTERRUPTED);
    expect(exitCodeFor(httpError(401, ErrorCode.UNAUTHENTICATED, 'x'))).toBe(ExitCode.AUTH);
    expect(exitCodeFor(httpError(403, ErrorCode.PERMISSION, '権限がありません'))).toBe(ExitCode.AUTH);
    expect(exitCodeFor(httpError(409, ErrorCode.CONFLICT, 'x'))).toBe(ExitCode.FAILURE);
    expect(exitCodeFor(new ApiError('通信できません', ErrorCode.NETWORK))).toBe(ExitCode.FAILURE);
    expect(exitCodeFor(new TypeError('bug'))).toBe(ExitCode.FAILURE);
  });
});

describe('reportError', () => {
  it('writes the message and field messages on stderr, nothing on stdout without --json', () => {
    const stdout = collector();
    const stderr = collector();
    const output = createOutput({ stdout, stderr, env: {} }, { json: false });
    const code = reportError(httpError(400, ErrorCode.VALIDATION, '入力内容に誤りがあります。', { password: '必須項目です' }), output);
    expect(code).toBe(1);
    expect(stderr.text()).toBe('入力内容に誤りがあります。\n  password: 必須項目です\n');
    expect(stdout.text()).toBe('');
  });

  it('prints a field that only repeats the message once (a 413, an invalid file)', () => {
    const stderr = collector();
    const output = createOutput({ stdout: collector(), stderr, env: {} }, { json: false });
    const message = 'ファイルが大きすぎます。10MB以下のファイルにしてください';
    reportError(httpError(413, 'UPLOAD_TOO_LARGE', message, { file: message }), output);
    expect(stderr.text()).toBe(`${message}\n`);
  });

  it("adds a CLI error's details to the --json error object", () => {
    const stdout = collector();
    const output = createOutput({ stdout, stderr: collector(), env: {} }, { json: true });
    expect(reportError(interruptedError('中断しました。', { transferHistoryId: '42' }), output)).toBe(130);
    expect(JSON.parse(stdout.text())).toEqual({ error: { code: 'INTERRUPTED', message: '中断しました。', transferHistoryId: '42' } });
  });

  it('adds an error object on stdout with --json', () => {
    const stdout = collector();
    const stderr = collector();
    const output = createOutput({ stdout, stderr, env: {} }, { json: true });
    expect(reportError(httpError(403, ErrorCode.PERMISSION, '権限がありません'), output)).toBe(4);
    expect(JSON.parse(stdout.text())).toEqual({ error: { code: 'PERMISSION_DENIED', message: '権限がありません', status: 403 } });
    expect(stderr.text()).toContain('権限がありません');
  });

  it('suggests signing in again when the session is gone', () => {
    const stderr = collector();
    const output = createOutput({ stdout: collector(), stderr, env: {} }, { json: false });
    reportError(httpError(401, ErrorCode.UNAUTHENTICATED, 'ログインしていないか…'), output);
    expect(stderr.text()).toContain('twb login');
  });

  it('reports an unexpected error in Japanese with exit 1', () => {
    const stderr = collector();
    const output = createOutput({ stdout: collector(), stderr, env: {} }, { json: false });
    expect(reportError(new Error('boom'), output)).toBe(1);
    expect(stderr.text()).toContain('予期しないエラーが発生しました: boom');
  });

  it('colours errors red only on a TTY without NO_COLOR', () => {
    const tty = collector(true);
    createOutput({ stdout: collector(), stderr: tty, env: {} }, { json: false }).error('x');
    expect(tty.text()).toBe('\u001b[31mx\u001b[0m\n');
    const noColor = collector(true);
    createOutput({ stdout: collector(), stderr: noColor, env: { NO_COLOR: '1' } }, { json: false }).error('x');
    expect(noColor.text()).toBe('x\n');
    const pipe = collector(false);
    createOutput({ stdout: collector(), stderr: pipe, env: {} }, { json: false }).error('x');
    expect(pipe.text()).toBe('x\n');
  });

  it('keeps CliError codes for --json', () => {
    const stdout = collector();
    const output = createOutput({ stdout, stderr: collector(), env: {} }, { json: true });
    reportError(new CliError('x', ExitCode.USAGE, 'USAGE'), output);
    expect(JSON.parse(stdout.text())).toEqual({ error: { code: 'USAGE', message: 'x' } });
  });
});
