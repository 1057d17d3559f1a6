// Adding existing members as FLEX/BASE users (/FlexUser/Added, WFAM002 write; needs availableFlexContractFlg):
// input (a contract in its period, one department, its members and who among them becomes a contact person) ->
// confirm (useNumberConf: the seats before and after, the extra registration fee warning of spec 8 past the seats)
// -> complete. Members of several departments cannot be added at once (spec 5): the choice is per department, among
// its approved members who are not FLEX/BASE users yet; those whose FLEX/BASE contract permission flag is off (spec 6)
// are listed with a tag and cannot be chosen.
import '../flex.css';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Callout, Checkbox, Spinner, Tag } from '@blueprintjs/core';
import type { FlexAddPreview, FlexAddResult } from '../../../core/flex/calls';
import { memberCalls } from '../../../core/users/calls';
import type { FlexContract } from '../../../core/flex/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/flex/load-messages';
import {
  DetailTable, FormField, LinkButton, RecordPending, SelectInput, SelectOption, WriteFlowView, useLoadedData, useService, useWriteFlow, type FieldErrors, type WriteFlow,
} from '../../../web/kit';
import { addUsers, fetchContracts, previewAddition } from '../api';
import { SeatBar } from '../components/SeatBar';
import { FLEX_PATH, contractDetailPath } from '../paths';

interface AddValues {
  flexContractInformationId: string;
  department: string;
  userIds: string[];
  delegateUserIds: string[];
}

type Flow = WriteFlow<AddValues, FlexAddPreview, FlexAddResult>;

function validate(values: AddValues): FieldErrors<AddValues> {
  const errors: FieldErrors<AddValues> = {};
  if (!values.flexContractInformationId) errors.flexContractInformationId = t('validation.required');
  if (!values.department) errors.department = t('validation.required');
  if (values.userIds.length === 0) errors.userIds = t('flex.validation.userIds');
  return errors;
}

const toggle = (list: readonly string[], id: string, on: boolean): string[] => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id));

function MemberChoice({ flow }: { flow: Flow }) {
  const client = useService<ApiClient>(ApiClient);
  const department = flow.values.department;
  const members = useLoadedData(
    (signal) => (department
      ? client.call(memberCalls.search, { sOrganizationId: [department], approvalDivision: '2', deleteFlg: 'false', flexContractFlg: 'false', limit: 500 }, { signal }).then((r) => r.rows)
      : Promise.resolve([])),
    [client, department],
  );
  const { userIds, delegateUserIds } = flow.values;
  const error = flow.errors.userIds ?? flow.errors.delegateUserIds;
  if (!department) return <p>{t('flex.added.chooseDepartment')}</p>;
  if (members.loading && !members.data) return <Spinner size={24} />;
  const rows = members.data ?? [];
  return (
    <FormField label={t('flex.field.members')} required error={error}>
      {rows.length === 0 ? <p>{t('flex.added.noMembers')}</p> : (
        <ul className="twb-flex-members" aria-label={t('flex.field.members')}>
          {rows.map((m) => {
            const chosen = userIds.includes(m.userId);
            // Spec 6 FLEX/BASE contract permission flag: shown, but not offered (the server refuses it too).
            const permitted = m.flexContractPermissionFlg;
            return (
              <li key={m.userId}>
                <Checkbox
                  className="twb-flex-members__name"
                  checked={chosen}
                  disabled={!permitted && !chosen}
                  label={`${m.userName}（${m.userNameKana}）`}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    flow.setValue('userIds', toggle(userIds, m.userId, on));
                    if (!on) flow.setValue('delegateUserIds', toggle(delegateUserIds, m.userId, false));
                  }}
                />
                <Checkbox
                  checked={delegateUserIds.includes(m.userId)}
                  disabled={!chosen}
                  label={t('flex.added.contactHint')}
                  aria-label={`${m.userName} ${t('flex.added.contactHint')}`}
                  onChange={(event) => flow.setValue('delegateUserIds', toggle(delegateUserIds, m.userId, event.currentTarget.checked))}
                />
                {!permitted && <Tag minimal intent="warning">{t('flex.value.notPermitted')}</Tag>}
              </li>
            );
          })}
        </ul>
      )}
    </FormField>
  );
}

