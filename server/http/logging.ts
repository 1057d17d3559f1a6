// Fastify's logger (pino) for the server: JSON lines (stdout unless told), a request id on every line that is
// unique across servers, secrets redacted, and the per-request access lines only when asked for.
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyLoggerOptions, type FastifyServerOptions } from 'fastify';

export interface LogSettings {
  /** pino level (LOG_LEVEL): 'info' by default; 'warn' keeps refusals, locks and errors; 'silent' nothing. */
  level?: string;
  /** An 'incoming request' and a 'request completed' line per request (LOG_REQUESTS=1). */
  requests?: boolean;
  /** Where the lines go (tests capture them); stdout otherwise. */
  stream?: FastifyLoggerOptions['stream'];
}

const SECRET_KEYS = [
  'password', 'newPassword', 'currentPassword', 'confirm', 'confirmationCode', 'newConfirmationCode',
  'token', 'accessToken', 'twoFactorToken', 'csrfToken', 'cookie', 'authorization',
];

/**
 * Nothing logs bodies or headers today (the request serializer keeps method, url, host and address); these paths
 * make sure a secret passed into a log line by mistake comes out as [redacted].
 */
export const REDACTED_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.body',
  'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie', 'headers["set-cookie"]', 'headers["x-csrf-token"]',
  'body',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

type LoggerServerOptions = Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'>;
type PinoOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The Fastify options for `settings` (false: no logger at all, as most tests run). */
export function loggerOptions(settings: LogSettings | boolean | undefined): LoggerServerOptions {
  if (!settings) return { logger: false };
  const chosen: LogSettings = settings === true ? {} : settings;
  const logger: PinoOptions = {
    level: chosen.level ?? 'info',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  if (chosen.stream) logger.stream = chosen.stream;
  return {
    logger,
    // Several servers log into one place behind a balancer: a counter per process would repeat ids.
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: !chosen.requests }),
  };
}
