// The apply date of a payment application: the kit's date input (yyyy/MM/dd typed or picked from the calendar, which
// offers only the accepted range when the server gives one) with that range in its help.
import { useId } from 'react';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { DateInput, FormField, type WriteFlow } from '../../../web/kit';

export interface ApplyDateRange {
  from: string;
  to: string;
}

export function ApplyDateField<Values extends { applyDate: string }>({ flow, range }: { flow: WriteFlow<Values, unknown, unknown>; range?: ApplyDateRange }) {
  const id = useId();
  const error = flow.errors.applyDate;
  return (
    <FormField
      label={t('payment.field.applyDate')}
      htmlFor={id}
      required
      error={error}
      helperText={range ? t('paymentPages.applyDate.help', { from: range.from, to: range.to }) : t('paymentPages.applyDate.helpOpen')}
    >
      <DateInput
        id={id}
        name="applyDate"
        className="twb-payment-date"
        required
        min={range?.from}
        max={range?.to}
        error={error}
        value={flow.values.applyDate}
        onChange={(value) => flow.setValue('applyDate', value as Values['applyDate'])}
      />
    </FormField>
  );
}
