// Serves the built web app beside the API: static files, history fallback to index.html, JSON 404s under the API.
import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound, validationFailed } from './http-error';
import { t } from '../../core/i18n';
import { ErrorCode } from '../../core/api/error';
import { isStorableText } from './input-text';

const API_BASES = ['/api', '/asynchronousApi'];

/** True for /api, /api/..., /asynchronousApi, /asynchronousApi/... (not /apiary). */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return API_BASES.some((base) => path === base || path.startsWith(`${base}/`));
}

/**
 * A page path that no file or client-side route can have: undecodable, NUL or a lone surrogate, a backslash, a `.`
 * or `..` segment, or an encoded slash. Such a path answers 404 before the static file server sees it (it would
 * otherwise fail inside the file lookup, or fall back to index.html for a path that names a traversal).
 */
export function isMalformedPagePath(url: string): boolean {
  const raw = url.split('?')[0];
  if (/%(2f|5c)/i.test(raw)) return true;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return true;
  }
  if (!isStorableText(path) || path.includes('\\')) return true;
  return path.split('/').some((segment) => segment === '.' || segment === '..');
}

function pageNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send(t('server.notFound.page'));
}

/**
 * Fastify's own refusals of a URL before any route (an undecodable path, a path parameter over its length limit):
 * a JSON 400 under the API, a 404 page elsewhere, both in Japanese.
 */
export function frameworkErrors(_error: Error, request: FastifyRequest, reply: FastifyReply): void {
  if (isApiPath(request.raw.url ?? '')) {
    void reply.code(400).send(validationFailed({}).body());
    return;
  }
  void pageNotFound(reply);
}

/**
 * Requests Node cannot even parse (headers or URL over the size limit, a malformed request line): the answer is
 * written to the socket before Fastify sees a request, so it is Fastify's default with a Japanese message.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'error.requestTimeout'] as const
    : error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'error.requestTooLarge'] as const
    : [400, 'error.badRequest'] as const;
  const body = JSON.stringify({ message: t(key), code: ErrorCode.VALIDATION });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The web build folder when it holds an index.html, else null (the server then answers the API only). */
export function usableWebDist(webDist: string | undefined): string | null {
  if (!webDist) return null;
  const root = resolve(webDist);
  return existsSync(join(root, 'index.html')) ? root : null;
}

/** Hashed bundles never change under their name; index.html must be revalidated so a deploy shows at once. */
function cacheHeaders(reply: { setHeader(name: string, value: string): unknown }, path: string): void {
  const immutable = /[/\\]assets[/\\]/.test(path);
  reply.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export async function registerWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url) && isMalformedPagePath(request.url)) return pageNotFound(reply);
  });
  if (webRoot) {
    // cacheControl off: the plugin's own header would replace the one cacheHeaders sets.
    await app.register(fastifyStatic, { root: webRoot, wildcard: true, cacheControl: false, setHeaders: cacheHeaders });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(request.url) || !isRead) {
      const error = notFound();
      return reply.code(404).send(error.body());
    }
    if (webRoot) {
      // A client-side route (/User/Info, /Billing/Detail/3 ...): the web app's router takes it from here.
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return pageNotFound(reply);
  });
}
