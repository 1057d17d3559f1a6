// The apply date of a payment application: a yyyy/MM/dd text field (the spec's date format, typed or pasted as is)
// with the accepted range in its help when the server gives one.
import { useId } from 'react';
import { InputGroup } from '@blueprintjs/core';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { FormField, type WriteFlow } from '../../../web/kit';

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
      <InputGroup
        id={id}
        name="applyDate"
        className="twb-payment-date"
        placeholder={t('paymentPages.applyDate.placeholder')}
        aria-invalid={error ? true : undefined}
        value={flow.values.applyDate}
        onValueChange={(value) => flow.setValue('applyDate', value as Values['applyDate'])}
      />
    </FormField>
  );
}
