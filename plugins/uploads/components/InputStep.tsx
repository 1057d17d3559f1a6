// Step 2 of the wizard: choose the file, read it whole in the browser (encoding detected, or as the person says) and
// list every problem by row and column. Going on is possible only with a file that has none.
import { useEffect, useRef, useState } from 'react';
import { Button, Callout, FileInput, FormGroup, Spinner } from '@blueprintjs/core';
import { SelectInput } from '../../../web/kit';
import { encodingLabel, isCsvEncodingChoice, uploadKind, type CsvEncodingChoice, type CsvValidationResult, type UploadKindName } from '../../../core/csv';
import { t } from '../../../core/i18n';
import '../../../core/uploads/load-page-messages';
import { checkFile } from './file-check';
import { codeColumns, ColumnValuesTable } from './ColumnValuesTable';
import { ProblemTable } from './ProblemTable';

export interface CheckedFile {
  file: File;
  encoding: CsvEncodingChoice;
  result: CsvValidationResult;
}

export interface InputStepProps {
  kind: UploadKindName;
  /** The file checked before (when the person comes back to this step). */
  checked: CheckedFile | null;
  onChecked: (checked: CheckedFile | null) => void;
  onBack: () => void;
  onNext: () => void;
}

const ENCODING_OPTIONS: { value: CsvEncodingChoice; label: string }[] = [
  { value: 'auto', label: t('uploadPages.input.encodingAuto') },
  { value: 'utf8', label: t('uploadPages.input.encodingUtf8') },
  { value: 'cp932', label: t('uploadPages.input.encodingCp932') },
];

export function InputStep({ kind, checked, onChecked, onBack, onNext }: InputStepProps) {
  const [file, setFile] = useState<File | null>(checked?.file ?? null);
  const [encoding, setEncoding] = useState<CsvEncodingChoice>(checked?.encoding ?? 'auto');
  const [checking, setChecking] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  // Only the answer for the latest file and encoding counts: a slow check of an earlier choice is dropped.
  const generation = useRef(0);
  const latest = useRef(onChecked);
  latest.current = onChecked;

  useEffect(() => {
    if (!file) return;
    if (checked && checked.file === file && checked.encoding === encoding) return;
    const mine = ++generation.current;
    setChecking(true);
    setUnreadable(false);
    latest.current(null);
    checkFile(kind, file, encoding).then(
      (result) => {
        if (mine !== generation.current) return;
        setChecking(false);
        latest.current({ file, encoding, result });
      },
      () => {
        if (mine !== generation.current) return;
        setChecking(false);
        setUnreadable(true);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new file or encoding is what asks for a new check
  }, [file, encoding, kind]);

  const result = checked?.file === file ? checked?.result : undefined;
  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file chosen again after editing it in Excel must be read again.
    event.target.value = '';
    if (chosen) {
      setFile(chosen);
      if (checked?.file !== chosen) latest.current(null);
    }
  };

  return (
    <section className="twb-uploads__step">
      <p>{t('uploadPages.input.lead')}</p>
      <div className="twb-uploads__file-row">
        <FormGroup label={t('uploadPages.input.file')} labelFor="twb-uploads-file">
          <FileInput
            text={file?.name ?? t('uploadPages.input.choose')}
            buttonText={t('uploadPages.input.browse')}
            hasSelection={file !== null}
            inputProps={{ id: 'twb-uploads-file', accept: '.csv,text/csv', 'aria-label': t('uploadPages.input.file') }}
            onInputChange={choose}
            fill
          />
        </FormGroup>
        <FormGroup label={t('uploadPages.input.encoding')} labelFor="twb-uploads-encoding">
          <SelectInput
            id="twb-uploads-encoding"
            value={encoding}
            options={ENCODING_OPTIONS}
            onChange={(event) => isCsvEncodingChoice(event.target.value) && setEncoding(event.target.value)}
          />
        </FormGroup>
      </div>
      {checking && (
        // A block, not a paragraph: the spinner is a block of its own (React refused a <div> inside a <p>).
        <div className="twb-uploads__checking" role="status">
          <Spinner size={16} /> {t('uploadPages.input.checking')}
        </div>
      )}
      {unreadable && (
        <Callout intent="danger" role="alert">
          {t('uploadPages.input.unreadable')}
        </Callout>
      )}
      {!checking && result?.valid && (
        <Callout intent="success" role="status" icon="tick-circle">
          {t('uploadPages.input.valid', { rows: result.rowCount, encoding: encodingLabel(result.encoding) })}
        </Callout>
      )}
      {!checking && result && !result.valid && (
        <>
          <Callout intent="danger" role="alert" title={t('uploadPages.input.invalid', { count: result.problemCount })}>
            {result.truncated && t('uploadPages.input.truncated', { shown: result.problems.length, count: result.problemCount })}
          </Callout>
          <ProblemTable problems={result.problems} />
        </>
      )}
      {!checking && result && result.warningCount > 0 && (
        <>
          <Callout intent="warning" icon="warning-sign" title={t('uploadPages.warnings.title', { count: result.warningCount })}>
            {t('uploadPages.warnings.lead')}
          </Callout>
          <ProblemTable problems={result.warnings} warnings />
        </>
      )}
      {codeColumns(uploadKind(kind)).length > 0 && (
        <details className="twb-uploads__values-details">
          <summary>{t('uploadPages.values.show')}</summary>
          <ColumnValuesTable kind={uploadKind(kind)} />
        </details>
      )}
      <div className="twb-flow__buttons">
        <Button text={t('common.back')} onClick={onBack} />
        <Button intent="primary" text={t('common.next')} disabled={checking || !result?.valid} onClick={onNext} />
      </div>
    </section>
  );
}
