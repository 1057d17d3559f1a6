// One labelled form field: required tag, error text, and the light red background of an invalid field (spec 5).
import type { ReactNode } from 'react';
import { FormGroup } from '@blueprintjs/core';
import { RequiredTag } from './RequiredLabel';

export interface FormFieldProps {
  label: ReactNode;
  /** id of the control, so clicking the label focuses it. */
  htmlFor?: string;
  required?: boolean;
  /** The validation message; its presence marks the field invalid. */
  error?: string | null;
  helperText?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function FormField({ label, htmlFor, required, error, helperText, children, className }: FormFieldProps) {
  const invalid = Boolean(error);
  const classes = ['twb-field', invalid ? 'twb-field--invalid' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <FormGroup
      className={classes}
      label={label}
      labelFor={htmlFor}
      labelInfo={required ? <RequiredTag /> : undefined}
      intent={invalid ? 'danger' : 'none'}
      helperText={invalid ? <span role="alert">{error}</span> : helperText}
    >
      {children}
    </FormGroup>
  );
}
