// Turns every failure into the JSON error body of the contract; refusals and unexpected failures are logged
// (server/http/security-log.ts), and unexpected ones become 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode } from '../../core/api/error';
import { t } from '../../core/i18n';
import { HttpError, systemError } from './http-error';
import { logRefusal, logServerError } from './security-log';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as FastifyError).code === 'string';
}

/**
 * PostgreSQL data exceptions that only a value from the caller can cause (a text the column type cannot read, a
 * character the encoding lacks, a number or date out of range). The handlers check input before it reaches the
 * database; this is the safety net, so a check they miss is still the caller's 400, not a 500. Any other database
 * error stays a 500: it is a bug.
 */
const INPUT_DATA_EXCEPTIONS: ReadonlySet<string> = new Set([
  '22P02', // invalid_text_representation
  '22021', // character_not_in_repertoire
  '22P05', // untranslatable_character
  '22003', // numeric_value_out_of_range
  '22001', // string_data_right_truncation
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
]);

/** A PostgreSQL error (pg and PGlite both carry the SQLSTATE in `code` and a `severity`). */
export function isInputDataException(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && typeof severity === 'string' && INPUT_DATA_EXCEPTIONS.has(code);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      logRefusal(request, error);
      return reply.code(error.status).send(error.body());
    }
    if (isInputDataException(error)) {
      // Logged: each one is an input check a handler lacks.
      request.log.warn({ err: error }, 'database refused a value from the request');
      return reply.code(400).send({ message: t('error.badRequest'), code: ErrorCode.VALIDATION });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type): the caller sent something wrong.
    const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: t('error.badRequest'), code: ErrorCode.VALIDATION });
    }
    logServerError(request, error);
    const body = systemError().body();
    return reply.code(500).send(body);
  });
}
