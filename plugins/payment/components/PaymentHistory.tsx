// The applications of one division under its page (2: registration-fee charge division, 3: invoice destinations):
// newest first, each linking to its detail, where a waiting one can be cancelled. A plain table whose summary wraps:
// a summary names departments and destinations and must be read whole (a list row of fixed height cut it at 1024 px).
import { Link } from 'react-router';
import { H4, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { PaymentApplicationRow } from '../../../core/domain/payment';
import { t } from '../../../core/i18n';
import '../../../core/i18n/load/payment';
import { paymentDetailPath } from '../paths';
import { PaymentStatusTag } from './PaymentStatusTag';

function HistoryTable({ rows }: { rows: readonly PaymentApplicationRow[] }) {
  return (
    <HTMLTable bordered compact striped className="twb-payment-history__table" aria-label={t('paymentPages.history.title')}>
      <thead>
        <tr>
          <th scope="col" className="twb-payment-history__when">{t('paymentPages.column.appliedAt')}</th>
          <th scope="col">{t('paymentPages.column.summary')}</th>
          <th scope="col" className="twb-payment-history__date">{t('paymentPages.column.applyDate')}</th>
          <th scope="col" className="twb-payment-history__status">{t('paymentPages.column.status')}</th>
          <th scope="col" className="twb-payment-history__who">{t('paymentPages.column.applicant')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.applicationId}>
            <td>{row.appliedAt}</td>
            <td><Link to={paymentDetailPath(row.applicationId)}>{row.summary}</Link></td>
            <td>{row.applyDate}</td>
            <td><PaymentStatusTag status={row.status} /></td>
            <td>{row.applicantName}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

export function PaymentHistory({ rows, loading }: { rows: readonly PaymentApplicationRow[]; loading: boolean }) {
  return (
    <section className="twb-payment-history" aria-label={t('paymentPages.history.title')}>
      <H4>{t('paymentPages.history.title')}</H4>
      {loading && rows.length === 0 ? <Spinner size={20} /> : rows.length === 0 ? <NonIdealState icon="search" description={t('paymentPages.history.none')} /> : <HistoryTable rows={rows} />}
    </section>
  );
}
