// The clerk form: login id, confirmation code and password-notice timing at registration; names, kana and mail
// always. Invalid fields show their message and the light red background (kit FormField).
import { useId } from 'react';
import { Radio, RadioGroup } from '@blueprintjs/core';
import { CLERK_LOGIN_ID_MAX, CLERK_LOGIN_ID_MIN, PASSWORD_NOTICE_TIMINGS, type ClerkKind } from '../../../core/clerks/domain';
import { CONFIRMATION_CODE_MAX, CONFIRMATION_CODE_MIN } from '../../../core/domain/constants';
import { t } from '../../../core/i18n';
import '../../../core/clerks/load-messages';
import { DetailTable, FlowTextField, FormField, type DetailRow, type WriteFlow } from '../../../web/kit';
import { clerkFieldsOf, type ClerkFormValues } from './clerk-form-values';

type Flow = WriteFlow<ClerkFormValues, unknown, unknown>;

export function ClerkForm({ flow, kind, registering }: { flow: Flow; kind: ClerkKind; registering: boolean }) {
  const timingId = useId();
  return (
    <div className="twb-clerk-form">
      {registering && (
        <FlowTextField flow={flow} name="loginId" label={t('clerks.field.loginId')} required autoComplete="off"
          helperText={t('clerks.help.loginId', { min: CLERK_LOGIN_ID_MIN, max: CLERK_LOGIN_ID_MAX })} maxLength={CLERK_LOGIN_ID_MAX} />
      )}
      <div className="twb-clerk-form__pair">
        <FlowTextField flow={flow} name="userLastName" label={t('clerks.field.userLastName')} required helperText={t('clerks.help.name')} />
        <FlowTextField flow={flow} name="userFirstName" label={t('clerks.field.userFirstName')} required helperText={t('clerks.help.name')} />
      </div>
      <div className="twb-clerk-form__pair">
        <FlowTextField flow={flow} name="userLastNameKana" label={t('clerks.field.userLastNameKana')} required helperText={t('clerks.help.kana')} />
        <FlowTextField flow={flow} name="userFirstNameKana" label={t('clerks.field.userFirstNameKana')} required helperText={t('clerks.help.kana')} />
      </div>
      <FlowTextField flow={flow} name="mailAddress" type="email" label={t('clerks.field.mailAddress')} required={kind === 'corp'} autoComplete="off"
        helperText={kind === 'billing' ? t('clerks.help.mailBilling') : undefined} />
      {registering && (
        <>
          <div className="twb-clerk-form__pair">
            <FlowTextField flow={flow} name="confirmationCode" type="password" label={t('clerks.field.confirmationCode')} required autoComplete="new-password"
              helperText={t('clerks.help.code', { min: CONFIRMATION_CODE_MIN, max: CONFIRMATION_CODE_MAX })} maxLength={CONFIRMATION_CODE_MAX} />
            <FlowTextField flow={flow} name="confirm" type="password" label={t('clerks.field.confirm')} required autoComplete="new-password" maxLength={CONFIRMATION_CODE_MAX} />
          </div>
          <FormField label={t('clerks.field.passwordNoticeTiming')} htmlFor={timingId} required error={flow.errors.passwordNoticeTiming} helperText={t('clerks.help.timing')}>
            <RadioGroup
              name={timingId}
              inline
              selectedValue={flow.values.passwordNoticeTiming}
              onChange={(event) => flow.setValue('passwordNoticeTiming', event.currentTarget.value)}
            >
              {PASSWORD_NOTICE_TIMINGS.map((timing) => (
                <Radio key={timing} value={String(timing)} label={t(`clerks.timing.${timing}`)} />
              ))}
            </RadioGroup>
          </FormField>
        </>
      )}
    </div>
  );
}

/** The values as they will be saved, for the confirm step (secrets are never shown back). */
export function clerkConfirmRows(values: ClerkFormValues, registering: boolean, billingName: string | null): DetailRow[] {
  const fields = clerkFieldsOf(values);
  return [
    ...(billingName ? [{ label: t('clerks.field.departments'), value: billingName }] : []),
    ...(registering ? [{ label: t('clerks.field.loginId'), value: values.loginId.trim() }] : []),
    { label: t('clerks.field.userName'), value: t('clerks.value.fullName', { last: fields.userLastName, first: fields.userFirstName }) },
    { label: t('clerks.field.userNameKana'), value: t('clerks.value.fullName', { last: fields.userLastNameKana, first: fields.userFirstNameKana }) },
    { label: t('clerks.field.mailAddress'), value: fields.mailAddress || t('clerks.value.noMail') },
    ...(registering ? [{ label: t('clerks.field.passwordNoticeTiming'), value: t(`clerks.timing.${Number(values.passwordNoticeTiming) as 0 | 1 | 2}`) }] : []),
  ];
}

export function ClerkConfirm({ rows, ariaLabel }: { rows: readonly DetailRow[]; ariaLabel: string }) {
  return <DetailTable rows={rows} ariaLabel={ariaLabel} />;
}
