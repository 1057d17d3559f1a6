// Rule 3 of spec 2.4: manual-download parameters come from the query, else are restored from session storage.
import { ManualDownloadService } from '../contracts';
import { manualParamsIn } from '../manual-download-service';
import type { NavigationContext, NavigationStep } from './context';

export function reloadManualDownload(ctx: NavigationContext): NavigationStep {
  const manual = ctx.services.get<ManualDownloadService>(ManualDownloadService);
  if (manualParamsIn(ctx.search)) manual.setFromQuery(ctx.search);
  else manual.restoreFromStorage();
  return undefined;
}
