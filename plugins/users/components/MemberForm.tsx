// The member form of registration and update (spec 3 form fields): department, names, kana, user code,
// mail, remarks; and, for registration, the FLEX/BASE variant. Invalid fields show their message and the
// light red background (kit FormField); server 400 field messages land in the same places.
import { useId } from 'react';
import { Callout, Card, Checkbox, Radio, RadioGroup, Switch, TextArea } from '@blueprintjs/core';
import type { DepartmentChoice, FlexContractChoice } from '../../../core/users/domain';
import { t } from '../../../core/i18n';
import '../../../core/users/load-page-messages';
import { SelectInput, SelectOption, DetailTable, FlowTextField, FormField, type DetailRow, type WriteFlow } from '../../../web/kit';
import { REMARKS_MAX, USER_CODE_MAX } from '../../../core/validation';
import { formFieldsOf, type MemberFormValues } from './member-form-values';

type Flow = WriteFlow<MemberFormValues, unknown, unknown>;

export interface MemberFormProps {
  flow: Flow;
  departments: readonly DepartmentChoice[];
  /** Permitted mail domains, when the viewer may read them. */
  permittedDomains: readonly string[] | null;
  /** Registration offers the FLEX/BASE variant when the corporation has contracts. */
  flexContracts?: readonly FlexContractChoice[];
  /** The FLEX variant only (/FlexUser/Register). */
  flexOnly?: boolean;
  /** The update form: the member's mail-delivery option (spec 6). */
  mailDelivery?: boolean;
  /** The update form: the member's FLEX/BASE contract permission flag (spec 6). */
  flexPermission?: boolean;
}

/** Seats would be exceeded by one more user: the extra registration fee applies (spec 8). */
export function exceedsSeats(contract: FlexContractChoice | undefined): boolean {
  return contract !== undefined && contract.usedSeats >= contract.seats;
}

function DepartmentField({ flow, departments }: { flow: Flow; departments: readonly DepartmentChoice[] }) {
  const id = useId();
  // A disabled department takes no new members, but a member already in one keeps it on update.
  const choices = departments.filter((d) => !d.disableFlg || d.billingId === flow.values.sOrganizationId);
  return (
    <FormField label={t('users.form.department')} htmlFor={id} required error={flow.errors.sOrganizationId}>
      <SelectInput id={id} value={flow.values.sOrganizationId} onChange={(event) => flow.setValue('sOrganizationId', event.currentTarget.value)} fill>
        <SelectOption value="" label={t('users.form.departmentPlaceholder')} />
        {choices.map((department) => (
          <SelectOption key={department.billingId} value={department.billingId} label={department.billingName} />
        ))}
      </SelectInput>
    </FormField>
  );
}

function FlexSection({ flow, contracts, flexOnly }: { flow: Flow; contracts: readonly FlexContractChoice[]; flexOnly: boolean }) {
  const id = useId();
  const chosen = contracts.find((c) => c.flexContractInformationId === flow.values.flexContractInformationId);
  return (
    <Card className="twb-member-form__flex" compact>
      {/* /FlexUser/Register registers FLEX users only: no switch to turn it off. */}
      {!flexOnly && (
        <Switch
          checked={flow.values.flex}
          label={t('users.form.flex')}
          onChange={(event) => flow.setValue('flex', event.currentTarget.checked)}
        />
      )}
      {flow.values.flex && (
        <>
          <FormField label={t('users.form.flexContract')} htmlFor={id} required error={flow.errors.flexContractInformationId}>
            <SelectInput
              id={id}
              fill
              value={flow.values.flexContractInformationId}
              onChange={(event) => flow.setValue('flexContractInformationId', event.currentTarget.value)}
            >
              <SelectOption value="" label={t('users.form.flexContractPlaceholder')} />
              {contracts.map((contract) => (
                <SelectOption
                  key={contract.flexContractInformationId}
                  value={contract.flexContractInformationId}
                  label={t('users.form.flexContractOption', { name: contract.contractName, kind: contract.serviceKind, used: contract.usedSeats, seats: contract.seats })}
                />
              ))}
            </SelectInput>
          </FormField>
          <Checkbox checked={flow.values.delegate} label={t('users.form.delegate')} onChange={(event) => flow.setValue('delegate', event.currentTarget.checked)} />
          {exceedsSeats(chosen) && (
            <Callout intent="warning" icon="warning-sign" className="twb-member-form__warning" role="note">
              {t('users.form.extraFee')}
            </Callout>
          )}
        </>
      )}
    </Card>
  );
}

