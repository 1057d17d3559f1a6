// Radio and select fields bound to one text field of a write flow (the kit has the text one, FlowTextField): the
// label with its required tag, the message at the field, and the invalid look that moves the focus to it.
import { useId, type ReactNode } from 'react';
import { Radio, RadioGroup } from '@blueprintjs/core';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { FormField, SelectInput, SelectOption, type WriteFlow } from '../../../web/kit';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceFieldProps<Values, K extends keyof Values & string> {
  flow: WriteFlow<Values, unknown, unknown>;
  name: K;
  label: string;
  choices: readonly Choice[];
  required?: boolean;
  helperText?: ReactNode;
  /** Runs after the value is set (a choice that fills other fields). */
  onChosen?: (value: string) => void;
}

export function FlowRadioField<Values extends { [P in K]: string }, K extends keyof Values & string>(props: ChoiceFieldProps<Values, K>) {
  const { flow, name } = props;
  const error = flow.errors[name];
  return (
    <FormField label={props.label} required={props.required} error={error} helperText={props.helperText}>
      <RadioGroup
        name={name}
        inline
        selectedValue={flow.values[name]}
        onChange={(event) => {
          flow.setValue(name, event.currentTarget.value as Values[K]);
          props.onChosen?.(event.currentTarget.value);
        }}
      >
        {props.choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} label={choice.label} aria-invalid={error ? true : undefined} />
        ))}
      </RadioGroup>
    </FormField>
  );
}

export function FlowSelectField<Values extends { [P in K]: string }, K extends keyof Values & string>(props: ChoiceFieldProps<Values, K>) {
  const { flow, name } = props;
  const id = useId();
  const error = flow.errors[name];
  return (
    <FormField label={props.label} htmlFor={id} required={props.required} error={error} helperText={props.helperText}>
      <SelectInput
        id={id}
        name={name}
        value={flow.values[name]}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          flow.setValue(name, event.currentTarget.value as Values[K]);
          props.onChosen?.(event.currentTarget.value);
        }}
      >
        <SelectOption value="" label={t('paymentPages.select.placeholder')} />
        {props.choices.map((choice) => <SelectOption key={choice.value} value={choice.value} label={choice.label} />)}
      </SelectInput>
    </FormField>
  );
}
