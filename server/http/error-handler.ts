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

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      logRefusal(request, error);
      return reply.code(error.status).send(error.body());
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
