// The headers every answer carries (@fastify/helmet): a Content-Security-Policy the built web app runs under,
// HSTS when the cookies are Secure (the site is then https only), no framing, and no caching of API answers.
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { isApiPath } from './web-app';
import { API_REFERENCE_PATH, OPENAPI_DOCUMENT_PATH } from '../../core/api/openapi';

/** HSTS lifetime: one year, the usual value and what browsers' preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The policy of the built web app (dist/web): its scripts, styles, fonts and images come from this origin, the API
 * from this origin. Blueprint's table measures itself with markup whose style attributes are set from a string
 * (its resize sensor), so inline style attributes are allowed; <style> elements and every inline script are not.
 */
export function contentSecurityPolicy(secure: boolean): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
  };
  // Only on an https site: on plain http://localhost it would send the page's requests to an https port that is not there.
  if (secure) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The public, cacheable description of the API. */
const PUBLIC_DESCRIPTION_PATHS: ReadonlySet<string> = new Set([OPENAPI_DOCUMENT_PATH, API_REFERENCE_PATH]);

export async function registerSecurityHeaders(app: FastifyInstance, secure: boolean): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(secure) },
    // Sent only when the site is https (COOKIE_SECURE): over plain http browsers ignore it anyway.
    strictTransportSecurity: secure ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // API answers carry personal data and session state: never cache them. The API's description (the OpenAPI
    // document and the reference page, server/http/openapi-routes.ts) holds none and says its own caching.
    if (isApiPath(request.url) && !PUBLIC_DESCRIPTION_PATHS.has(request.url.split('?')[0])) reply.header('cache-control', 'no-store');
    return payload;
  });
}
