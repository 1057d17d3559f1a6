// Mails the server sends are written to mail_outbox; delivery is outside the reference server. A delivery process
// picks mails by `sent_at is null`, never by the last id it saw: a members upload's mails are written ahead with
// their ids (in file order) and appear only at its switch-over, after mails with higher ids (migration 014).
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
