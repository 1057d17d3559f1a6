// The four-step upload wizard (spec 2.2: Download, Input, Upload, Complete) shared by every upload route. Before any
// step it asks whether a transfer application is pending (spec 4); while one is, the wizard shows why it is blocked
// and offers nothing to send.
import '../uploads.css';
import { useState } from 'react';
import { Callout, Spinner } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { UploadResponse } from '../../../core/api/calls-uploads';
import { AuthService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import { useLoadedData, useService, WizardSteps } from '../../../web/kit';
import { pendingTransferMessage, type WizardTarget } from '../api';
import { CompleteStep } from './CompleteStep';
import { DownloadStep } from './DownloadStep';
import { InputStep, type CheckedFile } from './InputStep';
import { UploadStep } from './UploadStep';

const STEP_LABELS = [t('uploadPages.step.download'), t('uploadPages.step.input'), t('uploadPages.step.upload'), t('uploadPages.step.complete')];

type Step = 0 | 1 | 2 | 3;

export function UploadWizard({ target }: { target: WizardTarget }) {
  useSignals();
  const client = useService<ApiClient>(ApiClient);
  const auth = useService<AuthService>(AuthService);
  const corporationId = auth.selectedCorporationId.value;
  const block = useLoadedData((signal) => (corporationId ? pendingTransferMessage(client, corporationId, signal) : Promise.resolve(null)), [client, corporationId]);
  const [step, setStep] = useState<Step>(0);
  const [checked, setChecked] = useState<CheckedFile | null>(null);
  const [response, setResponse] = useState<UploadResponse | null>(null);

  const again = () => {
    setChecked(null);
    setResponse(null);
    setStep(1);
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
  } else if (step === 0) body = <DownloadStep target={target} onNext={() => setStep(1)} />;
  else if (step === 1) body = <InputStep kind={target.kind} checked={checked} onChecked={setChecked} onBack={() => setStep(0)} onNext={() => setStep(2)} />;
  else if (step === 2 && checked) {
    body = (
      <UploadStep
        target={target}
        checked={checked}
        onBack={() => setStep(1)}
        onDone={(answer) => {
          setResponse(answer);
          setStep(3);
        }}
      />
    );
  } else if (response) body = <CompleteStep kind={target.kind} response={response} onAgain={again} />;

  return (
    <div className="twb-uploads">
      <WizardSteps labels={STEP_LABELS} current={step} ariaLabel={t('uploadPages.steps')} />
      {body}
    </div>
  );
}
