// Builds the server: storage, migrations, first-start seed, the contract's calls under /api and /asynchronousApi,
// and the web app with history fallback, all on one Fastify instance.
// Every catalogue: the server answers, mails and documents in messages of every area (the browser loads them by page).
import '../core/i18n/all';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyCompress from '@fastify/compress';
import { COMPRESSION } from './http/compression';
import { UPLOAD_MAX_BYTES } from '../core/uploads/calls';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './seed/seed-database';
import type { AppServices, HandlerMap } from './http/call-context';
import { installErrorHandler } from './http/error-handler';
import { checkHandlerCoverage, registerCalls } from './http/register-calls';
import { registerOpenApiRoutes } from './http/openapi-routes';
import { allCalls } from '../core/api/contract';
import { clientErrorHandler, frameworkErrors, registerWebApp, usableWebDist } from './http/web-app';
import { registerSecurityHeaders } from './http/security-headers';
import { loggerOptions, type LogSettings } from './http/logging';
import { allHandlers } from './http/all-handlers';
import { startScheduler } from './jobs/scheduler';
import { applyInvoiceIssuerSettings, type InvoiceIssuerSettings } from './charges/issuer';
import { createUploadRunner, type UploadRunner } from './jobs/upload-runner';
import { startMailDelivery, type DeliveryTuning, type MailDelivery } from './mail/delivery';
import type { MailSettings } from './mail/settings';
import { mailboxTransport, smtpTransport, type MailTransport } from './mail/transport';
import { registerMailboxPage } from './mail/mailbox-page';

export interface AppOptions {
  /** PGlite data folder ('memory://' for an in-memory database); ignored when databaseUrl is set. */
  dataDir?: string;
  /** PGlite: a data-folder archive to start from (DatabaseOptions.loadDataDir; the test servers' templates). */
  loadDataDir?: string;
  /** A real PostgreSQL server. */
  databaseUrl?: string;
  /** Connections of the requests' pool on PostgreSQL (server/db/postgres-database.ts). */
  databasePoolSize?: number;
  /** Seed the demo data on the first start (default true). */
  seed?: boolean;
  /** Told when this start begins to seed the demo data, which takes seconds (npm start says so). */
  onSeeding?: () => void;
  /** The built web app to serve (absent or without index.html: API only). */
  webDist?: string;
  /** The time; tests pass a controllable one (session and two-factor expiry, lock timestamps). */
  clock?: () => Date;
  /**
   * Fastify's logger (pino, JSON lines): false (the default, for tests) logs nothing; true or settings log security
   * events and errors, and per-request lines when `requests` is set (server/http/logging.ts).
   */
  logger?: boolean | LogSettings;
  /**
   * COOKIE_SECURE: the site is served over https, so the auth cookies are Secure with the __Host- prefix and
   * answers carry HSTS (default false: plain http, as on a laptop and in tests).
   */
  cookieSecure?: boolean;
  /**
   * Behind a load balancer or TLS proxy: believe X-Forwarded-For/-Proto, so rate limits key on the client
   * address and cookies are marked Secure for https visitors.
   */
  trustProxy?: boolean;
  /** Replace the handler table (tests of the boot check). */
  handlers?: HandlerMap;
  /**
   * Run the scheduled work (due department registrations, the spec 9 budget sweep) every so many ms; tests call
   * runScheduledWork or its steps at the times they choose instead.
   */
  scheduledWorkIntervalMs?: number;
  /** The invoices' issuer name and qualified-invoice registration number (else the values in the database). */
  invoiceIssuer?: InvoiceIssuerSettings;
  /**
   * Where mail goes (server/mail/settings.ts): SMTP, or the local mailbox with its page /dev/mailbox. Absent or
   * 'none': no delivery worker, mails stay queued in the outbox (tests that read the outbox).
   */
  mail?: MailSettings;
  /** The delivery worker's lease, backoff and polling (tests shorten them). */
  mailTuning?: Partial<DeliveryTuning>;
}

export interface App {
  app: FastifyInstance;
  db: Database;
  /** Whether this start seeded the demo data, and how long it took. */
  seeded: { done: boolean; ms: number };
  webRoot: string | null;
  /** The background applier of upload jobs (tests wait for it with idle()). */
  uploads: UploadRunner;
  /** The mail delivery worker, once the port is open (null before, and without mail settings). */
  mail(): MailDelivery | null;
  close(): Promise<void>;
}

