// The CSV and Excel downloads of a month and division: what to put in the file (all lines, per department, per
// member and resource), the CSV's encoding (UTF-8 with BOM for Excel, or CP932), and the Excel check first so an empty
// month says 対象月の請求明細はありません instead of saving an empty workbook.
import { useId, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { CHARGE_OUTPUT_TYPE, type ChargeDivision, type ChargeOutputType } from '../../../core/charges/domain';
import { CSV_EXPORT_ENCODINGS, type CsvExportEncoding } from '../../../core/users/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/charges/load-messages';
import { SelectInput, SelectOption, useService } from '../../../web/kit';
import { checkChargeExcel, downloadChargeCsv, downloadChargeExcel } from '../api';
import type { ChargeDownload } from './use-charge-download';

const OUTPUT_TYPES = Object.values(CHARGE_OUTPUT_TYPE);
const ENCODING_LABELS: Record<CsvExportEncoding, MessageKey> = { 'utf-8': 'charges.encoding.utf8', cp932: 'charges.encoding.cp932' };
const outputTypeText = (type: number): string => t(`charges.outputType.${type}` as MessageKey);

export interface ChargeDownloadsProps {
  division: ChargeDivision;
  /** yyyy/MM */
  month: string;
  /** Comma-joined department ids of the page's filter, if any. */
  organizationId?: string;
  download: ChargeDownload;
}

export function ChargeDownloads({ division, month, organizationId, download }: ChargeDownloadsProps) {
  const client = useService<ApiClient>(ApiClient);
  const [outputType, setOutputType] = useState<ChargeOutputType>(CHARGE_OUTPUT_TYPE.all);
  const [encoding, setEncoding] = useState<CsvExportEncoding>('utf-8');
  const id = useId();
  const query = { month, chargeDivision: division, outputType, ...(organizationId ? { organizationId } : {}) };
  const names = { month: month.replace('/', ''), type: outputTypeText(outputType) };
  const busy = download.running !== null;

  const csv = () => download.start('csv', () => downloadChargeCsv(client, { ...query, encoding }), t('charges.file.csv', names));
  const excel = () =>
    download.start('excel', () => downloadChargeExcel(client, query), t('charges.file.xlsx', names), async () => {
      const check = await checkChargeExcel(client, query);
      return check.available ? { go: true } : { go: false, empty: true, message: check.message ?? t('charges.noInvoice') };
    });

  return (
    <section className="twb-charge-downloads" aria-label={t('charges.download.label')}>
      <label htmlFor={`${id}-type`}>{t('charges.download.outputType')}</label>
      <SelectInput id={`${id}-type`} value={outputType} disabled={busy} onChange={(event) => setOutputType(Number(event.currentTarget.value) as ChargeOutputType)}>
        {OUTPUT_TYPES.map((type) => <SelectOption key={type} value={type} label={outputTypeText(type)} />)}
      </SelectInput>
      <label htmlFor={`${id}-encoding`}>{t('charges.download.encoding')}</label>
      <SelectInput id={`${id}-encoding`} value={encoding} disabled={busy} onChange={(event) => setEncoding(event.currentTarget.value as CsvExportEncoding)}>
        {CSV_EXPORT_ENCODINGS.map((e) => <SelectOption key={e} value={e} label={t(ENCODING_LABELS[e])} />)}
      </SelectInput>
      <Button icon="download" text={t('charges.download.csv')} loading={download.running === 'csv'} disabled={busy} onClick={csv} />
      <Button icon="download" text={t('charges.download.excel')} loading={download.running === 'excel'} disabled={busy} onClick={excel} />
    </section>
  );
}
