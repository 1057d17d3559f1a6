// What `npm start` (server/main.ts) reads from the environment; kept apart from main so it can be tested.
import { resolve } from 'node:path';
import { t } from '../core/i18n';
import type { LogSettings } from './http/logging';
import { DEFAULT_BILLING_TERMS, type BillingTerms } from '../core/charges/domain';
import { checkBillingTerms, checkRegistrationNumber, type InvoiceIssuerSettings } from './charges/issuer';
import { readMailSettings, type MailSettings } from './mail/settings';

export interface StartSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: connections the requests use on PostgreSQL (background work has two of its own). */
  databasePoolSize: number | undefined;
  webDist: string;
  trustProxy: boolean;
  /** COOKIE_SECURE, else on when NODE_ENV=production. */
  cookieSecure: boolean;
  /** SEED_DEMO, else on unless NODE_ENV=production: whether an empty database gets the demo companies and accounts. */
  seedDemo: boolean;
  log: LogSettings;
  /**
   * INVOICE_REGISTRATION_NUMBER (T and 13 digits with the national check digit) and INVOICE_ISSUER_NAME: the issuer
   * printed on invoices; CHARGE_CONFIRM_DAY, INVOICE_DUE_DAY, DIRECT_DEBIT_DAY and INVOICE_TRANSFER_ACCOUNT: the
   * billing terms (server/charges/issuer.ts).
   */
  invoiceIssuer: InvoiceIssuerSettings;
  /** NODE_ENV=production. */
  production: boolean;
  /** SMTP_URL (SMTP_USER, SMTP_PASSWORD), MAIL_FROM, MAILBOX, MAILBOX_DIR: where mail goes (server/mail/settings.ts). */
  mail: MailSettings;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function flag(env: NodeJS.ProcessEnv, name: string, otherwise: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return otherwise;
  if (['1', 'true', 'on', 'yes'].includes(value)) return true;
  if (['0', 'false', 'off', 'no'].includes(value)) return false;
  throw new Error(t('server.start.badFlag', { name, value: env[name] ?? '' }));
}

/** The billing terms the environment sets (each day optional; the unset ones keep their defaults), checked together. */
function billingTermsOf(env: NodeJS.ProcessEnv): { terms?: Partial<BillingTerms> } {
  const names = { confirmDay: 'CHARGE_CONFIRM_DAY', paymentDueDay: 'INVOICE_DUE_DAY', directDebitDay: 'DIRECT_DEBIT_DAY' } as const;
  const given: Partial<Record<keyof BillingTerms, string>> = {};
  const terms: Partial<BillingTerms> = {};
  for (const [key, name] of Object.entries(names) as [keyof BillingTerms, string][]) {
    const text = env[name]?.trim();
    if (!text) continue;
    given[key] = text;
    terms[key] = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
  }
  if (Object.keys(terms).length === 0) return {};
  checkBillingTerms({ ...DEFAULT_BILLING_TERMS, ...terms }, given);
  return { terms };
}

export function readStartSettings(env: NodeJS.ProcessEnv): StartSettings {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(t('server.start.badPort', { value: env.PORT ?? '' }));
  const poolSize = env.DATABASE_POOL_SIZE?.trim() ? Number(env.DATABASE_POOL_SIZE) : undefined;
  if (poolSize !== undefined && !(Number.isInteger(poolSize) && poolSize >= 1 && poolSize <= 100)) {
    throw new Error(t('server.start.badPoolSize', { value: env.DATABASE_POOL_SIZE ?? '' }));
  }
  const level = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? './.data');
  // The demo accounts share one published password: a deployment must ask for them, never get them by default.
  const seedDemo = flag(env, 'SEED_DEMO', !production);
  if (!LOG_LEVELS.includes(level)) throw new Error(t('server.start.badLogLevel', { value: env.LOG_LEVEL ?? '', levels: LOG_LEVELS.join(', ') }));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: poolSize,
    webDist: resolve(env.WEB_DIST ?? 'dist/web'),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    // A deployment says NODE_ENV=production; a laptop running `npm start` over plain http://localhost does not, and
    // there Secure cookies would be refused by some browsers (and by every browser on http://<address>).
    cookieSecure: flag(env, 'COOKIE_SECURE', env.NODE_ENV === 'production'),
    seedDemo,
    log: { level, requests: flag(env, 'LOG_REQUESTS', false) },
    invoiceIssuer: {
      registrationNumber: env.INVOICE_REGISTRATION_NUMBER?.trim() ? checkRegistrationNumber(env.INVOICE_REGISTRATION_NUMBER.trim()) : undefined,
      issuerName: env.INVOICE_ISSUER_NAME?.trim() || undefined,
      ...billingTermsOf(env),
      transferAccount: env.INVOICE_TRANSFER_ACCOUNT?.trim() || undefined,
    },
    production,
    mail: readMailSettings(env, { dataDir, seedDemo, production, flag: (name, otherwise) => flag(env, name, otherwise) }),
  };
}
