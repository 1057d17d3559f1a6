// The direct-debit account (口座振替): bank and branch with their codes, deposit type, account number and holder. The
// number is typed here only: the confirm step and everything after show what the server answers, masked.
import { AccountType } from '../../../core/payment/domain';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { FlowTextField, type WriteFlow } from '../../../web/kit';
import { ACCOUNT_HOLDER_MAX } from '../../../core/payment/domain';
import { BANK_NAME_MAX, type BankAccountValues } from './destination-rules';
import { FlowRadioField } from './FlowChoiceFields';

const ACCOUNT_TYPES = Object.values(AccountType).map((type) => ({ value: String(type), label: t(`payment.accountType.${type}`) }));

export function BankAccountForm<Values extends BankAccountValues>({ flow }: { flow: WriteFlow<Values, unknown, unknown> }) {
  return (
    <fieldset className="twb-payment-fields twb-payment-bank">
      <legend>{t('paymentPages.method.bankSection')}</legend>
      <div className="twb-payment-bank__pair">
        <FlowTextField flow={flow} name="bankCode" label={t('payment.field.bankCode')} required maxLength={4} helperText={t('paymentPages.method.bankCodeHelp')} />
        <FlowTextField flow={flow} name="bankName" label={t('payment.field.bankName')} required maxLength={BANK_NAME_MAX} />
      </div>
      <div className="twb-payment-bank__pair">
        <FlowTextField flow={flow} name="branchCode" label={t('payment.field.branchCode')} required maxLength={3} helperText={t('paymentPages.method.branchCodeHelp')} />
        <FlowTextField flow={flow} name="branchName" label={t('payment.field.branchName')} required maxLength={BANK_NAME_MAX} />
      </div>
      <FlowRadioField flow={flow} name="accountType" label={t('payment.field.accountType')} required choices={ACCOUNT_TYPES} />
      <FlowTextField flow={flow} name="accountNumber" label={t('payment.field.accountNumber')} required maxLength={7} autoComplete="off" helperText={t('paymentPages.method.accountNumberHelp')} />
      <FlowTextField flow={flow} name="accountHolder" label={t('payment.field.accountHolder')} required maxLength={ACCOUNT_HOLDER_MAX} helperText={t('paymentPages.method.holderHelp')} />
    </fieldset>
  );
}
