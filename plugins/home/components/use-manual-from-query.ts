// Home's manual rule (spec 2.4): a manual named in the query (or pending from before the sign-in) is
// downloaded on arrival, then the parameters are cleared so a reload does not download it again.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ManualDownloadService, ToastService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import '../../../core/home/load-messages';
import { saveFile, useService } from '../../../web/kit';

const MANUAL_QUERY_KEYS = ['manualName', 'manualType'] as const;

/** Returns the failure message to show, or null. */
export function useManualFromQuery(): string | null {
  const manuals = useService<ManualDownloadService>(ManualDownloadService);
  const toasts = useService<ToastService>(ToastService);
  const [searchParams, setSearchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  // The effect may run twice for one arrival (strict mode, the query being cleared); download once.
  const started = useRef(false);
  const pending = manuals.queryParams().manualName;

  useEffect(() => {
    if (!pending || started.current) return;
    started.current = true;
    manuals
      .download()
      .then(
        (file) => {
          saveFile(file);
          toasts.show(t('home.manual.downloaded'), 'success');
        },
        // The user came by a link (a mail, another site) and may not know where manuals are: the spec's variant
        // that points to the admin site's own download (the help cards and /Manual).
        () => setFailure(t('manual.downloadFailedAdminSite')),
      )
      .finally(() => {
        // Cleared on failure too: retrying belongs to the help cards, not to every later visit.
        manuals.clear();
        if (MANUAL_QUERY_KEYS.some((key) => searchParams.has(key))) {
          const next = new URLSearchParams(searchParams);
          for (const key of MANUAL_QUERY_KEYS) next.delete(key);
          setSearchParams(next, { replace: true, preventScrollReset: true });
        }
      });
  }, [pending, manuals, toasts, searchParams, setSearchParams]);

  return failure;
}
