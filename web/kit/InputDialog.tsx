// A dialog asking for one value, validated before it is handed back.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { t } from '../../core/i18n';
import { ModalDialog } from './ModalDialog';
import { FormField } from './FormField';
import { useFocusFirstInvalid } from './focus-first-invalid';

export interface InputDialogProps {
  isOpen: boolean;
  title: string;
  label: string;
  initialValue?: string;
  required?: boolean;
  type?: 'text' | 'password';
  submitLabel?: string;
  /** Returns the message for an invalid value, or null. */
  validate?: (value: string) => string | null;
  busy?: boolean;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

function InputDialogForm(props: InputDialogProps) {
  const { label, initialValue = '', required = false, type = 'text', validate, busy = false, onSubmit, onCancel } = props;
  const id = useId();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, refusals);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = required && value.trim() === '' ? t('validation.required') : (validate?.(value) ?? null);
    setError(message);
    if (message) setRefusals((count) => count + 1);
    else onSubmit(value);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <DialogBody>
        <FormField label={label} htmlFor={id} required={required} error={error}>
          <InputGroup id={id} type={type} value={value} onValueChange={setValue} aria-invalid={error ? true : undefined} autoFocus fill />
        </FormField>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onCancel} disabled={busy} />
            <Button type="submit" intent="primary" text={props.submitLabel ?? t('common.ok')} loading={busy} />
          </>
        }
      />
    </form>
  );
}

export function InputDialog(props: InputDialogProps) {
  return (
    <ModalDialog isOpen={props.isOpen} title={props.title} onClose={props.onCancel} className="twb-dialog">
      {/* Mounted only while open, so each opening starts from the initial value. */}
      {props.isOpen && <InputDialogForm {...props} />}
    </ModalDialog>
  );
}
