// The inputs a loader last started a load for, kept so that new inputs count as loading from the very render that
// brings them. A loader's effect (which starts the load and sets its own `loading`) runs only after that render is
// painted; in between, the previous answer would be on screen as if it answered the new inputs.
import { useRef, type DependencyList } from 'react';

export interface PendingInputs {
  /** True while the load for this render's inputs has not been started yet. */
  pending: boolean;
  /** Called by the loader's effect as it starts the load for this render's inputs. */
  started: () => void;
}

export function usePendingInputs(inputs: DependencyList): PendingInputs {
  const startedFor = useRef<DependencyList | null>(null);
  return {
    pending: !sameInputs(startedFor.current, inputs),
    started: () => {
      startedFor.current = inputs;
    },
  };
}

function sameInputs(a: DependencyList | null, b: DependencyList): boolean {
  return a !== null && a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}
