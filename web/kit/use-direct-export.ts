// A file the server answers at once (no background job): first ask whether there is anything to export, so the
// page says so instead of saving an empty file, then download it. Same state and progress view as
// use-async-export, so ExportProgress shows either; leaving the page drops a late answer.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorService } from '../../core/services/contracts';
import { exportRefusalMessage, type AsyncExportState } from './use-async-export';
import { saveFile, type DownloadedFile } from './save-file';
import { useService } from './services-context';

/** The check's answer: go ahead, or why not (nothing to export, or a refusal), in Japanese. */
export type DirectExportCheck = { go: true } | { go: false; empty: boolean; message: string };

export interface DirectExportSteps {
  check(): Promise<DirectExportCheck>;
  fetch(): Promise<DownloadedFile>;
}

export interface DirectExport {
  /** 'downloading' while the check or the download runs; then done, empty or failed. */
  state: AsyncExportState;
  running: boolean;
  run(steps: DirectExportSteps): Promise<void>;
  /** Back to idle after done, empty or failed. */
  dismiss(): void;
}

export function useDirectExport(options: { save?: (file: DownloadedFile) => void } = {}): DirectExport {
  const errors = useService<ErrorService>(ErrorService);
  const [state, setState] = useState<AsyncExportState>({ phase: 'idle' });
  // Each run gets a generation; leaving the page or a newer run makes the older one's answers stale.
  const generation = useRef(0);
  const save = options.save ?? saveFile;

  useEffect(() => () => {
    generation.current += 1;
  }, []);

  const run = useCallback(
    async (steps: DirectExportSteps) => {
      const current = ++generation.current;
      setState({ phase: 'downloading' });
      try {
        const answer = await steps.check();
        if (current !== generation.current) return;
        if (!answer.go) {
          setState(answer.empty ? { phase: 'empty', message: answer.message } : { phase: 'failed', message: answer.message });
          return;
        }
        const file = await steps.fetch();
        if (current !== generation.current) return;
        save(file);
        setState({ phase: 'done', fileName: file.fileName });
      } catch (error) {
        if (current !== generation.current) return;
        const refusal = exportRefusalMessage(error);
        setState(refusal !== null ? { phase: 'failed', message: refusal } : { phase: 'idle' });
        if (refusal === null) errors.handle(error);
      }
    },
    [errors, save],
  );

  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, running: state.phase === 'downloading', run, dismiss };
}
