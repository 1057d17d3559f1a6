// Mails the server sends are written to mail_outbox; delivery is outside the reference server.
import type { SqlExecutor } from '../db/database';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  body: string;
}

export async function queueMail(db: SqlExecutor, mail: OutgoingMail, now: Date): Promise<void> {
  await db.query('insert into mail_outbox (recipient, subject, body, created_at) values ($1, $2, $3, $4)', [
    mail.recipient,
    mail.subject,
    mail.body,
    now,
  ]);
}
