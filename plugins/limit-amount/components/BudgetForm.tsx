// The budget settings form of a variant: the amounts (yen, empty for none), the alert switches and the member cap
// choice (spec 9: 1 stop and notify, 2 mail only, 3 nothing). Only the variant's own settings are shown.
import { useId } from 'react';
import { Callout, Checkbox, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import {
  BUDGET_FIELD_LABELS, BUDGET_VARIANT_FIELDS, MEMBER_CAP_DIVISIONS, MEMBER_CAP_DIVISION_LABELS, type BudgetField, type BudgetVariant,
  type MemberCapDivision,
} from '../../../core/limit-amount/domain';
import { t } from '../../../core/i18n';
import '../../../core/limit-amount/load-messages';
import { FormField, type WriteFlow } from '../../../web/kit';
import type { BudgetFormValues } from './budget-form';

/** What the form needs of the write flow: the values, their messages and the setter. */
type Flow = Pick<WriteFlow<BudgetFormValues, unknown, unknown>, 'values' | 'errors' | 'setValue'>;

function AmountField({ flow, field }: { flow: Flow; field: 'limitAmount' | 'limitAmountForUser' }) {
  const id = `${useId()}-${field}`;
  return (
    <FormField label={t(BUDGET_FIELD_LABELS[field])} htmlFor={id} error={flow.errors[field]} helperText={t('limitAmount.form.amountHint')}>
      <InputGroup
        id={id}
        inputMode="numeric"
        value={flow.values[field]}
        onValueChange={(value) => flow.setValue(field, value)}
        rightElement={<span className="twb-budget-form__unit">円</span>}
        className="twb-budget-form__amount"
      />
    </FormField>
  );
}

function AlertOffField({ flow, field }: { flow: Flow; field: 'limitAmountAlertChoiceFlg' | 'limitFullAmountAlertChoiceFlg' | 'limitAmountForUserAlertChoiceFlg' }) {
  return (
    <Checkbox
      checked={flow.values[field]}
      label={t('limitAmount.form.alertOffLabel', { name: t(BUDGET_FIELD_LABELS[field]) })}
      onChange={(event) => flow.setValue(field, event.currentTarget.checked)}
    />
  );
}

function DivisionField({ flow }: { flow: Flow }) {
  return (
    <RadioGroup
      label={t(BUDGET_FIELD_LABELS.limitFullAmountForUserAlertDivision)}
      selectedValue={flow.values.limitFullAmountForUserAlertDivision}
      onChange={(event) => flow.setValue('limitFullAmountForUserAlertDivision', event.currentTarget.value as MemberCapDivision)}
    >
      {MEMBER_CAP_DIVISIONS.map((division) => <Radio key={division} value={division} label={t(MEMBER_CAP_DIVISION_LABELS[division])} />)}
    </RadioGroup>
  );
}

function Field({ flow, field }: { flow: Flow; field: BudgetField }) {
  switch (field) {
    case 'limitAmount':
    case 'limitAmountForUser':
      return <AmountField flow={flow} field={field} />;
    case 'limitFullAmountForUserAlertDivision':
      return <DivisionField flow={flow} />;
    default:
      return <AlertOffField flow={flow} field={field} />;
  }
}

export function BudgetForm({ flow, variant }: { flow: Flow; variant: BudgetVariant }) {
  const fields = BUDGET_VARIANT_FIELDS[variant];
  const hasAlerts = fields.includes('limitAmountAlertChoiceFlg');
  const hasMember = fields.includes('limitAmountForUser');
  return (
    <div className="twb-budget-form">
      {/* The amount-only screen says where the rest of the department's settings are, so the two screens do not read as two ways to do one thing. */}
      {variant === 'billing' && <Callout icon="info-sign" className="twb-budget-form__lead">{t('limitAmount.form.amountOnlyLead')}</Callout>}
      {hasAlerts && <Callout icon="notifications" className="twb-budget-form__lead">{t('limitAmount.form.alertLead')}</Callout>}
      {fields.filter((f) => f === 'limitAmount' || f === 'limitAmountAlertChoiceFlg' || f === 'limitFullAmountAlertChoiceFlg')
        .map((field) => <Field key={field} flow={flow} field={field} />)}
      {hasMember && <Callout icon="people" className="twb-budget-form__lead">{t('limitAmount.form.userLead')}</Callout>}
      {fields.filter((f) => f === 'limitAmountForUser' || f === 'limitAmountForUserAlertChoiceFlg' || f === 'limitFullAmountForUserAlertDivision')
        .map((field) => <Field key={field} flow={flow} field={field} />)}
    </div>
  );
}
