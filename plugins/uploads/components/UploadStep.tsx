// Step 3 of the wizard: what will be sent, the apply date where the kind is scheduled, the clerks kind's delete option
// with its warning, then the multipart upload with a progress bar. The upload is the confirm call first (dryRun, spec
// 4: the server validates the file again with what only it knows) and then the execute call: a file the server finds
// invalid is refused whole and its problems are listed like the browser's own; a file with warnings (e.g. Keep rows
// whose edits would be ignored) stops to show them apart from errors, and goes when the person presses again.
import { useState } from 'react';
import { Button, Callout, Checkbox, FormGroup, HTMLTable, ProgressBar } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { UploadResponse, UploadValidation } from '../../../core/uploads/calls';
import { uploadKind } from '../../../core/csv';
import { AuthService, ErrorService } from '../../../core/services/contracts';
import { Clock } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/uploads/load-page-messages';
import { CheckboxConfirmDialog, DateInput, formatNumber, PrivacyNoticeDialog, PrivacyNoticeKind, refusalOf, useService } from '../../../web/kit';
import { sendUpload, UploadRejected, type WizardTarget } from '../api';
import { takesStartDate } from '../paths';
import { UploadTransport } from '../upload-transport';
import type { CheckedFile } from './InputStep';
import { ProblemTable } from './ProblemTable';
import { isValidStartDate, japanToday } from './start-date';

export interface UploadStepProps {
  target: WizardTarget;
  checked: CheckedFile;
  onBack: () => void;
  onDone: (response: UploadResponse) => void;
}

/** Files of personal data need the privacy notice agreed first (spec 2.5: kind 2 members, kind 3 clerks). */
function privacyNoticeKind(kind: WizardTarget['kind']): PrivacyNoticeKind | null {
  if (kind === 'members') return PrivacyNoticeKind.BULK_USERS;
  if (kind === 'clerks') return PrivacyNoticeKind.BULK_CORP_CLERKS;
  return null;
}

function progressText(checking: boolean, progress: number): string {
  if (checking) return progress < 1 ? t('uploadPages.upload.checking', { percent: Math.floor(progress * 100) }) : t('uploadPages.upload.checkingWait');
  return progress < 1 ? t('uploadPages.upload.sending', { percent: Math.floor(progress * 100) }) : t('uploadPages.upload.waiting');
}