export async function createApp(options: AppOptions = {}): Promise<App> {
  const clock = options.clock ?? (() => new Date());
  const handlers = options.handlers ?? allHandlers();
  // A contract call without a handler is a build mistake: refuse to start before touching the database.
  checkHandlerCoverage(allCalls(), handlers);
  const db = await openDatabase({
    databaseUrl: options.databaseUrl, dataDir: options.dataDir, loadDataDir: options.loadDataDir, poolSize: options.databasePoolSize,
  });
  try {
    await migrate(db, clock);
    if (options.invoiceIssuer) await applyInvoiceIssuerSettings(db, options.invoiceIssuer, clock());
    const started = Date.now();
    const seeded = options.seed === false ? false : await seedIfEmpty(db, clock, options.onSeeding);
    const seedMs = Date.now() - started;

    const app = Fastify({
      ...loggerOptions(options.logger),
      routerOptions: { ignoreTrailingSlash: true },
      trustProxy: options.trustProxy ?? false,
      // Undecodable URLs and over-long path parameters: a Japanese 400 (API) or 404 (pages), not Fastify's English.
      frameworkErrors,
      clientErrorHandler,
    });
    // Background work (issue 10): upload jobs apply outside the requests, on the database's background connections.
    const uploads = createUploadRunner(db.background, clock, (error) => app.log.error(error, 'upload job failed'));
    const services: AppServices = { db, clock, uploads };
    app.decorateRequest('twbAuth', null);
    app.decorate('twbCookieSecure', options.cookieSecure ?? false);
    installErrorHandler(app);
    await registerSecurityHeaders(app, options.cookieSecure ?? false);
    // Before any route: the plugin attaches itself to the routes declared after it. Text assets, JSON answers over
    // 1 KB and streamed CSV files go out as brotli or gzip when the browser accepts it (server/http/compression.ts).
    await app.register(fastifyCompress, COMPRESSION);
    await app.register(fastifyCookie);
    // Sign-in, two-factor and password-lost limits are kept in the database (server/auth/rate-limiter.ts), so they
    // hold across every server process on the same PostgreSQL.
    // Multipart bodies (the CSV upload) are read by the handler itself, so a file over the limit can be refused with
    // a Japanese message (server/uploads/upload-file.ts); one file per request.
    await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20 } });
    registerCalls(app, services, handlers);
    registerOpenApiRoutes(app, allCalls());
    if (options.mail?.kind === 'mailbox') registerMailboxPage(app, db, options.mail.dir);
    const webRoot = usableWebDist(options.webDist);
    await registerWebApp(app, webRoot);
    // Background work starts once the port is open, so queued and interrupted jobs never delay the first answers.
    let stopScheduler: () => Promise<void> = async () => undefined;
    let mail: MailDelivery | null = null;
    let mailStarting: Promise<void> | null = null;
    const transport = transportOf(options.mail, clock);
    app.addHook('onListen', async () => {
      uploads.kick();
      if (transport) {
        const log = app.log.child({ component: 'mail' });
        // Not awaited: the port answers at once; a database that refuses LISTEN is reported, not fatal.
        mailStarting = startMailDelivery(db.background, {
          transport,
          clock,
          log,
          tuning: options.mailTuning,
          onError: (error) => log.error({ err: error }, 'mail delivery failed'),
        }).then(
          (started) => {
            mail = started;
          },
          (error: unknown) => log.error({ err: error }, 'mail delivery did not start'),
        );
      }
      if (options.scheduledWorkIntervalMs) {
        // Due uploads go through the runner: one drain of the upload queue per process.
        const drainUploads = (): Promise<void> => {
          uploads.kick();
          return uploads.idle();
        };
        stopScheduler = startScheduler(db.background, clock, options.scheduledWorkIntervalMs, (error) => app.log.error(error, 'scheduled work failed'), drainUploads);
      }
    });
    await app.ready();
    return {
      app,
      db,
      seeded: { done: seeded, ms: seedMs },
      webRoot,
      uploads,
      mail: () => mail,
      async close() {
        await stopScheduler();
        await app.close();
        await uploads.stop();
        await mailStarting;
        await (mail as MailDelivery | null)?.stop();
        if (!mail) await transport?.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

function transportOf(settings: MailSettings | undefined, clock: () => Date): MailTransport | null {
  if (settings?.kind === 'smtp') return smtpTransport(settings.smtp, settings.from);
  if (settings?.kind === 'mailbox') return mailboxTransport(settings.dir, settings.from, clock);
  return null;
}
