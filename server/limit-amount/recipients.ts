// Who budget mails go to (spec 9): the department's clerks, and the corporation's responsible persons (the
// administrators), each only while they hold a mail address and are not deleted.
import type { Row, SqlExecutor } from '../db/database';

interface MailRow extends Row {
  mail_address: string;
}

/** Department clerks (roleType 4) who look after the department. */
export async function departmentClerkMails(db: SqlExecutor, departmentId: number): Promise<string[]> {
  const rows = await db.query<MailRow>(
    `select distinct u.mail_address from clerk_departments cd join users u on u.id = cd.user_id
      where cd.department_id = $1 and u.role_type = 4 and not u.delete_flg and u.mail_address is not null
      order by u.mail_address`,
    [departmentId],
  );
  return rows.map((r) => r.mail_address);
}

/** Responsible persons (roleType 3) of the corporation, including those who administer it besides their own. */
export async function responsiblePersonMails(db: SqlExecutor, corporationId: number): Promise<string[]> {
  const rows = await db.query<MailRow>(
    `select distinct u.mail_address from users u
      where u.role_type = 3 and not u.delete_flg and u.mail_address is not null
        and (u.corporation_id = $1 or u.id in (select user_id from admin_corporations where corporation_id = $1))
      order by u.mail_address`,
    [corporationId],
  );
  return rows.map((r) => r.mail_address);
}

/** Spec 9: the department clerk, or the responsible person when the department has no clerk to tell. */
export async function clerkOrResponsibleMails(db: SqlExecutor, corporationId: number, departmentId: number): Promise<string[]> {
  const clerks = await departmentClerkMails(db, departmentId);
  return clerks.length > 0 ? clerks : responsiblePersonMails(db, corporationId);
}
