// The password notice of a new clerk (spec 9 timings: 0 now, 1 later, 2 do not send; spec 5: a department clerk
// without a mail address has the notice sent to the responsible person, one with an address gets it).
// Passwords are stored only as hashes, so every notice issues a fresh temporary password.
import type { ClerkKind } from '../../core/clerks/domain';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { hashSecret } from '../auth/secret-hash';
import { temporaryPassword } from '../auth/temporary-password';
import { queueMail } from '../mail/outbox';
import { fullName } from '../users/member-rows';
import type { MemberViewer } from '../users/viewer';
import { RESPONSIBLE_OF_CORPORATION } from './clerk-rows';

export interface NoticeSubject {
  id: number;
  login_id: string;
  user_last_name: string;
  user_first_name: string;
  mail_address: string | null;
}

interface MailRow extends Row {
  id: number;
  mail_address: string;
}

/**
 * Where the notice goes: the clerk's own address; for a department clerk without one, the responsible person
 * operating (or, when a department clerk operates, every responsible person of the corporation).
 */
export async function noticeRecipients(db: SqlExecutor, viewer: MemberViewer, clerk: Pick<NoticeSubject, 'mail_address'>, kind: ClerkKind): Promise<string[]> {
  if (clerk.mail_address) return [clerk.mail_address];
  if (kind === 'corp') return [];
  const rows = await db.query<MailRow>(
    `select u.id, u.mail_address from users u where ${RESPONSIBLE_OF_CORPORATION} and u.mail_address is not null order by u.id`,
    [viewer.corporationId],
  );
  const operator = rows.find((r) => r.id === viewer.userId);
  return operator ? [operator.mail_address] : rows.map((r) => r.mail_address);
}

/** Issues a temporary password, mails it, and records the time; answers the addresses mailed (comma-joined). */
export async function sendPasswordNotice(tx: SqlExecutor, viewer: MemberViewer, clerk: NoticeSubject, kind: ClerkKind, now: Date): Promise<string | null> {
  const recipients = await noticeRecipients(tx, viewer, clerk, kind);
  if (recipients.length === 0) return null;
  const password = temporaryPassword();
  await tx.query(
    'update users set password_hash = $2, password_reset_flg = 1, password_notice_sent_at = $3 where id = $1',
    [clerk.id, await hashSecret(password), now],
  );
  const [corporation] = await tx.query<{ corporation_name: string } & Row>('select corporation_name from corporations where id = $1', [viewer.corporationId]);
  const name = fullName(clerk.user_last_name, clerk.user_first_name);
  const forSomeoneElse = clerk.mail_address === null;
  for (const recipient of recipients) {
    // The clerk's sign-in details, whoever they go to (spec 5): sent whatever the recipient's mail-delivery choice.
    await queueMail(tx, {
      recipient,
      purpose: 'credentials',
      subject: t('clerks.mail.notice.subject'),
      body: t(forSomeoneElse ? 'clerks.mail.notice.bodyForResponsible' : 'clerks.mail.notice.body', {
        name, loginId: clerk.login_id, password, corporation: corporation?.corporation_name ?? '',
      }),
    }, now);
  }
  return recipients.join(',');
}