function AddInput({ flow, contracts }: { flow: Flow; contracts: readonly FlexContract[] }) {
  const client = useService<ApiClient>(ApiClient);
  const contractId = useId();
  const departmentId = useId();
  const departments = useLoadedData((signal) => client.call(memberCalls.departmentPulldown, {}, { signal }), [client]);
  const chosen = contracts.find((c) => c.flexContractInformationId === flow.values.flexContractInformationId);
  return (
    <>
      <p>{t('flex.added.lead')}</p>
      <FormField label={t('flex.field.contract')} htmlFor={contractId} required error={flow.errors.flexContractInformationId}>
        <SelectInput id={contractId} value={flow.values.flexContractInformationId} onChange={(event) => flow.setValue('flexContractInformationId', event.currentTarget.value)}>
          <SelectOption value="" label={t('flex.added.contractPrompt')} />
          {contracts.map((c) => (
            <SelectOption
              key={c.flexContractInformationId}
              value={c.flexContractInformationId}
              label={`${c.contractName}（${t('flex.value.seatUse', { used: c.usedSeats, seats: c.seats })}）`}
            />
          ))}
        </SelectInput>
      </FormField>
      {chosen && <SeatBar used={chosen.usedSeats} seats={chosen.seats} />}
      <FormField label={t('flex.field.department')} htmlFor={departmentId} required error={flow.errors.department}>
        <SelectInput
          id={departmentId}
          value={flow.values.department}
          onChange={(event) => {
            // One department at a time (spec 5): a new department starts a new choice.
            flow.setValue('department', event.currentTarget.value);
            flow.setValue('userIds', []);
            flow.setValue('delegateUserIds', []);
          }}
        >
          <SelectOption value="" label={t('flex.added.departmentPrompt')} />
          {(departments.data ?? []).filter((d) => !d.disableFlg).map((d) => <SelectOption key={d.billingId} value={d.billingId} label={d.billingName} />)}
        </SelectInput>
      </FormField>
      <MemberChoice flow={flow} />
    </>
  );
}

function AddConfirm({ preview }: { preview: FlexAddPreview }) {
  return (
    <>
      <p>{preview.message}</p>
      <DetailTable
        ariaLabel={t('flex.userAdded.title')}
        rows={[
          { label: t('flex.field.contract'), value: preview.contract.contractName },
          { label: t('flex.field.seatUse'), value: <SeatBar used={preview.after} seats={preview.seats} /> },
          ...preview.members.map((m) => ({
            label: m.organizationName,
            value: m.delegateDivision === 1 ? `${m.userName}（${t('flex.value.contact')}）` : m.userName,
          })),
        ]}
      />
      {preview.warning && <Callout intent="warning" icon="warning-sign" className="twb-flex-warning" role="note">{preview.warning}</Callout>}
    </>
  );
}

function AddFlow({ contracts, initialContract }: { contracts: readonly FlexContract[]; initialContract: string }) {
  const client = useService<ApiClient>(ApiClient);
  const flow = useWriteFlow<AddValues, FlexAddPreview, FlexAddResult>({
    initial: { flexContractInformationId: initialContract, department: '', userIds: [], delegateUserIds: [] },
    validate,
    confirm: (values) => previewAddition(client, { flexContractInformationId: values.flexContractInformationId, userIds: values.userIds, delegateUserIds: values.delegateUserIds }),
    execute: (values) => addUsers(client, { flexContractInformationId: values.flexContractInformationId, userIds: values.userIds, delegateUserIds: values.delegateUserIds }),
  });
  return (
    <>
      <WriteFlowView
        flow={flow}
        renderInput={() => <AddInput flow={flow} contracts={contracts} />}
        renderConfirm={() => (flow.confirmation ? <AddConfirm preview={flow.confirmation} /> : null)}
        executeLabel={t('common.register')}
        completeText={flow.result ? t('flex.added.complete', { count: flow.result.added.length }) : ''}
        completeActions={
          <>
            <LinkButton to={contractDetailPath(flow.values.flexContractInformationId)} intent="primary" text={t('flex.contractDetail.title')} />
            <Button text={t('flex.action.addMore')} onClick={flow.restart} />
            <LinkButton to={FLEX_PATH.userInfo} text={t('flex.action.backToUsers')} />
          </>
        }
      />
      {flow.step === 'complete' && flow.result?.warning && (
        <Callout intent="warning" icon="warning-sign" className="twb-flex-warning">{flow.result.warning}</Callout>
      )}
    </>
  );
}

export default function FlexUserAddedPage() {
  const client = useService<ApiClient>(ApiClient);
  const [search] = useSearchParams();
  const contracts = useLoadedData((signal) => fetchContracts(client, true, signal), [client]);
  if (contracts.loading && !contracts.data) return <Spinner />;
  if (!contracts.data) return <RecordPending load={contracts} />;
  const wanted = search.get('contract') ?? '';
  const initial = contracts.data.some((c) => c.flexContractInformationId === wanted) ? wanted : '';
  return (
    <div className="twb-flex-added">
      <AddFlow contracts={contracts.data} initialContract={initial} />
    </div>
  );
}
