// Serves the built web app beside the API: static files, history fallback to index.html, JSON 404s under the API.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './http-error';
import { t } from '../../core/i18n';

const API_BASES = ['/api', '/asynchronousApi'];

/** True for /api, /api/..., /asynchronousApi, /asynchronousApi/... (not /apiary). */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return API_BASES.some((base) => path === base || path.startsWith(`${base}/`));
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
    return reply.code(404).type('text/plain; charset=utf-8').send(t('server.notFound.page'));
  });
}
