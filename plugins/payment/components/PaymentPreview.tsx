// The confirm step of every payment application: the server's message, the notes to read first (departments that will
// share one invoice ...), what changes before -> after and the apply date.
import { Callout } from '@blueprintjs/core';
import type { PaymentApplicationPreview } from '../../../core/payment/domain';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { DetailTable } from '../../../web/kit';
import { ApplicationChanges } from './ApplicationChanges';

export function PaymentPreview({ preview }: { preview: PaymentApplicationPreview }) {
  const kind = t(`payment.kind.${preview.kind}`);
  return (
    <div className="twb-payment-preview">
      <p>{preview.message}</p>
      {preview.notices.length > 0 && (
        <Callout intent="warning" icon="warning-sign" title={t('paymentPages.notices')} className="twb-payment__callout">
          <ul className="twb-payment-notices">{preview.notices.map((notice) => <li key={notice}>{notice}</li>)}</ul>
        </Callout>
      )}
      <DetailTable
        ariaLabel={kind}
        rows={[
          { label: t('paymentPages.detail.kind'), value: kind },
          { label: t('payment.field.applyDate'), value: preview.applyDate },
        ]}
      />
      <ApplicationChanges changes={preview.changes} label={t('paymentPages.detail.changes')} />
    </div>
  );
}
