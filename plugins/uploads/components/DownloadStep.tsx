// Step 1 of the wizard: the current data (or the empty form of a kind that adds new records) as a CSV to edit in
// Excel, in UTF-8 with BOM or CP932, made by the server with formula-like cells escaped. Optional: a person who has
// the file ready goes straight on.
import { useState } from 'react';
import { Button, Callout, Radio, RadioGroup } from '@blueprintjs/core';
import type { UploadTemplateEncoding } from '../../../core/uploads/calls';
import { choiceTextOf, uploadKind } from '../../../core/csv';
import { MEMBER_ACTION_CHOICES, MemberAction } from '../../../core/csv/kinds/members';
import { ErrorService, ToastService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/uploads/load-page-messages';
import { refusalOf, saveFile, useService, Heading } from '../../../web/kit';
import { downloadTemplate, type WizardTarget } from '../api';
import { codeColumns, ColumnValuesTable } from './ColumnValuesTable';

/** Kinds whose download is the header row alone (registration adds records; deletion starts empty so that it deletes nothing as it is). */
const EMPTY_FORM_KINDS = new Set(['department-register', 'department-delete']);

export function DownloadStep({ target, onNext }: { target: WizardTarget; onNext: () => void }) {
  const client = useService<ApiClient>(ApiClient);
  const errors = useService<ErrorService>(ErrorService);
  const toasts = useService<ToastService>(ToastService);
  const [encoding, setEncoding] = useState<UploadTemplateEncoding>('utf8');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const kind = uploadKind(target.kind);

  const download = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const file = await downloadTemplate(client, target, encoding);
      const fileName = file.fileName ?? `${target.kind}.csv`;
      saveFile({ fileName, data: file.data, contentType: file.contentType });
      toasts.show(t('uploadPages.download.done', { fileName }), 'success', 'download');
    } catch (error) {
      const refused = refusalOf(error, t('error.conflict'));
      if (refused) setRefusal(refused.message);
      else errors.handle(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="twb-uploads__step">
      <p>{EMPTY_FORM_KINDS.has(target.kind) ? t('uploadPages.download.leadEmpty') : t('uploadPages.download.lead')}</p>
      <p className="twb-uploads__columns">
        <strong>{t('uploadPages.download.columns')}</strong>: {kind.columns.map((c) => c.header).join('、')}
      </p>
      {target.kind === 'members' && (
        <p>
          {t('uploadPages.download.membersKeep', {
            keep: choiceTextOf(MEMBER_ACTION_CHOICES, MemberAction.KEEP),
            edit: choiceTextOf(MEMBER_ACTION_CHOICES, MemberAction.EDIT),
          })}
        </p>
      )}
      {codeColumns(kind).length > 0 && (
        <section className="twb-uploads__values-section" aria-labelledby="twb-uploads-values-title">
          <Heading id="twb-uploads-values-title" className="twb-uploads__values-title">{t('uploadPages.values.title')}</Heading>
          <p>{t('uploadPages.values.lead')}</p>
          <ColumnValuesTable kind={kind} />
        </section>
      )}
      <RadioGroup
        label={t('uploadPages.download.encoding')}
        selectedValue={encoding}
        onChange={(event) => setEncoding(event.currentTarget.value === 'cp932' ? 'cp932' : 'utf8')}
      >
        <Radio value="utf8" label={t('uploadPages.download.encodingUtf8')} />
        <Radio value="cp932" label={t('uploadPages.download.encodingCp932')} />
      </RadioGroup>
      <p className="twb-uploads__note">{t('uploadPages.download.encodingHelp')}</p>
      <p className="twb-uploads__note">{t('uploadPages.download.formulaNote')}</p>
      {refusal && (
        <Callout intent="danger" role="alert" title={t('common.refused')}>
          {refusal}
        </Callout>
      )}
      <Button icon="download" text={t('uploadPages.download.button')} loading={busy} onClick={() => void download()} />
      <p className="twb-uploads__note">{t('uploadPages.download.skip')}</p>
      <div className="twb-flow__buttons">
        <Button intent="primary" text={t('common.next')} onClick={onNext} />
      </div>
    </section>
  );
}
