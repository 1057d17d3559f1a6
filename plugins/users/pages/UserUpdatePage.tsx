// Member update (/User/Update/{division}/{userId}, WFAG004 write): division 'update' changes a living
// member; 'restore' is the delete-and-update that revives a deleted member (responsible person only; the
// member is mailed that the request was approved). Input -> confirm (the changes, before and after) ->
// complete. The update carries the lastUpdated that was loaded: a stale one is refused (409) and the
// person is asked to reload; nothing is overwritten silently.
import '../users.css';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Callout, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { memberCalls, type MemberFieldChange, type MemberUpdatePreview, type MemberUpdateResult } from '../../../core/users/calls';
import { ErrorCode, isApiError } from '../../../core/api/error';
import { MEMBER_UPDATE_DIVISIONS, type DepartmentChoice, type MemberDetail, type MemberUpdateDivision } from '../../../core/users/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/users/load-page-messages';
import { RecordPending, WriteFlowView, useLoadedData, useRecordCrumbs, useService, useWriteFlow } from '../../../web/kit';
import { fetchDepartments } from '../api';
import { USERS_PATH, memberDetailPath } from '../paths';
import { MemberForm } from '../components/MemberForm';
import { formFieldsOf, formValuesOf, validateMemberForm, type MemberFormValues } from '../components/member-form-values';
import { useMember } from '../components/use-member';

const FIELD_LABELS: Record<MemberFieldChange['field'], MessageKey> = {
  sOrganizationId: 'users.form.department',
  userLastName: 'users.field.userLastName',
  userFirstName: 'users.field.userFirstName',
  userLastNameKana: 'users.field.userLastNameKana',
  userFirstNameKana: 'users.field.userFirstNameKana',
  userCode: 'users.field.userCode',
  mailAddress: 'users.field.mailAddress',
  tenantRemakes: 'users.field.tenantRemakes',
  mailDeliveryFlg: 'users.field.mailDelivery',
  flexContractPermissionFlg: 'users.field.flexPermission',
};

function isDivision(value: string | undefined): value is MemberUpdateDivision {
  return MEMBER_UPDATE_DIVISIONS.some((division) => division === value);
}

