// The state of a payment application in this plugin's words (申請中 / 適用済 / 取消済).
import type { ApplicationStatus } from '../../../core/billing/domain';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { ApplicationStatusTag } from '../../../web/kit';

export function PaymentStatusTag({ status }: { status: ApplicationStatus }) {
  return <ApplicationStatusTag status={status} label={t(`paymentPages.status.${status}`)} />;
}
