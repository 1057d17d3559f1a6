// The applications of one division under its page (2: registration-fee charge division, 3: invoice destinations):
// newest first, each linking to its detail, where a waiting one can be cancelled.
import { Link } from 'react-router';
import { H4 } from '@blueprintjs/core';
import type { PaymentApplicationRow } from '../../../core/domain/payment';
import { t } from '../../../core/i18n';
import '../../../core/i18n/load/payment';
import { DataList, type DataColumn } from '../../../web/kit';
import { paymentDetailPath } from '../paths';
import { PaymentStatusTag } from './PaymentStatusTag';

/** Spec 9: a sticky table header at most 300 px high; the history stays below the page's own content. */
const HISTORY_HEIGHT = 300;

const COLUMNS: readonly DataColumn<PaymentApplicationRow>[] = [
  { id: 'appliedAt', label: t('paymentPages.column.appliedAt'), width: 150, render: (row) => row.appliedAt, sortValue: (row) => row.appliedAt },
  {
    id: 'summary', label: t('paymentPages.column.summary'), identifying: true,
    render: (row) => <Link to={paymentDetailPath(row.applicationId)}>{row.summary}</Link>,
  },
  { id: 'applyDate', label: t('paymentPages.column.applyDate'), width: 100, render: (row) => row.applyDate, sortValue: (row) => row.applyDate },
  { id: 'status', label: t('paymentPages.column.status'), width: 80, render: (row) => <PaymentStatusTag status={row.status} /> },
  { id: 'applicant', label: t('paymentPages.column.applicant'), width: 130, render: (row) => row.applicantName },
];

export function PaymentHistory({ rows, loading }: { rows: readonly PaymentApplicationRow[]; loading: boolean }) {
  return (
    <section className="twb-payment-history" aria-label={t('paymentPages.history.title')}>
      <H4>{t('paymentPages.history.title')}</H4>
      <DataList rows={rows} columns={COLUMNS} loading={loading} height={HISTORY_HEIGHT} emptyText={t('paymentPages.history.none')} ariaLabel={t('paymentPages.history.title')} />
    </section>
  );
}
