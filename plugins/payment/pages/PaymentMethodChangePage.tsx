// The payment method change (/Payment/Input, WFAI004 write): a destination, its method (invoice and bank transfer, or
// direct debit with the account), the apply date, then confirm and complete. The account number is typed here only:
// the confirm step shows the server's preview, which masks it.
import '../payment.css';
import { useSearchParams } from 'react-router';
import { Callout } from '@blueprintjs/core';
import { paymentCalls } from '../../../core/payment/calls';
import {
  PaymentMethod, type AccountType, type ChargeBranch, type PaymentApplicationPreview, type PaymentApplicationResult, type PaymentChangeRequest,
} from '../../../core/payment/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { ConditionalSteps, RecordPending, useLoadedData, useService, useWriteFlow, type ConditionalStep, type FieldErrors, type WriteFlow } from '../../../web/kit';
import { withFormFields } from '../api';
import { PAYMENT_PATH } from '../paths';
import { applyDateError, defaultApplyDate } from '../components/apply-date';
import { ApplyDateField } from '../components/ApplyDateField';
import { BankAccountForm } from '../components/BankAccountForm';
import { BANK_FIELD_NAMES, chosen, trimmed, validateBankAccount, type BankAccountValues } from '../components/destination-rules';
import { FlowRadioField, FlowSelectField } from '../components/FlowChoiceFields';
import { messageOrNothing } from '../components/form-errors';
import { PaymentFlowView } from '../components/PaymentFlowView';

interface MethodValues extends BankAccountValues {
  chargeBranchNo: string;
  paymentMethod: string;
  applyDate: string;
}
type Flow = WriteFlow<MethodValues, PaymentApplicationPreview, PaymentApplicationResult>;

const METHODS = Object.values(PaymentMethod).map((method) => ({ value: String(method), label: t(`payment.method.${method}`) }));
const DIRECT_DEBIT = String(PaymentMethod.DIRECT_DEBIT);
const FORM_FIELDS = ['chargeBranchNo', 'paymentMethod', 'applyDate', ...BANK_FIELD_NAMES];
const EMPTY_ACCOUNT: BankAccountValues = { bankCode: '', bankName: '', branchCode: '', branchName: '', accountType: '', accountNumber: '', accountHolder: '' };

function validate(values: MethodValues): FieldErrors<MethodValues> {
  return {
    chargeBranchNo: messageOrNothing(chosen(values.chargeBranchNo)),
    paymentMethod: messageOrNothing(chosen(values.paymentMethod)),
    ...(values.paymentMethod === DIRECT_DEBIT ? validateBankAccount(values) : {}),
    applyDate: applyDateError(values.applyDate, '', ''),
  };
}

function requestOf(values: MethodValues): PaymentChangeRequest {
  const paymentMethod = Number(values.paymentMethod) as PaymentMethod;
  const account = trimmed(values, BANK_FIELD_NAMES);
  return {
    chargeBranchNo: values.chargeBranchNo,
    paymentMethod,
    ...(values.paymentMethod === DIRECT_DEBIT ? { bankAccount: { ...account, accountType: Number(account.accountType) as AccountType } } : {}),
    applyDate: values.applyDate.trim(),
  };
}

/** What the destination pays by now (with its masked account), under the method's choice. */
function currentMethod(branch: ChargeBranch | undefined): string | undefined {
  if (!branch) return undefined;
  const method = t(`payment.method.${branch.paymentMethod}`);
  return t('paymentPages.method.current', { method: branch.accountSummary ? `${method}（${branch.accountSummary}）` : method });
}

function MethodFields({ flow, branches }: { flow: Flow; branches: readonly ChargeBranch[] }) {
  const branch = branches.find((b) => b.chargeBranchNo === flow.values.chargeBranchNo);
  const steps: ConditionalStep<MethodValues>[] = [
    {
      id: 'branch',
      render: () => (
        <FlowSelectField flow={flow} name="chargeBranchNo" label={t('paymentPages.change.branch')} required choices={branches.map((b) => ({ value: b.chargeBranchNo, label: `${b.chargeBranchNo} ${b.clientName}` }))} />
      ),
    },
    {
      id: 'method', when: (values) => values.chargeBranchNo !== '',
      render: () => <FlowRadioField flow={flow} name="paymentMethod" label={t('payment.field.paymentMethod')} required choices={METHODS} helperText={currentMethod(branch)} />,
    },
    ...(flow.values.paymentMethod === DIRECT_DEBIT ? [{ id: 'account', render: () => <BankAccountForm flow={flow} /> }] : []),
    { id: 'applyDate', when: (values) => values.paymentMethod !== '', render: () => <ApplyDateField flow={flow} /> },
  ];
  return (
    <>
      <Callout icon="info-sign" className="twb-payment__callout">{t('paymentPages.method.lead')}</Callout>
      <div className="twb-payment-fields"><ConditionalSteps steps={steps} values={flow.values} /></div>
    </>
  );
}

function MethodFlow({ branches, preselected }: { branches: readonly ChargeBranch[]; preselected: string }) {
  const client = useService<ApiClient>(ApiClient);
  const known = branches.some((b) => b.chargeBranchNo === preselected);
  const flow = useWriteFlow<MethodValues, PaymentApplicationPreview, PaymentApplicationResult>({
    initial: { chargeBranchNo: known ? preselected : '', paymentMethod: '', ...EMPTY_ACCOUNT, applyDate: defaultApplyDate(new Date(), '', '') },
    validate,
    confirm: (values) => withFormFields(client.call(paymentCalls.paymentChangeConfirm, requestOf(values)), FORM_FIELDS),
    execute: (values) => withFormFields(client.call(paymentCalls.paymentChange, requestOf(values)), FORM_FIELDS),
  });
  return (
    <PaymentFlowView
      flow={flow}
      renderInput={() => <MethodFields flow={flow} branches={branches} />}
      confirmNote={flow.values.paymentMethod === DIRECT_DEBIT && <p className="twb-payment-note">{t('paymentPages.method.confirmNote')}</p>}
      // A screen of its own (the trail is ホーム › 支払方法の変更): the destinations are offered by their name, not as
      // the way back.
      back={{ to: PAYMENT_PATH.chargeBranch, text: t('payment.chargeBranch.title') }}
    />
  );
}

export default function PaymentMethodChangePage() {
  const client = useService<ApiClient>(ApiClient);
  const [params] = useSearchParams();
  const list = useLoadedData((signal) => client.call(paymentCalls.chargeBranchList, {}, { signal }), [client]);
  if (!list.data) return <RecordPending load={list} className="twb-payment__loading" />;
  return (
    <div className="twb-payment twb-payment--form">
      <MethodFlow branches={list.data.branches} preselected={params.get('chargeBranchNo') ?? ''} />
    </div>
  );
}
