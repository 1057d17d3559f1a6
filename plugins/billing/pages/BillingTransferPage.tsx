// Transfer application (/Billing/Transfer, bulk member change write WFAH022; responsible person): every member of one
// department moves to another on the apply date (applicationInformation division 4). Input -> confirm -> complete;
// the complete step leads back to the department list, whose transfer history shows it with its cancel. The spec
// names the transfer but no page for it: this one sits beside the department registration.
import '../billing.css';
import { useId } from 'react';
import { Link } from 'react-router';
import { Callout, Spinner } from '@blueprintjs/core';
import { billingCalls } from '../../../core/billing/calls';
import { applicationCalls } from '../../../core/applications/calls';
import type { DepartmentListRow } from '../../../core/billing/domain';
import type { TransferPreview, TransferResult } from '../../../core/billing/transfer';
import { required, validateFields } from '../../../core/validation';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/billing/load-messages';
import {
  DetailTable, FlowDateField, FormField, SelectInput, SelectOption, WriteFlowView, useLoadedData, useService, useWriteFlow, type WriteFlow,
} from '../../../web/kit';
import { BILLING_PATH } from '../paths';

interface TransferValues {
  fromBillingId: string;
  toBillingId: string;
  applyDate: string;
}

const INITIAL: TransferValues = { fromBillingId: '', toBillingId: '', applyDate: '' };

function DepartmentSelect({ flow, name, label, departments }: {
  flow: WriteFlow<TransferValues, unknown, unknown>;
  name: 'fromBillingId' | 'toBillingId';
  label: string;
  departments: readonly DepartmentListRow[];
}) {
  const id = useId();
  const error = flow.errors[name];
  return (
    <FormField label={label} htmlFor={id} required error={error}>
      <SelectInput id={id} name={name} value={flow.values[name]} aria-invalid={error ? true : undefined} onChange={(event) => flow.setValue(name, event.currentTarget.value)}>
        <SelectOption value="" label={t('billing.transfer.field.choose')} />
        {departments.map((d) => (
          <SelectOption key={d.billingId} value={d.billingId} label={`${d.billingName}（${t('billing.transfer.memberCount', { count: d.memberCount })}）`} />
        ))}
      </SelectInput>
    </FormField>
  );
}

function TransferFlow({ departments }: { departments: readonly DepartmentListRow[] }) {
  const client = useService<ApiClient>(ApiClient);
  const request = (values: TransferValues) => ({ ...values, applyDate: values.applyDate.trim() });
  const flow = useWriteFlow<TransferValues, TransferPreview, TransferResult>({
    initial: INITIAL,
    validate: (values) => {
      const errors = validateFields({ ...values, applyDate: values.applyDate.trim() }, { fromBillingId: [required], toBillingId: [required], applyDate: [required] });
      if (!errors.toBillingId && values.toBillingId === values.fromBillingId) errors.toBillingId = t('billing.transfer.validation.same');
      return errors;
    },
    confirm: (values) => client.call(applicationCalls.transferConfirm, request(values)),
    execute: (values) => client.call(applicationCalls.transfer, request(values)),
  });
  const preview = flow.confirmation;
  // Members cannot be moved into a suspended department (the server refuses it too).
  const destinations = departments.filter((d) => !d.disableFlg);
  return (
    <WriteFlowView
      flow={flow}
      renderInput={() => (
        <>
          <Callout intent="primary" icon="info-sign" className="twb-billing__callout">{t('billing.transfer.lead')}</Callout>
          <DepartmentSelect flow={flow} name="fromBillingId" label={t('billing.transfer.field.from')} departments={departments} />
          <DepartmentSelect flow={flow} name="toBillingId" label={t('billing.transfer.field.to')} departments={destinations} />
          <FlowDateField flow={flow} name="applyDate" label={t('billing.field.applyDate')} required helperText={t('billing.transfer.applyDateHelp')} />
        </>
      )}
      renderConfirm={() =>
        preview && (
          <>
            <p>{preview.message}</p>
            <DetailTable
              ariaLabel={t('billing.transfer.title')}
              rows={[
                { label: t('billing.transfer.field.from'), value: preview.fromBillingName },
                { label: t('billing.transfer.field.to'), value: preview.toBillingName },
                { label: t('billing.transfer.field.memberCount'), value: t('billing.transfer.memberCount', { count: preview.memberCount }) },
                { label: t('billing.field.applyDate'), value: preview.fields.applyDate },
              ]}
            />
          </>
        )
      }
      executeLabel={t('billing.transfer.execute')}
      completeText={t('billing.transfer.complete', { date: flow.result?.application.applyDate ?? '' })}
      completeActions={<Link to={BILLING_PATH.info} className="bp6-button bp6-intent-primary twb-link-button">{t('billing.detail.backToList')}</Link>}
    />
  );
}

export default function BillingTransferPage() {
  const client = useService<ApiClient>(ApiClient);
  const list = useLoadedData((signal) => client.call(billingCalls.search, { sort: 'displayOrder', sortOrder: 'asc' }, { signal }), [client]);
  if (!list.data) return list.loading ? <Spinner className="twb-billing__loading" /> : null;
  return (
    <div className="twb-billing-register">
      <TransferFlow departments={list.data.rows} />
    </div>
  );
}
