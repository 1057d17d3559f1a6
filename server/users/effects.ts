// Side effects of member transitions: future reservations cancelled, FLEX/BASE registrations released, and the
// member mails (approval, restore, password reissue, registration) written to the outbox.
import { t, type MessageKey } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { formatDateTime } from '../format/dates';
import { queueMail } from '../mail/outbox';
import { fullName } from './member-rows';

export type CancelReason = 'suspend' | 'delete';

interface ReservationRow extends Row {
  id: number;
  start_date: Date;
  to_date: Date;
  facility_name: string;
}

export interface ReservationSummaryRow {
  reservationId: string;
  startDate: string;
  toDate: string;
  facilityName: string;
}

const FUTURE = 'r.user_id = $1 and not r.cancel_flg and r.start_date > $2';


/** The member's reservations that have not started and are not cancelled, earliest first. */
export async function futureReservations(db: SqlExecutor, userId: number, now: Date, limit = 20): Promise<{ count: number; first: ReservationSummaryRow[] }> {
  const [count] = await db.query<{ count: number }>(`select count(*)::int as count from reservations r where ${FUTURE}`, [userId, now]);
  const rows = await db.query<ReservationRow>(
    `select r.id, r.start_date, r.to_date, coalesce(room.facility_name, f.facility_name) as facility_name
       from reservations r join facilities f on f.id = r.facility_id left join facilities room on room.id = r.room_id
      where ${FUTURE} order by r.start_date, r.id limit $3`,
    [userId, now, limit],
  );
  return {
    count: count?.count ?? 0,
    first: rows.map((r) => ({
      reservationId: String(r.id),
      startDate: formatDateTime(r.start_date),
      toDate: formatDateTime(r.to_date),
      facilityName: r.facility_name,
    })),
  };
}

/** Cancels every future reservation of the members (one statement for one member or a whole upload); answers how many. */
export async function cancelFutureReservations(tx: SqlExecutor, userIds: readonly number[], now: Date, reason: CancelReason): Promise<number> {
  const rows = await tx.query(
    `update reservations r set cancel_flg = true, cancelled_at = $2, cancel_reason = $3, last_updated = $2
      where r.user_id = any($1::int[]) and not r.cancel_flg and r.start_date > $2 returning r.id`,
    [userIds, now, reason],
  );
  return rows.length;
}

/** Releases the members' FLEX/BASE registrations (the seats become free); answers how many. */
export async function releaseFlexRegistrations(tx: SqlExecutor, userIds: readonly number[], now: Date): Promise<number> {
  const rows = await tx.query(
    'update flex_users set delete_flg = true, released_at = $2, last_updated = $2 where user_id = any($1::int[]) and not delete_flg returning id',
    [userIds, now],
  );
  await tx.query('update users set flex_contract_flg = false where id = any($1::int[]) and flex_contract_flg', [userIds]);
  return rows.length;
}

export type MemberMailKind = 'registered' | 'approved' | 'restored' | 'passwordReset';

const SUBJECTS: Readonly<Record<MemberMailKind, MessageKey>> = {
  registered: 'members.mail.registered.subject',
  approved: 'members.mail.approved.subject',
  restored: 'members.mail.restored.subject',
  passwordReset: 'members.mail.passwordReset.subject',
};

const BODIES: Readonly<Record<MemberMailKind, MessageKey>> = {
  registered: 'members.mail.registered.body',
  approved: 'members.mail.approved.body',
  restored: 'members.mail.restored.body',
  passwordReset: 'members.mail.passwordReset.body',
};

/** The member mails that carry the member's sign-in details: sent whatever the member's mail-delivery choice. */
const CREDENTIAL_MAILS: ReadonlySet<MemberMailKind> = new Set(['registered', 'passwordReset']);

export interface MemberMailTarget {
  /** The member (absent for one being registered now, who has made no choice yet). */
  id?: number;
  mail_address: string | null;
  user_last_name: string;
  user_first_name: string;
  login_id: string;
  corporation_name: string;
}

function mailBody(kind: MemberMailKind, params: Record<'name' | 'corporation' | 'loginId' | 'password', string>): string {
  return t(BODIES[kind], params) + t('members.mail.signature');
}

/**
 * Writes the member mail to the outbox; answers the recipient, or null when the member has no address or chose not to
 * receive mail (an approval or a restore notice).
 */
export async function mailMember(
  tx: SqlExecutor,
  kind: MemberMailKind,
  member: MemberMailTarget,
  now: Date,
  extra: { password?: string } = {},
): Promise<string | null> {
  if (!member.mail_address) return null;
  const body = mailBody(kind, {
    name: fullName(member.user_last_name, member.user_first_name),
    corporation: member.corporation_name,
    loginId: member.login_id,
    password: extra.password ?? '',
  });
  const written = await queueMail(tx, {
    recipient: member.mail_address,
    subject: t(SUBJECTS[kind]),
    body,
    purpose: CREDENTIAL_MAILS.has(kind) ? 'credentials' : 'notice',
    userId: member.id,
  }, now);
  return written ? member.mail_address : null;
}

/** An SQL string literal (standard_conforming_strings, on in every supported PostgreSQL and in PGlite). */
function sqlLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** SQL expressions giving, per row of a bulk statement, what mailMember fills into the mail. */
export interface MemberMailColumns {
  lastName: string;
  firstName: string;
  corporation: string;
  loginId: string;
  password: string;
}

/**
 * The subject and body of the member mail as SQL over the columns of a bulk statement (an upload's mails written by
 * one INSERT ... SELECT): the same catalogue texts as mailMember, each placeholder filled once, in one pass, as t() does.
 */
export function memberMailSql(kind: MemberMailKind, columns: MemberMailColumns): { subject: string; body: string } {
  const marker = '\u0000';
  const filled = mailBody(kind, { name: `${marker}name${marker}`, corporation: `${marker}corporation${marker}`, loginId: `${marker}loginId${marker}`, password: `${marker}password${marker}` });
  const expressions: Record<string, string> = {
    name: `(${columns.lastName} || ${sqlLiteral(fullName('', ''))} || ${columns.firstName})`,
    corporation: columns.corporation,
    loginId: columns.loginId,
    password: columns.password,
  };
  const parts = filled.split(marker).map((part, i) => (i % 2 === 1 ? expressions[part] : sqlLiteral(part)));
  return { subject: sqlLiteral(t(SUBJECTS[kind])), body: parts.filter((p) => p !== "''").join(' || ') };
}
