// The step indicator of a multi-step wizard (the four-step CSV upload: download, input, upload, complete): the
// steps in order, the current one marked for sight and for screen readers, the finished ones ticked.
import { Icon } from '@blueprintjs/core';

export interface WizardStepsProps {
  /** The steps' labels, in order. */
  labels: readonly string[];
  /** Index of the current step. */
  current: number;
  /** The list's accessible name. */
  ariaLabel: string;
}

export function WizardSteps({ labels, current, ariaLabel }: WizardStepsProps) {
  return (
    <ol className="twb-flow-steps twb-wizard-steps" aria-label={ariaLabel}>
      {labels.map((label, index) => {
        const state = index === current ? 'current' : index < current ? 'done' : 'todo';
        return (
          <li
            key={label}
            className={`twb-flow-steps__item twb-wizard-steps__item--${state}${state === 'current' ? ' twb-flow-steps__item--current' : ''}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="twb-flow-steps__number">{state === 'done' ? <Icon icon="tick" size={12} /> : index + 1}</span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}