export function UploadStep({ target, checked, onBack, onDone }: UploadStepProps) {
  useSignals();
  const auth = useService<AuthService>(AuthService);
  const errors = useService<ErrorService>(ErrorService);
  const transport = useService<UploadTransport>(UploadTransport);
  const clock = useService<Clock>(Clock);
  const today = japanToday(clock.now());
  const kind = uploadKind(target.kind);
  const scheduled = takesStartDate(target.kind);
  const [startDate, setStartDate] = useState(today);
  const [deleteExisting, setDeleteExisting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<UploadValidation | null>(null);
  /** The confirm call's answer when it had warnings: shown until the person sends the file anyway. */
  const [serverWarnings, setServerWarnings] = useState<UploadValidation | null>(null);
  const [checking, setChecking] = useState(false);
  const dateValid = !scheduled || isValidStartDate(startDate, today);
  const sending = progress !== null;
  const noticeKind = privacyNoticeKind(target.kind);
  const [notice, setNotice] = useState<'closed' | 'open' | 'agreed' | 'declined'>('closed');
  const [deleteConfirmOpen, setDeleteConfirmOpen] = useState(false);
  /** Uploads that delete what the file leaves out (or the departments it names) need a ticked confirmation. */
  const deletes = (target.kind === 'clerks' && deleteExisting) || target.kind === 'department-delete';

  /** The button: the privacy notice, then the delete confirmation, then the upload; warnings seen mean both were passed. */
  const start = (agreed = notice === 'agreed') => {
    if (serverWarnings) return void upload();
    if (noticeKind !== null && !agreed) return setNotice('open');
    if (deletes) return setDeleteConfirmOpen(true);
    void upload();
  };

  const upload = async () => {
    const corporationId = auth.selectedCorporationId.value;
    const user = auth.user.value;
    if (!corporationId || !dateValid) return;
    setRefusal(null);
    setServerProblems(null);
    const request = {
      corporationId,
      organizationName: user?.organizationName,
      trinityCode: user?.user.attributes.trinityCode,
      uploadDivision: kind.division,
      startDate: scheduled ? startDate : undefined,
      deleteExisting: target.kind === 'clerks' ? deleteExisting : undefined,
      billingId: target.billingId,
      encoding: checked.encoding,
      file: checked.file,
    };
    try {
      if (!serverWarnings) {
        setChecking(true);
        setProgress(0);
        const check = await sendUpload(transport, { ...request, dryRun: true }, setProgress);
        setChecking(false);
        if (!check.valid) {
          setProgress(null);
          setRefusal(check.message);
          setServerProblems(check);
          return;
        }
        if (check.warningCount > 0) {
          setProgress(null);
          setServerWarnings(check);
          return;
        }
      }
      setProgress(0);
      const response = await sendUpload(transport, request, setProgress);
      onDone(response);
    } catch (error) {
      setChecking(false);
      setProgress(null);
      if (error instanceof UploadRejected) {
        setRefusal(error.error.message);
        setServerProblems(error.validation);
        return;
      }
      const refused = refusalOf(error, t('error.conflict'));
      if (refused) setRefusal(refused.message);
      else errors.handle(error);
    }
  };

  return (
    <section className="twb-uploads__step">
      <p>{t('uploadPages.upload.lead')}</p>
      <HTMLTable compact className="twb-detail-table twb-uploads__summary">
        <tbody>
          <tr>
            <th scope="row">{t('uploadPages.upload.kind')}</th>
            <td>{kind.title}</td>
          </tr>
          {target.billingId && (
            <tr>
              <th scope="row">{t('uploadPages.upload.department')}</th>
              <td>{target.departmentName ?? target.billingId}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{t('uploadPages.upload.fileName')}</th>
            <td>{checked.file.name}</td>
          </tr>
          <tr>
            <th scope="row">{t('uploadPages.upload.rowCount')}</th>
            <td>{t('uploadPages.upload.rows', { rows: formatNumber(checked.result.rowCount) })}</td>
          </tr>
        </tbody>
      </HTMLTable>
      {scheduled && (
        <FormGroup
          label={t('uploadPages.upload.startDate')}
          labelFor="twb-uploads-start-date"
          helperText={dateValid ? t('uploadPages.upload.startDateHelp') : t('uploadPages.upload.startDateInvalid')}
          intent={dateValid ? 'none' : 'danger'}
          className={dateValid ? undefined : 'twb-field--invalid'}
        >
          <DateInput
            id="twb-uploads-start-date"
            className="twb-uploads__start-date"
            value={startDate}
            min={today}
            // The field's message is the form group's (below the field): the input adds none of its own.
            error={dateValid ? null : t('uploadPages.upload.startDateInvalid')}
            disabled={sending}
            onChange={setStartDate}
          />
        </FormGroup>
      )}
      {target.kind === 'clerks' && (
        <>
          <Checkbox
            checked={deleteExisting}
            disabled={sending}
            label={t('uploadPages.upload.deleteOption')}
            onChange={(event) => {
              setDeleteExisting(event.currentTarget.checked);
              // The option changes what the server checks (login ids it frees): the warnings seen before no longer hold.
              setServerWarnings(null);
            }}
          />
          {deleteExisting && (
            <Callout intent="warning" icon="warning-sign" role="alert" title={t('uploadPages.upload.deleteWarningTitle')}>
              {t('uploadPages.upload.deleteWarning')}
            </Callout>
          )}
        </>
      )}
      {sending && (
        <div className="twb-uploads__progress" role="status">
          <ProgressBar value={progress} intent="primary" stripes={progress < 1} aria-label={t('uploadPages.upload.progress')} />
          <p>{progressText(checking, progress)}</p>
        </div>
      )}
      {refusal && (
        <Callout intent="danger" role="alert" title={t('uploadPages.upload.failed')}>
          {refusal}
        </Callout>
      )}
      {serverProblems && (
        <>
          <p>{t('uploadPages.upload.serverProblems')}</p>
          <ProblemTable problems={serverProblems.problems} />
        </>
      )}
      {serverWarnings && !sending && (
        <>
          <Callout intent="warning" icon="warning-sign" role="alert" title={t('uploadPages.warnings.title', { count: serverWarnings.warningCount })}>
            {t('uploadPages.upload.warningsLead')}
          </Callout>
          <ProblemTable problems={serverWarnings.warnings} warnings />
        </>
      )}
      {notice === 'declined' && (
        <Callout intent="warning" role="status">
          {t('site.privacyNotice.declined')}
        </Callout>
      )}
      {noticeKind !== null && (
        <PrivacyNoticeDialog
          kind={noticeKind}
          isOpen={notice === 'open'}
          onClose={() => setNotice('declined')}
          onAgree={() => {
            setNotice('agreed');
            start(true);
          }}
        />
      )}
      <CheckboxConfirmDialog
        isOpen={deleteConfirmOpen}
        title={target.kind === 'department-delete' ? t('site.bulkDelete.departmentsTitle') : t('site.bulkDelete.title')}
        checkboxLabel={t('site.bulkDelete.tick')}
        confirmLabel={t('site.bulkDelete.confirm')}
        onCancel={() => setDeleteConfirmOpen(false)}
        onConfirm={() => {
          setDeleteConfirmOpen(false);
          void upload();
        }}
      >
        <p>{target.kind === 'department-delete' ? t('site.bulkDelete.departments') : t('uploadPages.upload.deleteWarning')}</p>
      </CheckboxConfirmDialog>
      <div className="twb-flow__buttons">
        <Button text={serverProblems || serverWarnings ? t('uploadPages.upload.changeFile') : t('common.back')} onClick={onBack} disabled={sending} />
        <Button
          intent={serverWarnings ? 'warning' : 'primary'}
          icon="upload"
          text={serverWarnings ? t('uploadPages.upload.submitAnyway') : t('uploadPages.upload.submit')}
          loading={sending}
          disabled={!dateValid || serverProblems !== null}
          onClick={() => start()}
        />
      </div>
    </section>
  );
}
