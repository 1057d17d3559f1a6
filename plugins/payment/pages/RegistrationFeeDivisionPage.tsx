// The registration-fee charge division (/Payment/RegistrationFeeChargeDivisionChange, WFAI001 read): what is in force
// and how the fee is shared, a change waiting for its day, the change itself for a viewer with WFAI001 write (division
// -> fee department under 代表部署 -> apply date, then confirm and complete) and the division 2 history.
import '../payment.css';
import { useSearchParams } from 'react-router';
import { Button, Callout, Card } from '@blueprintjs/core';
import { paymentCalls } from '../../../core/payment/calls';
import { FeeChargeDivision, type PaymentApplicationPreview, type PaymentApplicationResult, type RegistrationFeeChargeInfo } from '../../../core/payment/domain';
import { PermissionService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { ConditionalSteps, DetailTable, RecordPending, STEP_PARAM, useLoadedData, useService, useWriteFlow, Heading, type ConditionalStep, type WriteFlow } from '../../../web/kit';
import { fetchPaymentHistory, withFormFields } from '../api';
import { applyDateError, defaultApplyDate } from '../components/apply-date';
import { ApplyDateField } from '../components/ApplyDateField';
import { chosen } from '../components/destination-rules';
import { FlowRadioField, FlowSelectField } from '../components/FlowChoiceFields';
import { PaymentHistory } from '../components/PaymentHistory';
import { PaymentFlowView } from '../components/PaymentFlowView';
import { PendingCallout } from '../components/PendingCallout';
import { messageOrNothing } from '../components/form-errors';

const FEE_WRITE = { codes: ['WFAI001'], level: 'write' } as const;
/** The search parameter that opens the change form, so back closes it and a reload keeps it open. */
const CHANGE_PARAM = 'change';

interface FeeValues {
  division: string;
  billingId: string;
  applyDate: string;
}
type FeeFlow = WriteFlow<FeeValues, PaymentApplicationPreview, PaymentApplicationResult>;

const DIVISIONS = Object.values(FeeChargeDivision).map((division) => ({ value: String(division), label: t(`payment.feeDivision.${division}`) }));
const REPRESENTATIVE = String(FeeChargeDivision.REPRESENTATIVE);

function FeeExplanation() {
  return (
    <Callout icon="info-sign" className="twb-payment__callout">
      <p>{t('paymentPages.fee.explain')}</p>
      <ul className="twb-payment-explain">
        <li>{t('paymentPages.fee.explain.1')}</li>
        <li>{t('paymentPages.fee.explain.2')}</li>
      </ul>
    </Callout>
  );
}

function CurrentSetting({ info }: { info: RegistrationFeeChargeInfo }) {
  return (
    <DetailTable
      ariaLabel={t('paymentPages.fee.current')}
      rows={[
        { label: t('payment.field.feeDivision'), value: t(`payment.feeDivision.${info.division}`) },
        { label: t('payment.field.feeDepartment'), value: info.billingName ?? t('paymentPages.fee.noDepartment') },
      ]}
    />
  );
}

function FeeFields({ flow, info }: { flow: FeeFlow; info: RegistrationFeeChargeInfo }) {
  const departments = info.departments.map((d) => ({ value: d.organizationId, label: d.billingName }));
  const division: ConditionalStep<FeeValues> = {
    id: 'division',
    render: () => <FlowRadioField flow={flow} name="division" label={t('payment.field.feeDivision')} required choices={DIVISIONS} />,
  };
  const department: ConditionalStep<FeeValues> = {
    id: 'department',
    render: () => <FlowSelectField flow={flow} name="billingId" label={t('payment.field.feeDepartment')} required choices={departments} />,
  };
  const applyDate = (when: (values: FeeValues) => boolean): ConditionalStep<FeeValues> => ({
    id: 'applyDate', when, render: () => <ApplyDateField flow={flow} range={{ from: info.applyDateFrom, to: info.applyDateTo }} />,
  });
  // Spec 2.5: each field shows once the answer before it is given; the fee department only under 代表部署.
  const steps = flow.values.division === REPRESENTATIVE
    ? [division, department, applyDate((values) => values.billingId !== '')]
    : [division, applyDate((values) => values.division !== '')];
  return <div className="twb-payment-fields"><ConditionalSteps steps={steps} values={flow.values} /></div>;
}

function validate(values: FeeValues, info: RegistrationFeeChargeInfo) {
  return {
    division: messageOrNothing(chosen(values.division)),
    billingId: values.division === REPRESENTATIVE ? messageOrNothing(chosen(values.billingId)) : undefined,
    applyDate: applyDateError(values.applyDate, info.applyDateFrom, info.applyDateTo),
  };
}

function CloseButton({ onClose }: { onClose: () => void }) {
  return <Button variant="minimal" icon="cross" text={t('paymentPages.fee.closeForm')} onClick={onClose} />;
}

function FeeChangeFlow({ info, onApplied, onClose }: { info: RegistrationFeeChargeInfo; onApplied: () => void; onClose: () => void }) {
  const client = useService<ApiClient>(ApiClient);
  const request = (values: FeeValues) => ({
    division: Number(values.division) as FeeChargeDivision,
    ...(values.division === REPRESENTATIVE ? { billingId: values.billingId } : {}),
    applyDate: values.applyDate.trim(),
  });
  const fields = ['division', 'billingId', 'applyDate'];
  const flow = useWriteFlow<FeeValues, PaymentApplicationPreview, PaymentApplicationResult>({
    initial: { division: '', billingId: '', applyDate: defaultApplyDate(new Date(), info.applyDateFrom, info.applyDateTo) },
    validate: (values) => validate(values, info),
    confirm: (values) => withFormFields(client.call(paymentCalls.registrationFeeConfirm, request(values)), fields),
    execute: (values) => withFormFields(client.call(paymentCalls.registrationFee, request(values)), fields),
    onComplete: onApplied,
  });
  return (
    <Card className="twb-payment-form-card" compact>
      <div className="twb-payment-form-card__head">
        <Heading>{t('paymentPages.fee.formTitle')}</Heading>
        {/* Closing is offered on the input step only: a confirm or complete step has its own way back. */}
        {flow.step === 'input' && <CloseButton onClose={onClose} />}
      </div>
      <PaymentFlowView flow={flow} renderInput={() => <FeeFields flow={flow} info={info} />} />
    </Card>
  );
}

export default function RegistrationFeeDivisionPage() {
  const client = useService<ApiClient>(ApiClient);
  const permissions = useService<PermissionService>(PermissionService);
  const [params, setParams] = useSearchParams();
  const info = useLoadedData((signal) => client.call(paymentCalls.registrationFeeChargeInfo, {}, { signal }), [client]);
  const history = useLoadedData((signal) => fetchPaymentHistory(client, 2, signal), [client]);
  const canWrite = permissions.can(FEE_WRITE);
  const current = info.data;
  // A pending change refuses a second one: the form shows then only to finish the flow that made it (its later steps).
  const changing = canWrite && params.has(CHANGE_PARAM) && (!current?.pendingApplicationId || params.has(STEP_PARAM));

  const open = () => setParams((previous) => { const next = new URLSearchParams(previous); next.set(CHANGE_PARAM, '1'); return next; });
  const close = () => setParams((previous) => { const next = new URLSearchParams(previous); next.delete(CHANGE_PARAM); next.delete(STEP_PARAM); return next; }, { replace: true });
  const applied = () => {
    info.reload();
    history.reload();
  };

  if (!current) return <RecordPending load={info} className="twb-payment__loading" />;
  return (
    <div className="twb-payment">
      {current.pendingApplicationId && <PendingCallout applicationId={current.pendingApplicationId} />}
      <CurrentSetting info={current} />
      <FeeExplanation />
      {changing ? (
        <FeeChangeFlow info={current} onApplied={applied} onClose={close} />
      ) : (
        canWrite && !current.pendingApplicationId && (
          <div className="twb-payment__toolbar">
            <Button intent="primary" icon="edit" text={t('paymentPages.fee.change')} onClick={open} />
          </div>
        )
      )}
      <PaymentHistory rows={history.data ?? []} loading={history.loading} load={history} />
    </div>
  );
}
