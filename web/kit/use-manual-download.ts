// A manual downloaded from a button (the help cards, the manuals page): which one is on its way, whether the last
// try failed (the page shows its own message), and the download itself, saved as a file.
import { useState } from 'react';
import { ManualDownloadService } from '../../core/services/contracts';
import { saveFile } from './save-file';
import { useService } from './services-context';

export interface ManualDownload {
  /** The manual being downloaded, or null. */
  downloading: string | null;
  failed: boolean;
  download: (manualName: string) => Promise<void>;
}

export function useManualDownload(): ManualDownload {
  const manuals = useService<ManualDownloadService>(ManualDownloadService);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (manualName: string): Promise<void> => {
    setDownloading(manualName);
    setFailed(false);
    try {
      saveFile(await manuals.download(manualName));
    } catch {
      setFailed(true);
    } finally {
      setDownloading(null);
    }
  };
  return { downloading, failed, download };
}
