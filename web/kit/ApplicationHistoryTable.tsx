// The applications of one kind under their page, newest first, every division alike (spec 3: department registrations,
// registration-fee and destination changes): when applied, what (linking to the application's detail, where a waiting
// one can be cancelled), the apply date, the state and who applied. A plain table whose "what" wraps: it names
// departments and destinations and must be read whole (a list row of fixed height cut it at 1024 px).
import { Link } from 'react-router';
import { HTMLTable } from '@blueprintjs/core';
import type { ApplicationStatus } from '../../core/billing/domain';
import { ApplicationStatusTag } from './ApplicationStatusTag';

export interface ApplicationHistoryRow {
  applicationId: string;
  appliedAt: string;
  applyDate: string;
  status: ApplicationStatus;
  applicantName: string;
}

export interface ApplicationHistoryTableProps<Row extends ApplicationHistoryRow> {
  rows: readonly Row[];
  ariaLabel: string;
  /** Column headers in the page's words. */
  headers: { appliedAt: string; what: string; applyDate: string; status: string; applicant: string };
  what: (row: Row) => string;
  detailPath: (applicationId: string) => string;
  statusLabel: (status: ApplicationStatus) => string;
}

export function ApplicationHistoryTable<Row extends ApplicationHistoryRow>({ rows, ariaLabel, headers, what, detailPath, statusLabel }: ApplicationHistoryTableProps<Row>) {
  return (
    <HTMLTable bordered compact striped className="twb-application-history" aria-label={ariaLabel}>
      <thead>
        <tr>
          <th scope="col" className="twb-application-history__when">{headers.appliedAt}</th>
          <th scope="col">{headers.what}</th>
          <th scope="col" className="twb-application-history__date">{headers.applyDate}</th>
          <th scope="col" className="twb-application-history__status">{headers.status}</th>
          <th scope="col" className="twb-application-history__who">{headers.applicant}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.applicationId}>
            <td>{row.appliedAt}</td>
            <td><Link to={detailPath(row.applicationId)}>{what(row)}</Link></td>
            <td>{row.applyDate}</td>
            <td><ApplicationStatusTag status={row.status} label={statusLabel(row.status)} /></td>
            <td>{row.applicantName}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
