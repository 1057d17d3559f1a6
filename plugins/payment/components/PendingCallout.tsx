// A change waiting for its apply date: said above the page, with the way to its detail (where it can be cancelled),
// because a second change of the same thing is refused until the first applies or is cancelled.
import { Callout } from '@blueprintjs/core';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { LinkButton } from '../../../web/kit';
import { paymentDetailPath } from '../paths';

export function PendingCallout({ applicationId, text }: { applicationId: string; text?: string }) {
  return (
    <Callout intent="primary" icon="info-sign" className="twb-payment__callout twb-payment-pending">
      <span>{text ?? t('paymentPages.pending')}</span>
      <LinkButton to={paymentDetailPath(applicationId)} icon="document" text={t('paymentPages.pendingLink')} />
    </Callout>
  );
}
