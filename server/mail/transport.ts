// Where the delivery worker hands a mail over: an SMTP server (nodemailer, the Node field's standard: RFC 2047
// headers, UTF-8 bodies, SMTP pooling, STARTTLS and SMTPS, and errors that carry the server's reply code), or the
// demo's local mailbox: a folder of .eml files, the same MIME message an SMTP server would have received.
//
// Every message is composed the same way: From MAIL_FROM, the subject and body as UTF-8 (the subject an RFC 2047
// encoded word), a Date and a Message-ID fixed by the outbox row (a mail sent twice after a crash is the same message,
// which many mail systems then show once), and Auto-Submitted so that auto-responders do not answer it.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { NodemailerError } from 'nodemailer';

/** A claimed outbox row, as the transports need it. */
export interface MailMessage {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
}

export interface Handover {
  messageId: string;
}

export interface MailTransport {
  readonly via: 'smtp' | 'mailbox';
  send(message: MailMessage): Promise<Handover>;
  close(): Promise<void>;
}

/** The Message-ID of an outbox row: the same for every attempt, unique per row and database. */
export function messageIdOf(message: Pick<MailMessage, 'id' | 'createdAt'>, fromAddress: string): string {
  const domain = fromAddress.split('@').pop() || 'localhost';
  return `<twb.${message.id}.${message.createdAt.getTime().toString(36)}@${domain}>`;
}

export function composed(message: MailMessage, from: MailFrom): SendMailOptions {
  return {
    from: { name: from.name, address: from.address },
    to: message.recipient,
    subject: message.subject,
    text: message.body,
    date: message.createdAt,
    messageId: messageIdOf(message, from.address),
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
    // Nothing is read from files or URLs: a mail is its text only.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export interface MailFrom {
  name: string;
  address: string;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps:// (TLS from the first byte); smtp:// upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
}

/** Bounds of one SMTP conversation, well inside the claim's lease (server/mail/delivery.ts). */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000, dnsTimeout: 10_000 };

export function smtpTransport(settings: SmtpSettings, from: MailFrom): MailTransport {
  const transporter = nodemailer.createTransport({
    pool: true,
    // One conversation at a time: the worker sends one mail at a time.
    maxConnections: 1,
    // nodemailer would send a message again on its own when a connection closes during it; the worker decides.
    maxRequeues: 0,
    idleTimeout: 30_000,
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user !== undefined ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    ...SMTP_TIMEOUTS,
    // nodemailer's own log would print addresses and, at debug, whole messages.
    logger: false,
    debug: false,
  });
  return {
    via: 'smtp',
    async send(message) {
      const info = await transporter.sendMail(composed(message, from));
      return { messageId: info.messageId };
    },
    async close() {
      transporter.close();
    },
  };
}

/** The file of a mail in the local mailbox: sorted by row id, then by attempt time. */
export function mailboxFileName(message: Pick<MailMessage, 'id'>, at: Date): string {
  return `${String(message.id).padStart(8, '0')}-${at.toISOString().replace(/[:.]/g, '-')}.eml`;
}

export function mailboxTransport(dir: string, from: MailFrom, clock: () => Date = () => new Date()): MailTransport {
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let made = false;
  return {
    via: 'mailbox',
    async send(message) {
      const info = await writer.sendMail(composed(message, from));
      if (!made) {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        made = true;
      }
      const file = join(dir, mailboxFileName(message, clock()));
      // Written aside and renamed: a reader never sees half a mail.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      return { messageId: info.messageId };
    },
    async close() {
      writer.close();
    },
  };
}

export interface FailureVerdict {
  /** Refused for good: never tried again. */
  permanent: boolean;
  /** One line, for the database and the log: the server's reply, or what went wrong on the way. No mail content. */
  reason: string;
  responseCode: number | null;
}

/** Errors about the server's settings (not about the mail): retried, like a server that is down, never failed. */
const SETTINGS_ERRORS = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2', 'ECONFIG', 'ETLS', 'EREQUIRETLS']);

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, 500);

/**
 * Sorts a failed handover: a 5xx reply to the mail (its sender, recipient or content) is permanent; 4xx replies, lost
 * connections, timeouts and refused settings are temporary. 503 (bad sequence of commands) is temporary, as
 * nodemailer and RFC 5321 read it: the session was in the wrong state, the same mail can go through again.
 */
export function verdictOf(error: unknown): FailureVerdict {
  const e = (error ?? {}) as NodemailerError;
  const code = typeof e.responseCode === 'number' ? e.responseCode : null;
  const settings = typeof e.code === 'string' && SETTINGS_ERRORS.has(e.code);
  if (code !== null) {
    const permanent = !settings && (typeof e.permanent === 'boolean' ? e.permanent : code >= 500 && code < 600 && code !== 503);
    return { permanent, reason: oneLine(e.response || `${code} ${e.message ?? ''}`), responseCode: code };
  }
  // A recipient nodemailer itself cannot use (no address at all): the same mail would fail again.
  const permanent = e.code === 'EENVELOPE';
  const message = error instanceof Error ? error.message : String(error);
  return { permanent, reason: oneLine(`${e.code ?? 'error'}: ${message}`), responseCode: null };
}
