// Loads what a page shows when it mounts (and when its inputs change); failures go to ErrorService,
// so a page only renders data, a spinner, or nothing.
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { ErrorService } from '../../core/services/contracts';
import { useService } from './services-context';
import { usePendingInputs } from './use-pending-inputs';

export interface LoadedData<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

export function useLoadedData<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): LoadedData<T> {
  const errors = useService<ErrorService>(ErrorService);
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const inputs = usePendingInputs([...deps, generation]);

  useEffect(() => {
    inputs.started();
    // Each run owns an abort signal, so an answer for inputs the page has since left is dropped.
    const controller = new AbortController();
    setLoading(true);
    loadRef.current(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure);
        setLoading(false);
        errors.handle(failure);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to reload
  }, [...deps, generation, errors]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, loading: loading || inputs.pending, error, reload };
}

