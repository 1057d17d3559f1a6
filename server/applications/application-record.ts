// The one application model of every division (spec 3, Application information): 1 department registration
// (server/billing/applications.ts), 2 registration-fee charge change and 3 invoice destination change
// (server/payment/), 4 transfer (server/billing/transfers.ts). One table (applications), one row shape, the same status (1 applied, waiting for its apply date;
// 2 done; 3 cancelled) and the same cancellable rule: status 1 and the apply date still in the future (Japan time).
// What differs per division lives in `contents` (jsonb) and is read by the division's own module.
import type { ApplicationStatus } from '../../core/billing/domain';
import type { Row, SqlExecutor } from '../db/database';
import { formatDate, formatDateTime, formatLastUpdated } from '../format/dates';
import { fullName } from '../users/member-rows';

export type ApplicationDivision = 1 | 2 | 3 | 4;

export interface ApplicationDbRow<Contents = Record<string, unknown>> extends Row {
  id: number;
  corporation_id: number;
  division: number;
  status: number;
  contents: Contents;
  /** yyyy/MM/dd */
  apply_date: string;
  department_id: number | null;
  created_at: Date;
  cancelled_at: Date | null;
  completed_at: Date | null;
  last_updated: Date;
  user_last_name: string;
  user_first_name: string;
}

export const APPLICATION_SELECT = `select a.id, a.corporation_id, a.division, a.status, a.contents, to_char(a.apply_date, 'YYYY/MM/DD') as apply_date,
  a.department_id, a.created_at, a.cancelled_at, a.completed_at, a.last_updated, u.user_last_name, u.user_first_name
  from applications a join users u on u.id = a.applicant_user_id`;

/** What every division's row and detail share. */
export interface ApplicationCommon {
  applicationId: string;
  status: ApplicationStatus;
  applyDate: string;
  applicantName: string;
  appliedAt: string;
  cancellable: boolean;
  lastUpdated: string;
}

export function applicationCommon(row: ApplicationDbRow<unknown>, now: Date): ApplicationCommon {
  return {
    applicationId: String(row.id),
    status: row.status === 2 ? 2 : row.status === 3 ? 3 : 1,
    applyDate: row.apply_date,
    applicantName: fullName(row.user_last_name, row.user_first_name),
    appliedAt: formatDateTime(row.created_at),
    cancellable: row.status === 1 && row.apply_date > formatDate(now),
    lastUpdated: formatLastUpdated(row.last_updated),
  };
}

export function settledAt(row: ApplicationDbRow<unknown>): { cancelledAt: string | null; completedAt: string | null } {
  return {
    cancelledAt: row.cancelled_at ? formatDateTime(row.cancelled_at) : null,
    completedAt: row.completed_at ? formatDateTime(row.completed_at) : null,
  };
}

/** One application of the corporation (any division unless given), or null: another corporation's id is absent. */
export async function findApplicationRow<Contents = Record<string, unknown>>(
  db: SqlExecutor, corporationId: number, applicationId: number, options: { divisions?: readonly ApplicationDivision[]; forUpdate?: boolean } = {},
): Promise<ApplicationDbRow<Contents> | null> {
  const rows = await db.query<ApplicationDbRow<Contents>>(
    `${APPLICATION_SELECT} where a.id = $1 and a.corporation_id = $2 and a.division = any($3::smallint[])${options.forUpdate ? ' for update of a' : ''}`,
    [applicationId, corporationId, options.divisions ?? [1, 2, 3, 4]],
  );
  return rows[0] ?? null;
}

/** The corporation's applications of the given divisions, newest first. */
export async function listApplicationRows<Contents>(db: SqlExecutor, corporationId: number, divisions: readonly ApplicationDivision[]): Promise<ApplicationDbRow<Contents>[]> {
  return db.query<ApplicationDbRow<Contents>>(
    `${APPLICATION_SELECT} where a.corporation_id = $1 and a.division = any($2::smallint[]) order by a.created_at desc, a.id desc`,
    [corporationId, divisions],
  );
}

/** The corporation's applications still waiting for their day, of the given divisions (oldest first). */
export async function pendingApplicationRows<Contents>(db: SqlExecutor, corporationId: number, divisions: readonly ApplicationDivision[]): Promise<ApplicationDbRow<Contents>[]> {
  return db.query<ApplicationDbRow<Contents>>(
    `${APPLICATION_SELECT} where a.corporation_id = $1 and a.division = any($2::smallint[]) and a.status = 1 order by a.apply_date, a.id`,
    [corporationId, divisions],
  );
}

/** Files an application (status 1) and answers its id. `isoApplyDate` is yyyy-MM-dd. */
export async function insertApplication(
  db: SqlExecutor, application: { corporationId: number; division: ApplicationDivision; contents: unknown; isoApplyDate: string; applicantUserId: number }, now: Date,
): Promise<number> {
  const [created] = await db.query<{ id: number }>(
    `insert into applications (corporation_id, division, status, contents, apply_date, applicant_user_id, created_at, last_updated)
     values ($1, $2, 1, $3, $4::date, $5, $6, $6) returning id`,
    [application.corporationId, application.division, JSON.stringify(application.contents), application.isoApplyDate, application.applicantUserId, now],
  );
  return created.id;
}

/** Marks an application done on its day; `contents` replaces the stored contents when the apply refreshed them. */
export async function completeApplication(db: SqlExecutor, applicationId: number, now: Date, changes: { contents?: unknown; departmentId?: number } = {}): Promise<void> {
  await db.query(
    `update applications set status = 2, completed_at = $2, last_updated = $2, contents = coalesce($3::jsonb, contents),
        department_id = coalesce($4::int, department_id) where id = $1`,
    [applicationId, now, changes.contents === undefined ? null : JSON.stringify(changes.contents), changes.departmentId ?? null],
  );
}
