// Loads what a clerk page shows (a list, or one clerk). What the viewer may not see (another department's clerks,
// 403) or what does not exist (404, or an id that is not one, 400) is told on the page itself, as the member
// pages do; outages go to the shell's system-error banner and stay in `error`, for the page to offer 再読み込み
// (kit LoadFailedState, RecordPending). The shell's permission flag is left alone: it belongs
// to a denied route and would otherwise greet the person again on their next visit home.
import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { isApiError } from '../../../core/api/error';
import { ErrorService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { useService } from '../../../web/kit';

export interface ClerkLoad<T> {
  data: T | undefined;
  loading: boolean;
  /** Why nothing can be shown (permission or not found), or null. */
  refusal: string | null;
  /** The outage (5xx, no answer) that kept the last load from answering, or null. */
  error: unknown;
  reload: () => void;
}

type LoadOutcome<T> = Omit<ClerkLoad<T>, 'reload'>;

export function useClerkLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, notFound: string): ClerkLoad<T> {
  const errors = useService<ErrorService>(ErrorService);
  const [state, setState] = useState<LoadOutcome<T>>({ data: undefined, loading: true, refusal: null, error: null });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, refusal: null }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, refusal: null, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = isApiError(error) ? error.status : undefined;
        const refusal = status === 403 ? t('error.permission') : status === 404 || status === 400 ? notFound : null;
        setState({ data: undefined, loading: false, refusal, error: refusal ? null : error });
        if (!refusal) errors.handle(error);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to reload
  }, [...deps, errors, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}
