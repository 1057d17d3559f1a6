// Loads one record (a member, a department, an application) for a page. One the viewer may not see (403, or 404
// as the server answers for another department) or that does not exist is told on the page itself; outages go to
// the system-error banner and kept in `error`, so that the page says the record could not be loaded and offers
// 再読み込み (kit RecordPending) rather than drawing nothing. setRecord takes the record a write answered with; reload
// fetches it again.
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../core/api/error';
import { ErrorService } from '../../core/services/contracts';
import { t, type MessageKey } from '../../core/i18n';
import { useService } from './services-context';
import { usePendingInputs } from './use-pending-inputs';

export interface LoadedRecord<T> {
  record: T | null;
  loading: boolean;
  /** Why the record cannot be shown, or null. */
  refusal: string | null;
  /** The outage (5xx, no answer) that kept the last load from bringing the record, or null. */
  error: unknown;
  setRecord: (record: T) => void;
  reload: () => void;
}

export function useRecord<T>(load: (signal: AbortSignal) => Promise<T>, id: string, notFoundKey: MessageKey): LoadedRecord<T> {
  const errors = useService<ErrorService>(ErrorService);
  const [record, setRecord] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  const inputs = usePendingInputs([id, generation]);

  useEffect(() => {
    inputs.started();
    const controller = new AbortController();
    setLoading(true);
    load(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setRecord(answer);
        setRefusal(null);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        setRecord(null);
        const status = isApiError(failure) ? failure.status : undefined;
        const refused = status === 403 ? t('error.permission') : status === 404 || status === 400 ? t(notFoundKey) : null;
        setRefusal(refused);
        setError(refused === null ? failure : null);
        if (refused === null) errors.handle(failure);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the id decides what is loaded
  }, [errors, id, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { record, loading: loading || inputs.pending, refusal, error, setRecord, reload };
}
