// The department registrations (applicationInformation division 1) under the department list: newest first,
// each linking to its history detail where a waiting one can be cancelled.
import { Link } from 'react-router';
import { H4, HTMLTable } from '@blueprintjs/core';
import type { ApplicationRow } from '../../../core/domain/department';
import { t } from '../../../core/i18n';
import '../../../core/i18n/load/billing';
import { historyDetailPath } from '../paths';
import { ApplicationStatusTag } from '../../../web/kit/ApplicationStatusTag';

/** A registration's state in the department pages' words (登録済 when done). */
export function RegistrationStatusTag({ status }: { status: ApplicationRow['status'] }) {
  return <ApplicationStatusTag status={status} label={t(`billing.history.status.${status}`)} />;
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
                <td><RegistrationStatusTag status={row.status} /></td>
                <td>{row.applicantName}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
