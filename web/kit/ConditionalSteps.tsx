// Flow input steps of spec 2.5: each step shows only when the answers before it match its condition, and a step
// that does not show hides the steps after it, so a form asks only what the earlier answers make relevant.
import { Fragment, type ReactNode } from 'react';

export interface ConditionalStep<Values> {
  id: string;
  /** Whether this step applies, from the answers so far; always when absent. */
  when?: (values: Values) => boolean;
  render: () => ReactNode;
}

/** The ids of the steps shown for these answers: those before the first whose condition fails. */
export function shownSteps<Values>(steps: readonly ConditionalStep<Values>[], values: Values): string[] {
  const shown: string[] = [];
  for (const step of steps) {
    if (step.when && !step.when(values)) break;
    shown.push(step.id);
  }
  return shown;
}

export function ConditionalSteps<Values>({ steps, values }: { steps: readonly ConditionalStep<Values>[]; values: Values }) {
  const shown = new Set(shownSteps(steps, values));
  return (
    <>
      {steps
        .filter((step) => shown.has(step.id))
        .map((step) => (
          <Fragment key={step.id}>{step.render()}</Fragment>
        ))}
    </>
  );
}
