// Company info update (/Corp/Update, WFAA002 write; responsible persons only): input -> confirm -> complete
// (PATCH /tenant/corporationUpdateConfirm, then /tenant/corporationUpdate with the lastUpdated loaded here).
// The confirm step is shown on this page; /Corp/Confirm opened on its own (a reload) comes back here, since the
// values typed are not kept across a reload.
import '../corp.css';
import { useId } from 'react';
import { Link } from 'react-router';
import { Callout, Radio, RadioGroup } from '@blueprintjs/core';
import { calls } from '../../../core/api/contract';
import type { CorporationUpdatePreview, CorporationUpdateResult } from '../../../core/corp/calls';
import type { Corporation } from '../../../core/domain/entities';
import { CONFIRMATION_CODE_MAX, CONFIRMATION_CODE_MIN } from '../../../core/domain/constants';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/corp/load-messages';
import { SelectInput, SelectOption, DetailTable, FlowTextField, FormField, WriteFlowView, useService, useWriteFlow, Heading, type DetailRow } from '../../../web/kit';
import { SelectedCorporation } from '../components/SelectedCorporation';
import { contractPeriodText } from '../components/corporation-rows';
import { corporationValuesOf, updateRequestOf, validateCorporationForm, type CorporationFormValues } from '../components/corporation-form';

const FIELD_LABEL: Record<keyof CorporationFormValues, string> = {
  confirmationCodeRequired: t('corp.field.confirmationCodeRequired'),
  confirmationCodeMinLength: t('corp.field.confirmationCodeMinLength'),
  permittedMailDomains: t('corp.field.permittedMailDomains'),
  autoApprovalSetting: t('corp.field.autoApprovalSetting'),
};

function changeRows(preview: CorporationUpdatePreview | undefined): DetailRow[] {
  return (preview?.changes ?? []).map((change) => ({
    label: FIELD_LABEL[change.field],
    value: t('corp.confirm.change', { before: change.before || t('corp.value.none'), after: change.after || t('corp.value.none') }),
  }));
}

function UpdateFlow({ corporation }: { corporation: Corporation }) {
  const client = useService<ApiClient>(ApiClient);
  const requiredId = useId();
  const approvalId = useId();
  const flow = useWriteFlow<CorporationFormValues, CorporationUpdatePreview, CorporationUpdateResult>({
    initial: corporationValuesOf(corporation),
    validate: validateCorporationForm,
    confirm: (values) => client.call(calls.corporation.updateConfirm, updateRequestOf(values, corporation.lastUpdated)),
    execute: (values) => client.call(calls.corporation.update, updateRequestOf(values, corporation.lastUpdated)),
  });
  return (
    <WriteFlowView
      flow={flow}
      renderInput={() => (
        <div className="twb-corp-form">
          <p>{t('corp.update.lead')}</p>
          <FormField label={FIELD_LABEL.confirmationCodeRequired} htmlFor={requiredId} required>
            <RadioGroup
              name={requiredId}
              inline
              selectedValue={flow.values.confirmationCodeRequired ? 'true' : 'false'}
              onChange={(event) => flow.setValue('confirmationCodeRequired', event.currentTarget.value === 'true')}
            >
              <Radio value="true" label={t('corp.value.required')} />
              <Radio value="false" label={t('corp.value.notRequired')} />
            </RadioGroup>
          </FormField>
          <FlowTextField flow={flow} name="confirmationCodeMinLength" label={FIELD_LABEL.confirmationCodeMinLength} required
            helperText={t('corp.help.confirmationCodeMinLength', { min: CONFIRMATION_CODE_MIN, max: CONFIRMATION_CODE_MAX })} />
          <FlowTextField flow={flow} name="permittedMailDomains" label={FIELD_LABEL.permittedMailDomains} helperText={t('corp.help.permittedMailDomains')} />
          <FormField label={FIELD_LABEL.autoApprovalSetting} htmlFor={approvalId} required error={flow.errors.autoApprovalSetting}>
            <SelectInput id={approvalId} value={flow.values.autoApprovalSetting}
              onChange={(event) => flow.setValue('autoApprovalSetting', event.currentTarget.value as CorporationFormValues['autoApprovalSetting'])}>
              {(['1', '2', '3'] as const).map((mode) => <SelectOption key={mode} value={mode} label={t(`corp.approval.${mode}`)} />)}
            </SelectInput>
          </FormField>
          {/* The contract period is the provider's: shown for reference, never an input. */}
          <FormField label={t('corp.detail.contractPeriod')} helperText={t('corp.help.contractPeriodReadOnly')}>
            <p className="twb-corp-form__readonly" data-testid="contract-period">{contractPeriodText(corporation)}</p>
          </FormField>
        </div>
      )}
      renderConfirm={() => {
        // The step already asks to confirm; the server's own question would only repeat it. When nothing
        // changed its message says so, which the person should notice before updating.
        const rows = changeRows(flow.confirmation);
        if (rows.length === 0) return <Callout intent="warning" className="twb-corp-confirm__note">{flow.confirmation?.message}</Callout>;
        return (
          <>
            <Heading className="twb-corp-confirm__title">{t('corp.confirm.changes')}</Heading>
            <DetailTable rows={rows} ariaLabel={t('corp.confirm.changes')} />
          </>
        );
      }}
      executeLabel={t('common.update')}
      completeText={flow.result?.message ?? ''}
      completeActions={<Link to="/Corp/Detail" className="bp6-button bp6-intent-primary twb-link-button">{t('corp.update.backToDetail')}</Link>}
    />
  );
}

export default function CorpUpdatePage() {
  // Keyed by the loaded version: a corporation switch starts the form afresh.
  return <SelectedCorporation>{(data) => <UpdateFlow key={`${data.corporationId}-${data.lastUpdated}`} corporation={data} />}</SelectedCorporation>;
}
