// Mails the server sends are written to mail_outbox, in the transaction of the change they tell about, and sent by
// the delivery worker of whichever server claims them (server/mail/delivery.ts, migration 021). The worker picks mails
// by their state, never by the last id it saw: a members upload's mails are written ahead with their ids (in file
// order) and appear only at its switch-over, after mails with higher ids (migration 014).
//
// Spec 6 mail-delivery options: a person may choose not to receive mail (users.mail_delivery). Every mail is a
// 'notice' unless it carries the recipient's sign-in details ('credentials': temporary, initial and reissued
// passwords, a clerk's password notice); a notice to someone who chose not to receive mail is not written at all.
import type { SqlExecutor } from '../db/database';

export type MailPurpose = 'credentials' | 'notice';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  body: string;
  /** 'notice' when absent. */
  purpose?: MailPurpose;
  /**
   * The person the mail is for, whose choice decides; without it, the people (not deleted) with the recipient
   * address decide: a notice is left out only when there are such people and every one of them chose not to
   * receive mail (an address nobody has, such as the support desk's or a visitor's, always gets it).
   */
  userId?: number;
}

const OPTED_OUT = `case when $6::int is not null
    then exists (select 1 from users u where u.id = $6 and not u.mail_delivery)
    else exists (select 1 from users u where lower(u.mail_address) = lower($1) and not u.delete_flg having bool_and(not u.mail_delivery))
  end`;

/** Writes the mail; answers false when it was a notice to someone who chose not to receive mail (nothing written). */
export async function queueMail(db: SqlExecutor, mail: OutgoingMail, now: Date): Promise<boolean> {
  const rows = await db.query(
    `insert into mail_outbox (recipient, subject, body, created_at)
     select $1, $2, $3, $4 where $5::boolean or not (${OPTED_OUT})
     returning id`,
    [mail.recipient, mail.subject, mail.body, now, mail.purpose === 'credentials', mail.userId ?? null],
  );
  return rows.length === 1;
}
