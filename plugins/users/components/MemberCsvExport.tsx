// CSV export of the filtered member list through the asynchronous pair (spec 7): PATCH
// /asynchronousApi/transfer/selectedMemberListCSV starts the file, downloadFile/valid is asked every
// 5000 ms, then the file is downloaded. UTF-8 with BOM by default (Japanese Excel), CP932 on request.
import { useId, useState } from 'react';
import { Button, HTMLSelect } from '@blueprintjs/core';
import { memberCalls } from '../../../core/api/calls-members';
import { CSV_EXPORT_ENCODINGS, type CsvExportEncoding, type MemberSearchFilter, type MemberSortColumn, type MemberSortOrder } from '../../../core/domain/member';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import { useService, type AsyncExport, type AsyncExportSteps } from '../../../web/kit';
import { startMemberExport } from '../api';

export interface MemberCsvExportProps {
  filter: MemberSearchFilter;
  sort: MemberSortColumn;
  sortOrder: MemberSortOrder;
  /** Spec 3's default filter: the export is then the whole member list. */
  isDefault: boolean;
  /** The page owns the export, so that its progress can show across the page's width. */
  exporter: AsyncExport;
}

const FALLBACK_FILE_NAME = 'members.csv';

export function MemberCsvExport({ filter, sort, sortOrder, isDefault, exporter }: MemberCsvExportProps) {
  const client = useService<ApiClient>(ApiClient);
  const [encoding, setEncoding] = useState<CsvExportEncoding>('utf-8');
  const encodingId = useId();

  const steps: AsyncExportSteps = {
    start: () => startMemberExport(client, { ...filter, sort, sortOrder, encoding }),
    check: async (downloadFileId) => {
      const answer = await client.call(memberCalls.downloadFileValid, { downloadFileId });
      if (answer.status === 'failed') return { ready: false, failure: answer.message ?? t('list.export.failed') };
      return { ready: answer.valid && answer.status === 'ready' };
    },
    fetch: async (downloadFileId) => {
      const file = await client.download(memberCalls.downloadFile, { downloadFileId });
      return { fileName: file.fileName ?? FALLBACK_FILE_NAME, data: file.data, contentType: file.contentType };
    },
  };

  return (
    <div className="twb-member-export">
      <label className="twb-member-export__encoding" htmlFor={encodingId}>{t('users.list.encoding')}</label>
      <HTMLSelect id={encodingId} value={encoding} disabled={exporter.running} onChange={(event) => setEncoding(event.currentTarget.value as CsvExportEncoding)}>
        {CSV_EXPORT_ENCODINGS.map((value) => (
          <option key={value} value={value}>{t(`users.list.encoding.${value}`)}</option>
        ))}
      </HTMLSelect>
      <Button
        icon="export"
        text={exporter.running ? t('users.list.exportRunning') : isDefault ? t('users.list.exportAll') : t('users.list.exportFiltered')}
        loading={exporter.running}
        onClick={() => void exporter.run(steps)}
      />
    </div>
  );
}
