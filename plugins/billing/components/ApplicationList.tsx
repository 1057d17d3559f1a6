// The department registrations (applicationInformation division 1) under the department list: newest first,
// each linking to its history detail where a waiting one can be cancelled.
import type { ApplicationRow } from '../../../core/billing/domain';
import { t } from '../../../core/i18n';
import '../../../core/billing/load-messages';
import { historyDetailPath } from '../paths';
import { ApplicationHistoryTable, ApplicationStatusTag, LoadFailureNote, loadFailed, Heading, type LoadState } from '../../../web/kit';

/** A registration's state in the department pages' words (登録済 when done). */
export function RegistrationStatusTag({ status }: { status: ApplicationRow['status'] }) {
  return <ApplicationStatusTag status={status} label={t(`billing.history.status.${status}`)} />;
}

const HEADERS = {
  appliedAt: t('billing.column.appliedAt'),
  what: t('billing.column.billingName'),
  applyDate: t('billing.column.applyDate'),
  status: t('billing.column.status'),
  applicant: t('billing.column.applicant'),
};

export function ApplicationList({ rows, load }: { rows: readonly ApplicationRow[]; load?: LoadState }) {
  const failedEmpty = load !== undefined && loadFailed(load) && rows.length === 0;
  return (
    <section className="twb-billing-applications" aria-label={t('billing.list.applications')}>
      <Heading>{t('billing.list.applications')}</Heading>
      {load && <LoadFailureNote load={load} shown={rows.length > 0} what="list" />}
      {failedEmpty ? null : rows.length === 0 ? (
        <p>{t('billing.list.noApplications')}</p>
      ) : (
        <ApplicationHistoryTable
          rows={rows}
          ariaLabel={t('billing.list.applications')}
          headers={HEADERS}
          what={(row) => row.billingName}
          detailPath={historyDetailPath}
          statusLabel={(status) => t(`billing.history.status.${status}`)}
        />
      )}
    </section>
  );
}