function MailDeliveryField({ flow }: { flow: Flow }) {
  const id = useId();
  return (
    <FormField label={t('users.field.mailDelivery')} htmlFor={id} helperText={t('users.form.mailDeliveryHelp')} error={flow.errors.mailDelivery}>
      <RadioGroup
        name={id}
        inline
        selectedValue={flow.values.mailDelivery ? 'true' : 'false'}
        onChange={(event) => flow.setValue('mailDelivery', event.currentTarget.value === 'true')}
      >
        <Radio value="true" label={t('users.value.mailDeliveryOn')} />
        <Radio value="false" label={t('users.value.mailDeliveryOff')} />
      </RadioGroup>
    </FormField>
  );
}

function FlexPermissionField({ flow }: { flow: Flow }) {
  const id = useId();
  return (
    <FormField label={t('users.field.flexPermission')} htmlFor={id} helperText={t('users.form.flexPermissionHelp')} error={flow.errors.flexContractPermissionFlg}>
      <RadioGroup
        name={id}
        inline
        selectedValue={flow.values.flexContractPermissionFlg ? 'true' : 'false'}
        onChange={(event) => flow.setValue('flexContractPermissionFlg', event.currentTarget.value === 'true')}
      >
        <Radio value="true" label={t('users.value.flexPermitted')} />
        <Radio value="false" label={t('users.value.flexNotPermitted')} />
      </RadioGroup>
    </FormField>
  );
}

export function MemberForm({ flow, departments, permittedDomains, flexContracts, flexOnly = false, mailDelivery = false, flexPermission = false }: MemberFormProps) {
  const remarksId = useId();
  const mailHelp = permittedDomains && permittedDomains.length > 0
    ? `${t('users.form.mailHelp')}\n${t('users.form.mailDomainsHelp', { domains: permittedDomains.join(t('users.listSeparator')) })}`
    : t('users.form.mailHelp');
  return (
    <div className="twb-member-form">
      <DepartmentField flow={flow} departments={departments} />
      <div className="twb-member-form__pair">
        <FlowTextField flow={flow} name="userLastName" label={t('users.field.userLastName')} required helperText={t('users.form.nameHelp')} />
        <FlowTextField flow={flow} name="userFirstName" label={t('users.field.userFirstName')} required helperText={t('users.form.nameHelp')} />
      </div>
      <div className="twb-member-form__pair">
        <FlowTextField flow={flow} name="userLastNameKana" label={t('users.field.userLastNameKana')} required helperText={t('users.form.kanaHelp')} />
        <FlowTextField flow={flow} name="userFirstNameKana" label={t('users.field.userFirstNameKana')} required helperText={t('users.form.kanaHelp')} />
      </div>
      <FlowTextField flow={flow} name="userCode" label={t('users.field.userCode')} helperText={t('users.form.userCodeHelp')} maxLength={USER_CODE_MAX} />
      <FlowTextField flow={flow} name="mailAddress" label={t('users.field.mailAddress')} type="email" required autoComplete="off" helperText={mailHelp} />
      <FormField label={t('users.field.tenantRemakes')} htmlFor={remarksId} error={flow.errors.tenantRemakes} helperText={t('users.form.remarksHelp')}>
        <TextArea
          id={remarksId}
          value={flow.values.tenantRemakes}
          rows={3}
          fill
          maxLength={REMARKS_MAX}
          onChange={(event) => flow.setValue('tenantRemakes', event.currentTarget.value)}
        />
      </FormField>
      {mailDelivery && <MailDeliveryField flow={flow} />}
      {flexPermission && <FlexPermissionField flow={flow} />}
      {flexContracts && flexContracts.length > 0 && <FlexSection flow={flow} contracts={flexContracts} flexOnly={flexOnly} />}
    </div>
  );
}

/** The values as they will be registered, for the confirm step. */
export function memberConfirmRows(values: MemberFormValues, departmentName: string): DetailRow[] {
  const fields = formFieldsOf(values);
  const dash = (value: string | undefined) => (value ? value : t('users.value.empty'));
  return [
    { label: t('users.form.department'), value: departmentName },
    { label: t('users.field.userName'), value: t('users.value.fullName', { last: fields.userLastName, first: fields.userFirstName }) },
    { label: t('users.field.userNameKana'), value: t('users.value.fullName', { last: fields.userLastNameKana, first: fields.userFirstNameKana }) },
    { label: t('users.field.userCode'), value: dash(fields.userCode) },
    { label: t('users.field.mailAddress'), value: fields.mailAddress },
    { label: t('users.field.tenantRemakes'), value: <span className="twb-pre-line">{dash(fields.tenantRemakes)}</span> },
  ];
}

/** The mail-delivery choice as the registration's confirm step shows it. */
export function mailDeliveryRow(values: MemberFormValues): DetailRow {
  return { label: t('users.field.mailDelivery'), value: values.mailDelivery ? t('users.value.mailDeliveryOn') : t('users.value.mailDeliveryOff') };
}

export function MemberConfirm({ rows, ariaLabel }: { rows: readonly DetailRow[]; ariaLabel: string }) {
  return <DetailTable rows={rows} ariaLabel={ariaLabel} />;
}
