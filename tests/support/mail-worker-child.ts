// A delivery worker alone in a process of its own, for the test that kills it with SIGKILL in the middle of a batch
// (server/mail/delivery.test.ts). Reads DATABASE_URL or DATA_DIR, SMTP_URL and MAIL_LEASE_MS; says "ready" on stdout
// once it listens; logs its JSON lines to stdout.
import '../../core/i18n/all';
import { openDatabase } from '../../server/db/open-database';
import { startMailDelivery } from '../../server/mail/delivery';
import { parseSmtpUrl, DEFAULT_MAIL_FROM } from '../../server/mail/settings';
import { smtpTransport } from '../../server/mail/transport';

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR });
const { smtp } = parseSmtpUrl(process.env.SMTP_URL ?? '', undefined, undefined);
const line = (level: string) => (details: Record<string, unknown>, message: string) => process.stdout.write(`${JSON.stringify({ level, ...details, msg: message })}\n`);
await startMailDelivery(db, {
  transport: smtpTransport(smtp, DEFAULT_MAIL_FROM),
  clock: () => new Date(),
  log: { info: line('info'), warn: line('warn'), error: line('error') },
  tuning: { leaseMs: Number(process.env.MAIL_LEASE_MS ?? 2000), pollMs: 200 },
  onError: (error) => process.stderr.write(`${String(error)}\n`),
});
process.stdout.write('ready\n');
// Runs until killed.
setInterval(() => undefined, 1 << 30);
