// A file made on the server in the background (spec 7, /asynchronousApi): start the job, ask at once and then
// every 5000 ms whether the file is ready, then download it. Timers come from the Clock service, so tests step
// through the polling exactly; leaving the page stops it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { DOWNLOAD_POLL_MS } from '../../core/domain/constants';
import { ErrorService } from '../../core/services/contracts';
import { Clock } from '../../core/platform/tokens';
import { isApiError } from '../../core/api/error';
import { saveFile, type DownloadedFile } from './save-file';
import { useService } from './services-context';

export interface ExportCheck {
  ready: boolean;
  /** 0..1 when the server knows how far it is. */
  progress?: number;
  /** The server gave up making the file: why, in Japanese. */
  failure?: string;
}

export interface AsyncExportSteps {
  /** Starts the job; answers the id of the file being made. */
  start(): Promise<string>;
  check(fileId: string): Promise<ExportCheck>;
  fetch(fileId: string): Promise<DownloadedFile>;
}

export type AsyncExportState =
  | { phase: 'idle' }
  | { phase: 'preparing'; checks: number; progress?: number }
  | { phase: 'downloading' }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; message: string }
  /** Nothing to export, so no file was made (an answer, not a failure): why, in Japanese. Direct exports only. */
  | { phase: 'empty'; message: string };

export interface AsyncExport {
  state: AsyncExportState;
  /** True while a job runs (preparing or downloading). */
  running: boolean;
  run(steps: AsyncExportSteps): Promise<void>;
  /** Stops polling and forgets the job (the server's file simply expires). */
  cancel(): void;
  /** Back to idle after done or failed. */
  dismiss(): void;
}

/**
 * What an export tells of a failed call: a refusal (4xx) is told in the progress view, where the export was asked
 * for; null for an outage (5xx, network), which goes to the system-error banner as everywhere.
 */
export function exportRefusalMessage(error: unknown): string | null {
  return isApiError(error) && error.httpError && error.httpError.httpStatusCode < 500 ? error.message : null;
}

export function useAsyncExport(options: { pollMs?: number; save?: (file: DownloadedFile) => void } = {}): AsyncExport {
  const clock = useService<Clock>(Clock);
  const errors = useService<ErrorService>(ErrorService);
  const [state, setState] = useState<AsyncExportState>({ phase: 'idle' });
  // Each run gets a generation; a cancel or a newer run makes the older one's answers stale.
  const generation = useRef(0);
  const timer = useRef<unknown>(null);
  const pollMs = options.pollMs ?? DOWNLOAD_POLL_MS;
  const save = options.save ?? saveFile;

  const stopTimer = useCallback(() => {
    if (timer.current !== null) clock.clearTimeout(timer.current);
    timer.current = null;
  }, [clock]);

  useEffect(() => () => {
    generation.current += 1;
    stopTimer();
  }, [stopTimer]);

  const fail = useCallback(
    (run: number, error: unknown) => {
      if (run !== generation.current) return;
      const refusal = exportRefusalMessage(error);
      if (refusal !== null) {
        setState({ phase: 'failed', message: refusal });
      } else {
        setState({ phase: 'idle' });
        errors.handle(error);
      }
    },
    [errors],
  );

  const run = useCallback(
    async (steps: AsyncExportSteps) => {
      stopTimer();
      const current = ++generation.current;
      setState({ phase: 'preparing', checks: 0 });
      let fileId: string;
      try {
        fileId = await steps.start();
      } catch (error) {
        fail(current, error);
        return;
      }
      let checks = 0;
      const poll = async (): Promise<void> => {
        if (current !== generation.current) return;
        try {
          const answer = await steps.check(fileId);
          if (current !== generation.current) return;
          checks += 1;
          if (answer.failure !== undefined) {
            setState({ phase: 'failed', message: answer.failure });
            return;
          }
          if (!answer.ready) {
            setState({ phase: 'preparing', checks, progress: answer.progress });
            timer.current = clock.setTimeout(() => void poll(), pollMs);
            return;
          }
          setState({ phase: 'downloading' });
          const file = await steps.fetch(fileId);
          if (current !== generation.current) return;
          save(file);
          setState({ phase: 'done', fileName: file.fileName });
        } catch (error) {
          fail(current, error);
        }
      };
      // The first check goes at once: a small file is often ready before the first interval would end.
      await poll();
    },
    [clock, pollMs, save, fail, stopTimer],
  );

  const cancel = useCallback(() => {
    generation.current += 1;
    stopTimer();
    setState({ phase: 'idle' });
  }, [stopTimer]);

  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);

  const running = state.phase === 'preparing' || state.phase === 'downloading';
  return { state, running, run, cancel, dismiss };
}
