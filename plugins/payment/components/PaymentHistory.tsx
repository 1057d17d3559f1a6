// The applications of one division under its page (2: registration-fee charge division, 3: invoice destinations):
// newest first, each linking to its detail, where a waiting one can be cancelled (the kit's ApplicationHistoryTable).
import { NonIdealState, Spinner } from '@blueprintjs/core';
import type { PaymentApplicationRow } from '../../../core/payment/domain';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { ApplicationHistoryTable, LoadFailureNote, loadFailed, Heading, type LoadState } from '../../../web/kit';
import { paymentDetailPath } from '../paths';

const HEADERS = {
  appliedAt: t('paymentPages.column.appliedAt'),
  what: t('paymentPages.column.summary'),
  applyDate: t('paymentPages.column.applyDate'),
  status: t('paymentPages.column.status'),
  applicant: t('paymentPages.column.applicant'),
};

function HistoryTable({ rows }: { rows: readonly PaymentApplicationRow[] }) {
  return (
    <ApplicationHistoryTable
      rows={rows}
      ariaLabel={t('paymentPages.history.title')}
      headers={HEADERS}
      what={(row) => row.summary}
      detailPath={paymentDetailPath}
      statusLabel={(status) => t(`paymentPages.status.${status}`)}
    />
  );
}

export function PaymentHistory({ rows, loading, load }: { rows: readonly PaymentApplicationRow[]; loading: boolean; load?: LoadState }) {
  const failedEmpty = load !== undefined && loadFailed(load) && rows.length === 0;
  return (
    <section className="twb-payment-history" aria-label={t('paymentPages.history.title')}>
      <Heading>{t('paymentPages.history.title')}</Heading>
      {load && <LoadFailureNote load={load} shown={rows.length > 0} what="list" />}
      {failedEmpty ? null : loading && rows.length === 0 ? <Spinner size={20} /> : rows.length === 0 ? <NonIdealState icon="search" description={t('paymentPages.history.none')} /> : <HistoryTable rows={rows} />}
    </section>
  );
}
