// The details of an invoice destination (請求先) as a form: name, postal code, address and residence (full-width, at
// most 100 together), the person in charge and the mail address invoices go to.
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { FlowTextField, type WriteFlow } from '../../../web/kit';
import { CLIENT_NAME_MAX, PERSON_DEPARTMENT_MAX, PERSON_NAME_MAX } from '../../../core/payment/domain';
import type { DestinationValues } from './destination-rules';

export function DestinationForm<Values extends DestinationValues>({ flow }: { flow: WriteFlow<Values, unknown, unknown> }) {
  return (
    <div className="twb-payment-fields">
      <FlowTextField flow={flow} name="clientName" label={t('payment.field.clientName')} required maxLength={CLIENT_NAME_MAX} />
      <FlowTextField flow={flow} name="postalCode" label={t('payment.field.postalCode')} required autoComplete="postal-code" helperText={t('paymentPages.destination.postalHelp')} />
      <FlowTextField flow={flow} name="address" label={t('payment.field.address')} required helperText={t('paymentPages.destination.addressHelp')} />
      <FlowTextField flow={flow} name="residence" label={t('payment.field.residence')} helperText={t('paymentPages.destination.residenceHelp')} />
      <FlowTextField flow={flow} name="personDepartment" label={t('payment.field.personDepartment')} maxLength={PERSON_DEPARTMENT_MAX} />
      <FlowTextField flow={flow} name="personName" label={t('payment.field.personName')} required maxLength={PERSON_NAME_MAX} />
      <FlowTextField flow={flow} name="mailAddress" label={t('payment.field.mailAddress')} required type="email" autoComplete="email" />
    </div>
  );
}
