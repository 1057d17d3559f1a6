// The body of a dialog whose form is a one-step write flow (no confirm call): the lead, the refusal callout,
// the fields, and Cancel / submit in the footer. Account menu dialogs share it.
import { useRef, type ReactNode } from 'react';
import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { t } from '../../core/i18n';
import type { WriteFlow } from './use-write-flow';
import { useFocusFirstInvalid } from './focus-first-invalid';

export interface FlowDialogFormProps<V extends object> {
  flow: WriteFlow<V, unknown, unknown>;
  lead: string;
  submitLabel: string;
  onClose: () => void;
  children: ReactNode;
}

export function FlowDialogForm<V extends object>({ flow, lead, submitLabel, onClose, children }: FlowDialogFormProps<V>) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, flow.invalidSubmits);
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.submitInput();
      }}
    >
      <DialogBody>
        <p>{lead}</p>
        {flow.formError && (
          <Callout intent="danger" role="alert" className="twb-flow__form-error">
            {flow.formError}
          </Callout>
        )}
        {children}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} disabled={flow.busy} />
            <Button type="submit" intent="primary" text={submitLabel} loading={flow.busy} />
          </>
        }
      />
    </form>
  );
}
