// The one scheduler step of every application division: each application whose apply date has come (Japan time,
// the server clock) applies, in apply-date order, each corporation in its own transaction. Division 1 becomes a
// department (server/billing/applications.ts); division 2 changes the registration-fee charge division and division 3
// a destination's details, the departments' destination or a destination's payment method (server/payment/); division
// 4 moves a department's members to another (server/billing/transfers.ts). Rows are
// taken `for update skip locked`, so two servers (or the step and a call that runs it first) never apply one twice. It
// also runs at the start of every department and application call (server/billing/viewer.ts), so what applied is
// there the first time anyone looks on or after that day.
import type { Database, SqlExecutor } from '../db/database';
import { isoDay } from '../billing/department-form';
import { realizeRegistration } from '../billing/applications';
import { realizePaymentApplication } from '../payment/realize';
import { realizeTransfer, type TransferContents } from '../billing/transfers';
import { APPLICATION_SELECT, type ApplicationDbRow } from './application-record';

/** Applies every due application of the corporation (the caller holds the transaction); answers how many. */
export async function realizeDueApplications(db: SqlExecutor, corporationId: number, now: Date): Promise<number> {
  const due = await db.query<ApplicationDbRow>(
    `${APPLICATION_SELECT} where a.corporation_id = $1 and a.status = 1 and a.apply_date <= $2::date
      order by a.apply_date, a.id for update of a skip locked`,
    [corporationId, isoDay(now)],
  );
  for (const application of due) {
    if (application.division === 1) await realizeRegistration(db, application, now);
    else if (application.division === 4) await realizeTransfer(db, application as unknown as ApplicationDbRow<TransferContents>, now);
    else await realizePaymentApplication(db, application, now);
  }
  return due.length;
}

/** Every corporation's due applications, each corporation in its own transaction. */
export async function realizeAllDueApplications(db: Database, now: Date): Promise<number> {
  const corporations = await db.query<{ id: number }>(
    'select distinct corporation_id as id from applications where status = 1 and apply_date <= $1::date order by 1',
    [isoDay(now)],
  );
  let realized = 0;
  for (const { id } of corporations) realized += await db.transaction((tx) => realizeDueApplications(tx, id, now));
  return realized;
}
