// Under a payment application's complete step: its detail (where it can be cancelled until its day).
import type { PaymentApplicationResult } from '../../../core/domain/payment';
import { t } from '../../../core/i18n';
import '../../../core/i18n/load/payment';
import { LinkButton } from '../../../web/kit';
import { paymentDetailPath } from '../paths';

export function PaymentCompleteActions({ result, children }: { result: PaymentApplicationResult | undefined; children?: React.ReactNode }) {
  return (
    <>
      {result && <LinkButton to={paymentDetailPath(result.application.applicationId)} intent="primary" icon="document-open" text={t('paymentPages.toDetail')} />}
      {children}
    </>
  );
}
