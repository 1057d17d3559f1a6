// The input -> confirm -> complete screens of every payment application: the page's own fields, the server's preview
// on the confirm step, 「申請する」, and the complete step naming the apply date with the way to the application.
import type { ReactNode } from 'react';
import type { PaymentApplicationPreview, PaymentApplicationResult } from '../../../core/payment/domain';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { LinkButton, WriteFlowView, type WriteFlow } from '../../../web/kit';
import { paymentDetailPath } from '../paths';
import { PaymentPreview } from './PaymentPreview';

export interface PaymentFlowViewProps<Values> {
  flow: WriteFlow<Values, PaymentApplicationPreview, PaymentApplicationResult>;
  renderInput: () => ReactNode;
  /** Under the preview on the confirm step. */
  confirmNote?: ReactNode;
  /** Beside the link to the application on the complete step (back to the page's list). */
  back?: { to: string; text: string };
}

export function PaymentFlowView<Values>({ flow, renderInput, confirmNote, back }: PaymentFlowViewProps<Values>) {
  const application = flow.result?.application;
  return (
    <WriteFlowView
      flow={flow}
      renderInput={renderInput}
      renderConfirm={() => flow.confirmation && (
        <>
          <PaymentPreview preview={flow.confirmation} />
          {confirmNote}
        </>
      )}
      executeLabel={t('paymentPages.apply')}
      completeText={t('paymentPages.complete', { date: application?.applyDate ?? '' })}
      completeActions={
        <>
          {application && <LinkButton to={paymentDetailPath(application.applicationId)} intent="primary" icon="document" text={t('paymentPages.toDetail')} />}
          {back && <LinkButton to={back.to} text={back.text} />}
        </>
      }
    />
  );
}
