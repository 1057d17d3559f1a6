// The department registrations (applicationInformation division 1) under the department list: newest first,
// each linking to its history detail where a waiting one can be cancelled.
import { Link } from 'react-router';
import { H4, HTMLTable } from '@blueprintjs/core';
import type { ApplicationRow } from '../../../core/domain/department';
import { t } from '../../../core/i18n';
import '../../../core/i18n/load/billing';
import { historyDetailPath } from '../paths';
import { CellTag } from '../../../web/kit/CellTag';

const STATUS_INTENT = { 1: 'primary', 2: 'success', 3: 'none' } as const;

export function ApplicationStatusTag({ status }: { status: ApplicationRow['status'] }) {
  return <CellTag minimal intent={STATUS_INTENT[status]}>{t(`billing.history.status.${status}`)}</CellTag>;
}

export function ApplicationList({ rows }: { rows: readonly ApplicationRow[] }) {
  return (
    <section className="twb-billing-applications" aria-label={t('billing.list.applications')}>
      <H4>{t('billing.list.applications')}</H4>
      {rows.length === 0 ? (
        <p>{t('billing.list.noApplications')}</p>
      ) : (
        <HTMLTable bordered compact striped className="twb-billing-applications__table">
          <thead>
            <tr>
              <th>{t('billing.column.appliedAt')}</th>
              <th>{t('billing.column.billingName')}</th>
              <th>{t('billing.column.applyDate')}</th>
              <th>{t('billing.column.status')}</th>
              <th>{t('billing.column.applicant')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.applicationId}>
                <td>{row.appliedAt}</td>
                <td><Link to={historyDetailPath(row.applicationId)}>{row.billingName}</Link></td>
                <td>{row.applyDate}</td>
                <td><ApplicationStatusTag status={row.status} /></td>
                <td>{row.applicantName}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
