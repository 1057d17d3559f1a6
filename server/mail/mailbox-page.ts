// The demo's mailbox page (/dev/mailbox): the mails the server delivered to its local mailbox, newest first, so that a
// person trying the demo can read the temporary password 「パスワードをお忘れの方」 sent them, or any notice.
//
// The mails carry passwords and personal data and a person reads them before signing in (that is the point), so the
// page is served only when the mailbox is the server's transport (never with SMTP_URL; off by default in production)
// and only to this computer: the connection must come from a loopback address, name a loopback host (a page of
// another site cannot reach it by DNS rebinding), and carry no forwarding header (a proxy in front means the visitor
// is elsewhere). Anyone else gets what the site answers to a path it does not know.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../core/i18n';
import type { Database, Row } from '../db/database';
import { formatDateTime } from '../format/dates';

export const MAILBOX_PATH = '/dev/mailbox';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackAddress(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address);
}

/** Whether the request comes from this computer, straight (not through a proxy). */
export function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  const forwarded = ['x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'forwarded'].some((name) => request.headers[name] !== undefined);
  return isLoopbackAddress(peer) && LOOPBACK_HOSTS.has(host) && !forwarded;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface MailboxRow extends Row {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  sent_at: Date;
  message_id: string | null;
}

const PAGE_SIZE = 50;

function page(rows: readonly MailboxRow[], dir: string, to: string): string {
  const items = rows.map((row) => `<article style="border-top:1px solid #ccc;padding:8px 0">
<dl style="margin:0">
<dt style="font-weight:bold">${escapeHtml(t('server.mailbox.sentAt'))}</dt><dd>${escapeHtml(formatDateTime(row.sent_at))}</dd>
<dt style="font-weight:bold">${escapeHtml(t('server.mailbox.to'))}</dt><dd>${escapeHtml(row.recipient)}</dd>
<dt style="font-weight:bold">${escapeHtml(t('server.mailbox.subject'))}</dt><dd>${escapeHtml(row.subject)}</dd>
</dl>
<pre style="white-space:pre-wrap;font-family:inherit;background:#f6f6f6;padding:8px">${escapeHtml(row.body)}</pre>
</article>`);
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${escapeHtml(t('server.mailbox.title'))}</title></head>
<body style="font-family:sans-serif;max-width:60em;margin:1em auto;padding:0 1em">
<h1>${escapeHtml(t('server.mailbox.title'))}</h1>
<p>${escapeHtml(t('server.mailbox.lead', { dir }))}</p>
<form method="get" action="${MAILBOX_PATH}"><label>${escapeHtml(t('server.mailbox.filter'))} <input name="to" type="email" value="${escapeHtml(to)}"></label>
<button type="submit">${escapeHtml(t('server.mailbox.show'))}</button></form>
${items.length ? items.join('\n') : `<p>${escapeHtml(t('server.mailbox.empty'))}</p>`}
</body></html>`;
}

export function registerMailboxPage(app: FastifyInstance, db: Database, dir: string): void {
  app.get(MAILBOX_PATH, async (request: FastifyRequest<{ Querystring: { to?: unknown } }>, reply: FastifyReply) => {
    // As if the page did not exist: whatever the site answers to a path it does not know.
    if (!isLocalRequest(request)) return reply.callNotFound();
    const to = typeof request.query.to === 'string' ? request.query.to.trim().slice(0, 254) : '';
    const rows = await db.query<MailboxRow>(
      `select id, recipient, subject, body, sent_at, message_id from mail_outbox
        where state = 'sent' and delivered_via = 'mailbox' and ($1 = '' or lower(recipient) = lower($1))
        order by sent_at desc, id desc limit ${PAGE_SIZE}`,
      [to],
    );
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8');
    return page(rows, dir, to);
  });
}
