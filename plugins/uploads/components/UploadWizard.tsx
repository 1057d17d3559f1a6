// The four-step upload wizard (spec 2.2: Download, Input, Upload, Complete) shared by every upload route. Before any
// step it asks whether a transfer application is pending (spec 4); while one is, the wizard shows why it is blocked
// and offers nothing to send.
import '../uploads.css';
import { useEffect, useRef, useState } from 'react';
import { Callout, Spinner } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { UploadResponse } from '../../../core/uploads/calls';
import { AuthService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/uploads/load-page-messages';
import { useLoadedData, useService, useUrlStep, WizardSteps } from '../../../web/kit';
import { pendingTransferMessage, type WizardTarget } from '../api';
import { CompleteStep } from './CompleteStep';
import { DownloadStep } from './DownloadStep';
import { InputStep, type CheckedFile } from './InputStep';
import { UploadStep } from './UploadStep';

const STEP_LABELS = [t('uploadPages.step.download'), t('uploadPages.step.input'), t('uploadPages.step.upload'), t('uploadPages.step.complete')];

/** The steps as the URL names them (?step=input); the download step is the page without the parameter. */
const STEPS = ['download', 'input', 'upload', 'complete'] as const;
type Step = (typeof STEPS)[number];

export function UploadWizard({ target }: { target: WizardTarget }) {
  useSignals();
  const client = useService<ApiClient>(ApiClient);
  const auth = useService<AuthService>(AuthService);
  const corporationId = auth.selectedCorporationId.value;
  const block = useLoadedData((signal) => (corporationId ? pendingTransferMessage(client, corporationId, signal) : Promise.resolve(null)), [client, corporationId]);
  const [checked, setChecked] = useState<CheckedFile | null>(null);
  const [response, setResponse] = useState<UploadResponse | null>(null);
  // Each step has its own history entry. After a reload the file is gone: the upload step falls back to choosing
  // the file, and the complete step (whose answer is gone too) to the start, never to a half-filled step.
  const { step, go, back } = useUrlStep<Step>({
    steps: STEPS,
    resolve: (wanted) => {
      if (wanted === 'complete') return response ? 'complete' : 'download';
      if (wanted === 'upload') return checked && checked.result.valid ? 'upload' : 'input';
      return wanted;
    },
  });

  // Back from the complete step (its entry replaced the upload step's) starts with a new file: that one is sent.
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === 'complete' && step !== 'complete') {
      setChecked(null);
      setResponse(null);
    }
    shown.current = step;
  }, [step]);

  const again = () => {
    setChecked(null);
    setResponse(null);
    go('input', { replace: true });
  };

  let body;
  if (block.loading) body = <Spinner size={24} />;
  else if (block.error) body = null;
  else if (block.data !== null && block.data !== undefined) {
    body = (
      <Callout intent="warning" icon="disable" role="alert" title={t('uploadPages.blocked')}>
        {block.data !== t('uploadPages.blocked') && block.data !== '' && <p>{block.data}</p>}
        <p>{t('uploadPages.blockedDetail')}</p>
      </Callout>
    );
  } else if (step === 'download') body = <DownloadStep target={target} onNext={() => go('input')} />;
  else if (step === 'input') body = <InputStep kind={target.kind} checked={checked} onChecked={setChecked} onBack={() => back('download')} onNext={() => go('upload')} />;
  else if (step === 'upload' && checked) {
    body = (
      <UploadStep
        target={target}
        checked={checked}
        onBack={() => back('input')}
        onDone={(answer) => {
          setResponse(answer);
          // In place of the upload step, so that back cannot send the same file again.
          go('complete', { replace: true });
        }}
      />
    );
  } else if (response) body = <CompleteStep kind={target.kind} response={response} onAgain={again} />;

  return (
    <div className="twb-uploads">
      <WizardSteps labels={STEP_LABELS} current={STEPS.indexOf(step)} ariaLabel={t('uploadPages.steps')} />
      {body}
    </div>
  );
}
