// The transfer applications (applicationInformation division 4) under the department list, newest first: what moves
// where, how many members, the apply date, the state and who applied; a waiting one has its cancel (the one cancel
// call of every division: confirm, then cancel with the lastUpdated it answered). A transfer the scheduler could not
// apply on its day says why.
import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import type { TransferRow } from '../../../core/billing/transfer';
import { t } from '../../../core/i18n';
import '../../../core/billing/load-messages';
import { ApplicationStatusTag, Heading } from '../../../web/kit';
import { useApplicationCancel } from '../../../web/kit/use-application-cancel';
import { ApplicationCancelDialog } from '../../../web/kit/ApplicationCancelDialog';

export interface TransferListProps {
  rows: readonly TransferRow[];
  /** The caller may cancel (the responsible person with the bulk member change's write code). */
  canCancel: boolean;
  /** Loads the list again (after a cancel, or a refusal). */
  reload: () => void;
}

const summaryOf = (row: TransferRow): string => t('billing.transfer.summary', { from: row.fromBillingName, to: row.toBillingName });

export function TransferList({ rows, canCancel, reload }: TransferListProps) {
  const cancel = useApplicationCancel({ conflictMessage: t('billing.transfer.conflict'), onCancelled: reload, reload });
  const label = t('billing.transfers.heading');
  return (
    <section className="twb-billing-applications" aria-label={label}>
      <Heading>{label}</Heading>
      {cancel.problem && <Callout intent="warning" role="alert" className="twb-billing__callout">{cancel.problem}</Callout>}
      {rows.length === 0 ? (
        <p>{t('billing.transfers.none')}</p>
      ) : (
        <HTMLTable bordered compact striped className="twb-application-history" aria-label={label}>
          <thead>
            <tr>
              <th scope="col">{t('billing.column.appliedAt')}</th>
              <th scope="col">{t('billing.transfer.column.transfer')}</th>
              <th scope="col">{t('billing.transfer.column.members')}</th>
              <th scope="col">{t('billing.column.applyDate')}</th>
              <th scope="col">{t('billing.column.status')}</th>
              <th scope="col">{t('billing.column.applicant')}</th>
              {canCancel && <th scope="col">{t('common.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.applicationId}>
                <td>{row.appliedAt}</td>
                <td>
                  {summaryOf(row)}
                  {row.refusal && <div className="bp6-text-muted">{row.refusal}</div>}
                </td>
                <td>{t('billing.transfer.memberCount', { count: row.memberCount })}</td>
                <td>{row.applyDate}</td>
                <td><ApplicationStatusTag status={row.status} label={t(`billing.transfer.status.${row.status}`)} /></td>
                <td>{row.applicantName}</td>
                {canCancel && (
                  <td>
                    {row.cancellable && (
                      <Button
                        size="small"
                        icon="undo"
                        intent="danger"
                        text={t('billing.transfer.cancel')}
                        aria-label={`${summaryOf(row)} ${t('billing.transfer.cancelLabel')}`}
                        disabled={cancel.busy}
                        onClick={() => void cancel.ask(row.applicationId)}
                      />
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <ApplicationCancelDialog cancel={cancel} label={t('billing.transfer.cancelLabel')} />
    </section>
  );
}
