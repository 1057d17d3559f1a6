// A text input bound to one string field of a write flow: value, change, error and required tag in one line; and the
// same for a date field (the kit's DateInput).
import { useId } from 'react';
import { InputGroup } from '@blueprintjs/core';
import { FormField } from './FormField';
import { DateInput } from './DateInput';
import type { WriteFlow } from './use-write-flow';

export interface FlowTextFieldProps<Values, K extends keyof Values & string> {
  flow: WriteFlow<Values, unknown, unknown>;
  name: K;
  label: string;
  required?: boolean;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  autoFocus?: boolean;
  helperText?: string;
  maxLength?: number;
}

export function FlowTextField<Values extends { [P in K]: string }, K extends keyof Values & string>(props: FlowTextFieldProps<Values, K>) {
  const { flow, name } = props;
  const id = useId();
  return (
    <FormField label={props.label} htmlFor={id} required={props.required} error={flow.errors[name]} helperText={props.helperText}>
      <InputGroup
        id={id}
        name={name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        maxLength={props.maxLength}
        aria-invalid={flow.errors[name] ? true : undefined}
        value={flow.values[name]}
        // A string is exactly what this field holds; the cast only widens the key-indexed type back.
        onValueChange={(value) => flow.setValue(name, value as Values[K])}
      />
    </FormField>
  );
}

export interface FlowDateFieldProps<Values, K extends keyof Values & string> {
  flow: WriteFlow<Values, unknown, unknown>;
  name: K;
  label: string;
  required?: boolean;
  helperText?: string;
  /** The first and last day accepted (yyyy/MM/dd). */
  min?: string;
  max?: string;
}

/** A yyyy/MM/dd field of a write flow, typed or picked from the calendar; the flow's message wins over the input's. */
export function FlowDateField<Values extends { [P in K]: string }, K extends keyof Values & string>(props: FlowDateFieldProps<Values, K>) {
  const { flow, name } = props;
  const id = useId();
  return (
    <FormField label={props.label} htmlFor={id} required={props.required} error={flow.errors[name]} helperText={props.helperText}>
      <DateInput
        id={id}
        name={name}
        required={props.required}
        min={props.min}
        max={props.max}
        error={flow.errors[name]}
        value={flow.values[name]}
        onChange={(value) => flow.setValue(name, value as Values[K])}
      />
    </FormField>
  );
}
