// Member registration (/User/Register, WFAG003 write): input -> confirm -> complete. The mail address is
// checked first (permitted company domains; free-mail and carrier refused), then the registration check;
// the privacy notice (kind user 1) is agreed to before the member is registered. The FLEX/BASE variant
// seats the new member in a contract and warns of the extra registration fee when seats are exceeded.
import '../users.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { calls } from '../../../core/api/contract';
import {
  memberCalls, type MemberFlexRegistrationPreview, type MemberRegistrationPreview, type MemberRegistrationResult,
} from '../../../core/users/calls';
import type { DepartmentChoice, FlexContractChoice } from '../../../core/users/domain';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { AuthService, PermissionService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/users/load-page-messages';
import {
  PrivacyNoticeDialog, PrivacyNoticeKind, RecordPending, WriteFlowView, useLoadedData, useService, useWriteFlow, type DetailRow,
} from '../../../web/kit';
import { fetchDepartments } from '../api';
import { USERS_PATH, memberDetailPath } from '../paths';
import { MemberConfirm, MemberForm, mailDeliveryRow, memberConfirmRows } from '../components/MemberForm';
import { EMPTY_MEMBER_FORM, formFieldsOf, validateMemberForm, type MemberFormValues } from '../components/member-form-values';

type Preview = MemberRegistrationPreview | MemberFlexRegistrationPreview;

function isFlexPreview(preview: Preview | undefined): preview is MemberFlexRegistrationPreview {
  return preview !== undefined && 'flexContract' in preview;
}

/** The FLEX/BASE contract (and contact-person choice) of the FLEX variant, for the confirm step. */
function flexRows(preview: Preview | undefined, delegate: boolean): DetailRow[] {
  if (!isFlexPreview(preview)) return [];
  return [
    { label: t('users.form.flexContract'), value: t('users.value.flexRegistration', { contract: preview.flexContract.contractName, kind: preview.flexContract.serviceKind }) },
    { label: t('users.value.delegate'), value: delegate ? t('common.yes') : t('common.no') },
  ];
}

interface RegisterSetup {
  departments: DepartmentChoice[];
  permittedDomains: readonly string[] | null;
  flexContracts: FlexContractChoice[];
}

function RegisterFlow({ setup, flexOnly }: { setup: RegisterSetup; flexOnly: boolean }) {
  const client = useService<ApiClient>(ApiClient);
  const [privacyOpen, setPrivacyOpen] = useState(false);

  const flow = useWriteFlow<MemberFormValues, Preview, MemberRegistrationResult>({
    initial: flexOnly ? { ...EMPTY_MEMBER_FORM, flex: true } : EMPTY_MEMBER_FORM,
    validate: (values) => validateMemberForm(values, setup.permittedDomains),
    confirm: async (values) => {
      const fields = { ...formFieldsOf(values), mailDeliveryFlg: values.mailDelivery };
      await client.call(memberCalls.registrationMailCheck, { mailAddress: fields.mailAddress });
      if (values.flex) {
        return client.call(memberCalls.flexRegistrationCheck, {
          ...fields,
          flexContractInformationId: values.flexContractInformationId,
          delegateDivision: values.delegate ? 1 : 0,
        });
      }
      return client.call(memberCalls.registrationCheck, fields);
    },
    execute: (values) => {
      const fields = { ...formFieldsOf(values), mailDeliveryFlg: values.mailDelivery };
      return values.flex
        ? client.call(memberCalls.flexRegister, { ...fields, flexContractInformationId: values.flexContractInformationId, delegateDivision: values.delegate ? 1 : 0 })
        : client.call(memberCalls.register, fields);
    },
  });

  // The privacy notice comes between "register" and the registration itself.
  const guarded = { ...flow, execute: async () => setPrivacyOpen(true) };
  const agree = () => {
    setPrivacyOpen(false);
    void flow.execute();
  };

  const preview = flow.confirmation;
  const departmentName = preview?.organizationName
    ?? setup.departments.find((d) => d.billingId === flow.values.sOrganizationId)?.billingName ?? '';

  return (
    <>
      {flow.step === 'input' && <p className="twb-member-form__lead">{t('users.register.privacyFirst')}</p>}
      <WriteFlowView
        flow={guarded}
        renderInput={() => (
          <MemberForm flow={flow} departments={setup.departments} permittedDomains={setup.permittedDomains} flexContracts={setup.flexContracts} flexOnly={flexOnly} mailDelivery />
        )}
        renderConfirm={() => (
          <>
            {preview?.message && <p className="twb-member-form__lead">{preview.message}</p>}
            <MemberConfirm rows={[...memberConfirmRows(flow.values, departmentName), mailDeliveryRow(flow.values), ...flexRows(preview, flow.values.delegate)]} ariaLabel={t('users.register.title')} />
            {isFlexPreview(preview) && preview.warning && (
              <Callout intent="warning" icon="warning-sign" className="twb-member-form__warning" role="note">
                {preview.warning}
              </Callout>
            )}
          </>
        )}
        executeLabel={t('common.register')}
        completeText={flow.result ? t('users.register.complete', { mail: flow.result.mailedTo }) : ''}
        completeActions={
          <>
            {flow.result && <Link to={memberDetailPath(flow.result.userId)} className="bp6-button bp6-intent-primary twb-link-button">{t('users.register.toDetail')}</Link>}
            <Button text={t('users.register.another')} onClick={flow.restart} />
            <Link to={USERS_PATH.info} className="bp6-button twb-link-button">{t('users.detail.backToList')}</Link>
          </>
        }
      />
      {flow.step === 'complete' && flow.result?.warning && (
        <Callout intent="warning" icon="warning-sign" className="twb-member-form__warning">{flow.result.warning}</Callout>
      )}
      <PrivacyNoticeDialog kind={PrivacyNoticeKind.USER} isOpen={privacyOpen} onClose={() => setPrivacyOpen(false)} onAgree={agree} />
    </>
  );
}

/** The registration screen; `flexOnly` is /FlexUser/Register: a new member as a FLEX/BASE user, one at a time. */
export function MemberRegisterScreen({ flexOnly = false }: { flexOnly?: boolean }) {
  useSignals();
  const client = useService<ApiClient>(ApiClient);
  const auth = useService<AuthService>(AuthService);
  const permissions = useService<PermissionService>(PermissionService);
  const corporationId = auth.selectedCorporationId.value;
  const canReadCorporation = permissions.can(SCREEN_PERMISSIONS['/Corp/Detail']);
  const flexDisplay = permissions.flexDisplay.value;

  const setup = useLoadedData<RegisterSetup>(
    async (signal) => {
      const [departments, corporation, flexContracts] = await Promise.all([
        fetchDepartments(client, signal),
        // Department clerks cannot read company info: the server's mail check tells them about domains instead.
        canReadCorporation && corporationId ? client.call(calls.corporation.detail, { id: corporationId }, { signal }) : Promise.resolve(null),
        flexDisplay ? client.call(memberCalls.flexContracts, {}, { signal }) : Promise.resolve([]),
      ]);
      return { departments, permittedDomains: corporation ? corporation.permittedMailDomains : null, flexContracts };
    },
    [client, corporationId, canReadCorporation, flexDisplay],
  );

  if (setup.loading && !setup.data) return <Spinner className="twb-member-loading" />;
  if (!setup.data) return <RecordPending load={setup} />;
  return (
    <div className="twb-member-register">
      <RegisterFlow setup={setup.data} flexOnly={flexOnly} />
    </div>
  );
}

export default function UserRegisterPage() {
  return <MemberRegisterScreen />;
}
