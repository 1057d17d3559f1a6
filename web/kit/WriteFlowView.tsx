// The screens of the input -> confirm -> complete flow: a step indicator, the page's own step content,
// and the buttons that move between steps, so every write looks and behaves alike.
import { useRef, type FormEvent, type ReactNode } from 'react';
import { Button, Callout, Icon } from '@blueprintjs/core';
import { t } from '../../core/i18n';
import type { FlowStep, WriteFlow } from './use-write-flow';
import { useFocusFirstInvalid } from './focus-first-invalid';

export interface WriteFlowViewProps<Values, Confirmation, Result> {
  flow: WriteFlow<Values, Confirmation, Result>;
  renderInput: () => ReactNode;
  /** The review of the values; required when the flow has a confirm step. */
  renderConfirm?: () => ReactNode;
  completeText: string;
  /** Links or buttons under the success text (back to the list, home ...). */
  completeActions?: ReactNode;
  submitLabel?: string;
  executeLabel?: string;
  /** The step indicator helps long forms; short sign-in style forms leave it out. */
  showSteps?: boolean;
}

function StepIndicator({ step, steps }: { step: FlowStep; steps: readonly FlowStep[] }) {
  const labels: Record<FlowStep, string> = {
    input: t('flow.step.input'),
    confirm: t('flow.step.confirm'),
    complete: t('flow.step.complete'),
  };
  const current = steps.indexOf(step);
  return (
    <ol className="twb-flow-steps" aria-label={t('flow.steps')}>
      {steps.map((name, index) => (
        <li
          key={name}
          className={index === current ? 'twb-flow-steps__item twb-flow-steps__item--current' : 'twb-flow-steps__item'}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="twb-flow-steps__number">{index + 1}</span>
          {labels[name]}
        </li>
      ))}
    </ol>
  );
}

export function WriteFlowView<Values, Confirmation, Result>(props: WriteFlowViewProps<Values, Confirmation, Result>) {
  const { flow } = props;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, flow.invalidSubmits);
  const steps: FlowStep[] = flow.hasConfirmStep ? ['input', 'confirm', 'complete'] : ['input', 'complete'];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submitInput();
  };

  return (
    <div className="twb-flow">
      {props.showSteps !== false && <StepIndicator step={flow.step} steps={steps} />}
      {flow.formError && (
        <Callout intent="danger" className="twb-flow__form-error" role="alert">
          {flow.formError}
        </Callout>
      )}
      {flow.step === 'input' && (
        <form ref={form} onSubmit={onSubmit} noValidate className="twb-flow__form">
          {props.renderInput()}
          <div className="twb-flow__buttons">
            <Button
              type="submit"
              intent="primary"
              loading={flow.busy}
              text={props.submitLabel ?? (flow.hasConfirmStep ? t('flow.toConfirm') : t('common.execute'))}
            />
          </div>
        </form>
      )}
      {flow.step === 'confirm' && (
        <div className="twb-flow__confirm">
          <p>{t('flow.confirmLead')}</p>
          {props.renderConfirm?.()}
          <div className="twb-flow__buttons">
            <Button text={t('common.back')} onClick={flow.back} disabled={flow.busy} />
            <Button intent="primary" loading={flow.busy} text={props.executeLabel ?? t('common.execute')} onClick={() => void flow.execute()} />
          </div>
        </div>
      )}
      {flow.step === 'complete' && (
        <div className="twb-flow__complete" role="status">
          <p className="twb-flow__complete-text">
            <Icon icon="tick-circle" intent="success" size={20} />
            <span>{props.completeText}</span>
          </p>
          {props.completeActions && <div className="twb-flow__buttons">{props.completeActions}</div>}
        </div>
      )}
    </div>
  );
}
