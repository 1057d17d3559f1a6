// The destination change application (/Payment/ChargeBranchNoChange/Input; applying needs WFAI002 write): the reason,
// then only what it needs (spec 2.5) — reason 1: the destination and its new details; reason 2: the departments and
// where they go (an existing destination checked by its number, or a new one) — the apply date, then confirm
// (before -> after, the split-invoice notes) and complete, each step its own entry in the browser's history.
import '../payment.css';
import { useState } from 'react';
import { Callout } from '@blueprintjs/core';
import { paymentCalls } from '../../../core/payment/calls';
import { ChangeReason, type ChargeBranch, type PaymentApplicationPreview, type PaymentApplicationResult } from '../../../core/payment/domain';
import { PermissionService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { ConditionalSteps, LinkButton, RecordPending, useLoadedData, useService, useWriteFlow, type ConditionalStep, type WriteFlow } from '../../../web/kit';
import { withFormFields } from '../api';
import { PAYMENT_PATH } from '../paths';
import { defaultApplyDate } from '../components/apply-date';
import { ApplyDateField } from '../components/ApplyDateField';
import { BranchNoCheckField } from '../components/BranchNoCheckField';
import {
  ADDRESS_CHANGE, BRANCH_WRITE, branchChoiceLabel, CHARGE_BRANCH_FORM_FIELDS, DESTINATION_CHANGE, EMPTY_DESTINATION, chargeBranchRequest, validateChargeBranch,
  type BranchNoCheck, type ChargeBranchValues,
} from '../components/charge-branch-values';
import { DepartmentChecklist } from '../components/DepartmentChecklist';
import { DestinationForm } from '../components/DestinationForm';
import { FlowRadioField, FlowSelectField } from '../components/FlowChoiceFields';
import { PaymentFlowView } from '../components/PaymentFlowView';

type Flow = WriteFlow<ChargeBranchValues, PaymentApplicationPreview, PaymentApplicationResult>;

const REASONS = Object.values(ChangeReason).map((reason) => ({ value: String(reason), label: t(`payment.reason.${reason}`) }));
const TARGETS = [
  { value: 'existing', label: t('paymentPages.change.target.existing') },
  { value: 'new', label: t('paymentPages.change.target.new') },
];

/** Sets every destination detail at once (a destination chosen for reason 1, or cleared when the reason changes). */
function fillDestination(flow: Flow, source: ChargeBranch | null) {
  for (const key of Object.keys(EMPTY_DESTINATION) as (keyof typeof EMPTY_DESTINATION)[]) flow.setValue(key, source ? source[key] : '');
}

function ChangeFields({ flow, branches, check, onChecked }: { flow: Flow; branches: readonly ChargeBranch[]; check: BranchNoCheck | null; onChecked: (c: BranchNoCheck) => void }) {
  const reasonChosen = (reason: string) => {
    // A new reason asks other questions: what the earlier one filled in would only mislead.
    flow.setValue('chargeBranchNo', '');
    flow.setValue('organizationIds', []);
    flow.setValue('target', '');
    fillDestination(flow, null);
    if (reason === ADDRESS_CHANGE && branches.length === 1) {
      flow.setValue('chargeBranchNo', branches[0].chargeBranchNo);
      fillDestination(flow, branches[0]);
    }
  };
  const reason: ConditionalStep<ChargeBranchValues> = {
    id: 'reason',
    render: () => <FlowRadioField flow={flow} name="reason" label={t('payment.field.reason')} required choices={REASONS} onChosen={reasonChosen} />,
  };
  const applyDate = (when: (values: ChargeBranchValues) => boolean): ConditionalStep<ChargeBranchValues> => ({ id: 'applyDate', when, render: () => <ApplyDateField flow={flow} /> });
  const destination = (id: string, when: (values: ChargeBranchValues) => boolean): ConditionalStep<ChargeBranchValues> => ({ id, when, render: () => <DestinationForm flow={flow} /> });

  const addressSteps: ConditionalStep<ChargeBranchValues>[] = [
    reason,
    {
      id: 'branch',
      render: () => (
        <FlowSelectField
          flow={flow}
          name="chargeBranchNo"
          label={t('paymentPages.change.branch')}
          required
          helperText={t('paymentPages.change.branchHelp')}
          choices={branches.map((b) => ({ value: b.chargeBranchNo, label: branchChoiceLabel(b) }))}
          onChosen={(no) => fillDestination(flow, branches.find((b) => b.chargeBranchNo === no) ?? null)}
        />
      ),
    },
    destination('destination', (values) => values.chargeBranchNo !== ''),
    applyDate(() => true),
  ];
  const departments: ConditionalStep<ChargeBranchValues> = {
    id: 'departments',
    render: () => (
      <DepartmentChecklist branches={branches} selected={flow.values.organizationIds} onChange={(ids) => flow.setValue('organizationIds', ids)} error={flow.errors.organizationIds} />
    ),
  };
  const target: ConditionalStep<ChargeBranchValues> = {
    id: 'target',
    when: (values) => values.organizationIds.length > 0,
    render: () => <FlowRadioField flow={flow} name="target" label={t('paymentPages.change.target')} required choices={TARGETS} onChosen={() => flow.setValue('chargeBranchNo', '')} />,
  };
  const destinationSteps: ConditionalStep<ChargeBranchValues>[] = flow.values.target === 'new'
    ? [reason, departments, target, destination('newDestination', () => true), applyDate(() => true)]
    : [reason, departments, target, {
        id: 'existing', when: (values) => values.target === 'existing',
        render: () => <BranchNoCheckField flow={flow as WriteFlow<ChargeBranchValues, unknown, unknown>} check={check} onChecked={onChecked} branches={branches} />,
      }, applyDate(() => true)];
  const steps = flow.values.reason === ADDRESS_CHANGE ? addressSteps : flow.values.reason === DESTINATION_CHANGE ? destinationSteps : [reason];
  return (
    <>
      <Callout icon="info-sign" className="twb-payment__callout">{t('paymentPages.change.lead')}</Callout>
      {flow.values.target === 'new' && flow.values.reason === DESTINATION_CHANGE && <p className="twb-payment-note">{t('paymentPages.change.newHelp')}</p>}
      <div className="twb-payment-fields"><ConditionalSteps steps={steps} values={flow.values} /></div>
    </>
  );
}

function ChangeFlow({ branches }: { branches: readonly ChargeBranch[] }) {
  const client = useService<ApiClient>(ApiClient);
  const [check, setCheck] = useState<BranchNoCheck | null>(null);
  const flow = useWriteFlow<ChargeBranchValues, PaymentApplicationPreview, PaymentApplicationResult>({
    initial: { reason: '', chargeBranchNo: '', organizationIds: [], target: '', ...EMPTY_DESTINATION, applyDate: defaultApplyDate(new Date(), '', '') },
    validate: (values) => validateChargeBranch(values, check),
    confirm: (values) => withFormFields(client.call(paymentCalls.chargeBranchConfirm, chargeBranchRequest(values)), CHARGE_BRANCH_FORM_FIELDS),
    execute: (values) => withFormFields(client.call(paymentCalls.chargeBranch, chargeBranchRequest(values)), CHARGE_BRANCH_FORM_FIELDS),
  });
  return (
    <PaymentFlowView
      flow={flow}
      renderInput={() => <ChangeFields flow={flow} branches={branches} check={check} onChecked={setCheck} />}
      back={{ to: PAYMENT_PATH.chargeBranch, text: t('paymentPages.detail.backToBranches') }}
    />
  );
}

export default function ChargeBranchChangePage() {
  const client = useService<ApiClient>(ApiClient);
  const permissions = useService<PermissionService>(PermissionService);
  const canApply = permissions.can(BRANCH_WRITE);
  const list = useLoadedData((signal) => client.call(paymentCalls.chargeBranchList, {}, { signal }), [client]);
  if (!canApply) {
    return (
      <div className="twb-payment">
        <Callout intent="warning" icon="lock" role="alert">{t('paymentPages.change.noWrite')}</Callout>
        <p><LinkButton to={PAYMENT_PATH.chargeBranch} text={t('paymentPages.detail.backToBranches')} /></p>
      </div>
    );
  }
  if (!list.data) return <RecordPending load={list} className="twb-payment__loading" />;
  return (
    <div className="twb-payment twb-payment--form">
      <ChangeFlow branches={list.data.branches} />
    </div>
  );
}
