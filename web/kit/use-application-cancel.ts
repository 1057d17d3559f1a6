// The cancel of a change application, whatever its division (spec 4: change applications can be cancelled; one cancel
// call serves divisions 1, 2 and 3): the confirm call, whose preview the page shows in a dialog, then the cancel with the
// lastUpdated that preview answered. A refusal (its day has come, a stale view) is kept for the page to show and the
// application is loaded again; outages go to the system-error banner.
import { useState } from 'react';
import { applicationCalls, type ApplicationCancelPreview, type ApplicationCancelResult } from '../../core/applications/calls';
import { ApiClient } from '../../core/platform/tokens';
import { ErrorService, ToastService } from '../../core/services/contracts';
import { refusalOf } from './refusal';
import { useService } from './services-context';

export interface ApplicationCancelOptions {
  /** Said when the application changed since it was shown (409). */
  conflictMessage: string;
  /** The application as the cancel answered it. */
  onCancelled: (application: ApplicationCancelResult['application']) => void;
  /** Loads the application again after a refusal. */
  reload: () => void;
}

export interface ApplicationCancel {
  /** The confirm call's answer while its dialog is open. */
  preview: ApplicationCancelPreview | null;
  /** A refusal to show above the page, or null. */
  problem: string | null;
  busy: boolean;
  ask(applicationId: string): Promise<void>;
  confirm(): Promise<void>;
  dismiss(): void;
}

export function useApplicationCancel({ conflictMessage, onCancelled, reload }: ApplicationCancelOptions): ApplicationCancel {
  const client = useService<ApiClient>(ApiClient);
  const toasts = useService<ToastService>(ToastService);
  const errors = useService<ErrorService>(ErrorService);
  const [preview, setPreview] = useState<ApplicationCancelPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown) => {
    const found = refusalOf(error, conflictMessage);
    if (!found) return errors.handle(error);
    setPreview(null);
    setProblem(found.message);
    reload();
  };
  const ask = async (applicationId: string) => {
    setProblem(null);
    setBusy(true);
    try {
      setPreview(await client.call(applicationCalls.cancelConfirm, { applicationId }));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const done = await client.call(applicationCalls.cancel, { applicationId: preview.applicationId, lastUpdated: preview.lastUpdated });
      setPreview(null);
      onCancelled(done.application);
      toasts.show(done.message, 'success', 'tick');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return { preview, problem, busy, ask, confirm, dismiss: () => setPreview(null) };
}
