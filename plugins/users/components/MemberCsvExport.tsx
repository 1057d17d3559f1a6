// The member list's CSV exports (spec 7, Bulk CSV), sharing one encoding choice (UTF-8 with BOM by default for
// Japanese Excel, CP932 on request):
// - the filtered list, through the asynchronous pair: PATCH /asynchronousApi/transfer/selectedMemberListCSV starts
//   the file, downloadFile/valid is asked every 5000 ms, then the file is downloaded;
// - the whole list (every member the viewer reaches, deleted ones included), answered at once: GET
//   /transfer/memberListCSV/check first, so that an empty list is told rather than saved as a header-only file,
//   then POST /transfer/memberListCSV.
import { useId, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { memberCalls } from '../../../core/users/calls';
import { CSV_EXPORT_ENCODINGS, type CsvExportEncoding, type MemberSearchFilter, type MemberSortColumn, type MemberSortOrder } from '../../../core/users/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/users/load-page-messages';
import { SelectInput, SelectOption, useService, type AsyncExport, type AsyncExportSteps, type DirectExport, type DirectExportSteps } from '../../../web/kit';
import { checkMemberListCsv, downloadMemberListCsv, startMemberExport } from '../api';

export interface MemberCsvExportProps {
  filter: MemberSearchFilter;
  sort: MemberSortColumn;
  sortOrder: MemberSortOrder;
  /** The page owns both exports, so that their progress can show across the page's width. */
  exporter: AsyncExport;
  wholeList: DirectExport;
}

const FALLBACK_FILE_NAME = 'members.csv';

export function MemberCsvExport({ filter, sort, sortOrder, exporter, wholeList }: MemberCsvExportProps) {
  const client = useService<ApiClient>(ApiClient);
  const [encoding, setEncoding] = useState<CsvExportEncoding>('utf-8');
  const encodingId = useId();
  // One export at a time: both share the encoding and the place where their progress shows.
  const busy = exporter.running || wholeList.running;

  const filteredSteps: AsyncExportSteps = {
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

  const wholeListSteps: DirectExportSteps = {
    check: async () => {
      const answer = await checkMemberListCsv(client, encoding);
      if (answer.downloadable) return { go: true };
      return { go: false, empty: answer.reason === 'empty', message: answer.message ?? t('list.export.failed') };
    },
    fetch: async () => {
      const file = await downloadMemberListCsv(client, encoding);
      return { fileName: file.fileName ?? FALLBACK_FILE_NAME, data: file.data, contentType: file.contentType };
    },
  };

  // The other export's last message would tell of another file: it goes when a new export starts.
  const exportFiltered = () => {
    wholeList.dismiss();
    void exporter.run(filteredSteps);
  };
  const exportWholeList = () => {
    exporter.dismiss();
    void wholeList.run(wholeListSteps);
  };

  return (
    <div className="twb-member-export" role="group" aria-label={t('users.list.exportGroup')}>
      <label className="twb-member-export__encoding" htmlFor={encodingId}>{t('users.list.encoding')}</label>
      <SelectInput id={encodingId} value={encoding} disabled={busy} onChange={(event) => setEncoding(event.currentTarget.value as CsvExportEncoding)}>
        {CSV_EXPORT_ENCODINGS.map((value) => (
          <SelectOption key={value} value={value} label={t(`users.list.encoding.${value}`)} />
        ))}
      </SelectInput>
      <Button
        icon="export"
        text={exporter.running ? t('users.list.exportRunning') : t('users.list.exportFiltered')}
        loading={exporter.running}
        disabled={wholeList.running}
        onClick={exportFiltered}
      />
      <Button
        icon="download"
        text={t('users.list.exportWholeList')}
        title={t('users.list.exportWholeListHint')}
        loading={wholeList.running}
        disabled={exporter.running}
        onClick={exportWholeList}
      />
    </div>
  );
}