function ChangesTable({ preview, departments }: { preview: MemberUpdatePreview; departments: readonly DepartmentChoice[] }) {
  if (preview.changes.length === 0) return <p>{t('users.form.noChanges')}</p>;
  // Departments travel as ids; the table shows their names.
  const shown = (field: MemberFieldChange['field'], value: string) => {
    if (field === 'sOrganizationId') return departments.find((d) => d.billingId === value)?.billingName ?? value;
    if (field === 'mailDeliveryFlg') return t(value === 'true' ? 'users.value.mailDeliveryOn' : 'users.value.mailDeliveryOff');
    if (field === 'flexContractPermissionFlg') return t(value === 'true' ? 'users.value.flexPermitted' : 'users.value.flexNotPermitted');
    return value || t('users.value.empty');
  };
  return (
    <HTMLTable bordered compact className="twb-member-changes" aria-label={t('users.update.title')}>
      <thead>
        <tr>
          <th>{t('users.form.item')}</th>
          <th>{t('users.form.before')}</th>
          <th>{t('users.form.after')}</th>
        </tr>
      </thead>
      <tbody>
        {preview.changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{t(FIELD_LABELS[change.field])}</th>
            <td>{shown(change.field, change.before)}</td>
            <td>{shown(change.field, change.after)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

function UpdateFlow({ member, division, departments, onReload }: {
  member: MemberDetail;
  division: MemberUpdateDivision;
  departments: readonly DepartmentChoice[];
  onReload: () => void;
}) {
  const client = useService<ApiClient>(ApiClient);
  const [stale, setStale] = useState(false);
  const request = (values: MemberFormValues) => ({
    ...formFieldsOf(values), mailDeliveryFlg: values.mailDelivery, flexContractPermissionFlg: values.flexContractPermissionFlg, division, userId: member.userId, lastUpdated: member.lastUpdated,
  });
  // A stale lastUpdated (someone changed the member since it was loaded) is worth a reload button.
  const noteStale = (error: unknown): never => {
    if (isApiError(error) && (error.status === 409 || error.code === ErrorCode.CONFLICT)) setStale(true);
    throw error;
  };

  const flow = useWriteFlow<MemberFormValues, MemberUpdatePreview, MemberUpdateResult>({
    initial: formValuesOf(member),
    validate: (values) => validateMemberForm(values, null),
    confirm: (values) => client.call(memberCalls.updateCheck, request(values)).catch(noteStale),
    execute: (values) => client.call(memberCalls.update, request(values)).catch(noteStale),
  });

  const restoring = division === 'restore';
  return (
    <>
      {restoring && <Callout intent="primary" icon="undo" className="twb-member-form__lead">{t('users.form.restoreLead')}</Callout>}
      {stale && (
        <Callout intent="warning" icon="refresh" className="twb-member-form__lead" role="alert">
          <p>{t('users.op.conflict')}</p>
          <Button icon="refresh" text={t('users.update.reload')} onClick={onReload} />
        </Callout>
      )}
      <WriteFlowView
        flow={flow}
        renderInput={() => <MemberForm flow={flow} departments={departments} permittedDomains={null} mailDelivery flexPermission />}
        renderConfirm={() => (
          <>
            {flow.confirmation?.message && <p className="twb-member-form__lead">{flow.confirmation.message}</p>}
            {flow.confirmation && <ChangesTable preview={flow.confirmation} departments={departments} />}
            {flow.confirmation?.mailTo && <p className="twb-member-form__lead">{t('users.op.mailTo', { mail: flow.confirmation.mailTo })}</p>}
          </>
        )}
        executeLabel={restoring ? t('users.op.restore') : t('common.update')}
        completeText={restoring ? t('users.restore.complete') : t('users.update.complete')}
        completeActions={
          <>
            <Link to={memberDetailPath(member.userId)} className="bp6-button bp6-intent-primary twb-link-button">{t('users.update.toDetail')}</Link>
            <Link to={USERS_PATH.info} className="bp6-button twb-link-button">{t('users.detail.backToList')}</Link>
          </>
        }
      />
    </>
  );
}

export default function UserUpdatePage() {
  const { division, userId = '' } = useParams();
  const client = useService<ApiClient>(ApiClient);
  const loaded = useMember(userId);
  const { member, refusal, reload } = loaded;
  useRecordCrumbs([member && { param: 'userId', value: userId, name: member.userName }]);
  const departments = useLoadedData((signal) => fetchDepartments(client, signal), [client]);

  if (!isDivision(division)) return <NonIdealState icon="error" description={t('users.update.badDivision')} />;
  if (refusal) {
    return (
      <div className="twb-member-update">
        <Callout intent="warning" icon="lock" role="alert">{refusal}</Callout>
        <p className="twb-member-detail__back"><Link to={USERS_PATH.info}>{t('users.detail.backToList')}</Link></p>
      </div>
    );
  }
  if (!member) return <RecordPending load={loaded} className="twb-member-loading" />;
  if (!departments.data) return <RecordPending load={departments} className="twb-member-loading" />;

  // The screen only offers what the server allows this viewer for this member.
  const allowed = member.allowedOperations.includes(division);
  if (!allowed) {
    return (
      <div className="twb-member-update">
        <Callout intent="warning" icon="lock" role="alert">
          {member.editRefusal ?? (division === 'restore' ? t('users.form.restoreRefused') : t('users.form.updateRefused'))}
        </Callout>
        <p className="twb-member-detail__back"><Link to={memberDetailPath(member.userId)}>{t('users.update.toDetail')}</Link></p>
      </div>
    );
  }
  return (
    <div className="twb-member-update">
      {/* A reload brings a new lastUpdated: the form starts again from the member as it is now. */}
      <UpdateFlow key={member.lastUpdated} member={member} division={division} departments={departments.data} onReload={reload} />
    </div>
  );
}
