// Where the server's mail goes, from the environment (server/start-settings.ts):
//   SMTP_URL   smtp://host:port or smtps://host:port, user and password in the URL (percent-encoded) or in
//              SMTP_USER / SMTP_PASSWORD: mail is sent there.
//   MAIL_FROM  the sender, `Name <address>` or `address` (default 法人管理サイト <no-reply@example.jp>).
//   MAILBOX    without SMTP_URL, deliver into a local mailbox (the demo's): a folder of .eml files (MAILBOX_DIR,
//              default <DATA_DIR>-mailbox) and the page /dev/mailbox, answered only to this computer. On by default
//              when the demo data is seeded outside production; never on by default with NODE_ENV=production.
// Without either, mail stays in the outbox, unsent ('queued'), and the start banner says so loudly in production.
import { resolve } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { t } from '../../core/i18n';
import type { MailFrom, SmtpSettings } from './transport';

export type MailSettings =
  | { kind: 'smtp'; smtp: SmtpSettings; from: MailFrom; fromGiven: boolean; description: string }
  | { kind: 'mailbox'; dir: string; from: MailFrom; fromGiven: boolean }
  | { kind: 'none'; from: MailFrom; fromGiven: boolean };

export const DEFAULT_MAIL_FROM: MailFrom = { name: '法人管理サイト', address: 'no-reply@example.jp' };

const ADDRESS = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/;

export function parseMailFrom(text: string): MailFrom {
  const parsed = addressparser(text, { flatten: true });
  const [only] = parsed;
  if (parsed.length !== 1 || !only || typeof only.address !== 'string' || !ADDRESS.test(only.address) || /[\r\n]/.test(text)) {
    throw new Error(t('server.start.badMailFrom', { value: text }));
  }
  return { name: only.name ?? '', address: only.address };
}

/** Parses SMTP_URL (and SMTP_USER / SMTP_PASSWORD); refuses anything but smtp:// and smtps:// with a host. */
export function parseSmtpUrl(text: string, user: string | undefined, password: string | undefined): { smtp: SmtpSettings; description: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(t('server.start.badSmtpUrl', { value: masked(text) }));
  }
  const secure = url.protocol === 'smtps:';
  if ((url.protocol !== 'smtp:' && !secure) || !url.hostname || url.search || url.hash || (url.pathname && url.pathname !== '/')) {
    throw new Error(t('server.start.badSmtpUrl', { value: masked(text) }));
  }
  const inUrl = url.username !== '' || url.password !== '';
  if (inUrl && (user || password)) throw new Error(t('server.start.smtpCredentialsTwice'));
  const smtp: SmtpSettings = {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
  };
  if (inUrl) {
    smtp.user = decodeURIComponent(url.username);
    smtp.password = decodeURIComponent(url.password);
  } else if (user) {
    smtp.user = user;
    smtp.password = password ?? '';
  }
  return { smtp, description: `${url.protocol}//${url.host}${smtp.user !== undefined ? ` (${t('server.start.mail.withAuth')})` : ''}` };
}

/** The URL with any password replaced, for messages. */
function masked(text: string): string {
  return text.replace(/\/\/([^/@]*)@/, (_, credentials: string) => `//${credentials.split(':')[0]}:***@`);
}

export interface MailContext {
  dataDir: string;
  seedDemo: boolean;
  production: boolean;
  /** The flag reader of start-settings.ts (1/0, on/off ...). */
  flag: (name: string, otherwise: boolean) => boolean;
}

export function readMailSettings(env: NodeJS.ProcessEnv, context: MailContext): MailSettings {
  const fromText = env.MAIL_FROM?.trim();
  const from = fromText ? parseMailFrom(fromText) : DEFAULT_MAIL_FROM;
  const fromGiven = Boolean(fromText);
  const smtpUrl = env.SMTP_URL?.trim();
  // Read even when SMTP_URL wins, so that a wrong value is refused rather than ignored.
  const mailbox = context.flag('MAILBOX', context.seedDemo && !context.production);
  if (smtpUrl) {
    const { smtp, description } = parseSmtpUrl(smtpUrl, env.SMTP_USER?.trim() || undefined, env.SMTP_PASSWORD);
    return { kind: 'smtp', smtp, from, fromGiven, description };
  }
  if (mailbox) return { kind: 'mailbox', dir: resolve(env.MAILBOX_DIR?.trim() || `${context.dataDir}-mailbox`), from, fromGiven };
  return { kind: 'none', from, fromGiven };
}
