// One download at a time on a charges page (invoice PDF, CSV, Excel) through the kit's direct export: the progress
// view shows while the server makes the file, the spec 8 message when the month has nothing to put in it, and which
// button asked, so only that one spins.
import { useState } from 'react';
import type { FileResponse } from '../../../core/api/client-types';
import { useDirectExport, type DirectExport, type DirectExportCheck } from '../../../web/kit';

export interface ChargeDownload {
  exporter: DirectExport;
  /** The key of the running download, or null. */
  running: string | null;
  /** Starts the download named `key`; `check` first when given (the Excel check), `fallbackName` when the server sends none. */
  start(key: string, fetch: () => Promise<FileResponse>, fallbackName: string, check?: () => Promise<DirectExportCheck>): void;
}

export function useChargeDownload(): ChargeDownload {
  const exporter = useDirectExport();
  const [key, setKey] = useState<string | null>(null);
  const start: ChargeDownload['start'] = (next, fetch, fallbackName, check) => {
    setKey(next);
    void exporter.run({
      check: check ?? (async () => ({ go: true })),
      fetch: async () => {
        const file = await fetch();
        return { fileName: file.fileName ?? fallbackName, data: file.data, contentType: file.contentType };
      },
    });
  };
  return { exporter, running: exporter.running ? key : null, start };
}
