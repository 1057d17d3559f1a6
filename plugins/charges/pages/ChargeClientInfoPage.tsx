// Invoice destinations (/ChargeClient/Info, WFAK002 write): each destination of the corporation with its address, the
// departments it bills now (a department without its own goes to the default one) and its invoices by month, filtered
// by a from/to month range held in the URL; the responsible person downloads an invoice's PDF from its row.
import '../charges.css';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Card, Spinner } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { ChargeClientInfo } from '../../../core/charges/calls';
import { ApiClient } from '../../../core/platform/tokens';
import { AuthService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import '../../../core/charges/load-messages';
import { CellTag, ExportProgress, FormField, Heading, LoadFailureNote, MonthInput, calendarInputProblem, urlParam, useLoadedData, useService, useUrlFilters } from '../../../web/kit';
import { withoutUndefined } from '../../shared/filter-query';
import { downloadInvoicePdf, fetchChargeClients } from '../api';
import { AmountTable } from '../components/AmountTable';
import { StatusTag } from '../components/MonthBar';
import { useChargeDownload, type ChargeDownload } from '../components/use-charge-download';

const SCHEMA = { from: urlParam.text(), to: urlParam.text() };

type InvoiceRow = ChargeClientInfo['months'][number];

function ClientInvoices({ client, download, responsible }: { client: ChargeClientInfo; download: ChargeDownload; responsible: boolean }) {
  const api = useService<ApiClient>(ApiClient);
  const pdf = (row: InvoiceRow) =>
    download.start(`pdf:${client.chargeClientId}:${row.month}`, () => downloadInvoicePdf(api, { month: row.month, chargeClientId: client.chargeClientId }),
      t('charges.file.pdf', { month: row.month.replace('/', ''), client: client.clientName }));
  return (
    <Card className="twb-charge-client" compact>
      <div className="twb-charge-client__head">
        <Heading className="twb-charge-client__name">{client.clientName}</Heading>
        {client.defaultFlg && <CellTag minimal intent="primary">{t('charges.client.default')}</CellTag>}
      </div>
      <dl className="twb-charge-address">
        {client.postalCode && client.address && <div><dt>{t('charges.client.address')}</dt><dd>{t('charges.format.address', { postalCode: client.postalCode, address: client.address })}</dd></div>}
        {client.attention && <div><dt>{t('charges.client.attention')}</dt><dd>{client.attention}</dd></div>}
        <div>
          <dt>{t('charges.client.departments')}</dt>
          <dd className="twb-charge-address__tags">
            {client.departments.length === 0 ? t('charges.client.noDepartments') : client.departments.map((d) => <CellTag key={d.organizationId} minimal>{d.billingName}</CellTag>)}
          </dd>
        </div>
      </dl>
      {client.months.length === 0 ? (
        <p className="twb-charge-note">{t('charges.client.noInvoices')}</p>
      ) : (
        <AmountTable
          label={t('charges.client.invoicesOf', { client: client.clientName })}
          rows={client.months}
          rowKey={(m) => m.month}
          columns={[
            { id: 'month', label: t('charges.field.month'), value: (m) => m.month },
            { id: 'status', label: t('charges.field.status'), value: (m) => <StatusTag status={m.status} /> },
            { id: 'invoiceNo', label: t('charges.invoice.number'), value: (m) => m.invoiceNo },
            { id: 'amountExcludingTax', label: t('charges.info.invoiceExcludingTax'), value: (m) => m.amountExcludingTax, numeric: true },
            { id: 'taxAmount', label: t('charges.field.taxAmount'), value: (m) => m.taxAmount, numeric: true },
            { id: 'totalIncludingTax', label: t('charges.field.totalIncludingTax'), value: (m) => m.totalIncludingTax, numeric: true },
            ...(responsible ? [{
              id: 'pdf', label: t('charges.invoice.pdf'), value: (m: InvoiceRow) => (
                <Button
                  size="small"
                  icon="document"
                  aria-label={t('charges.client.pdfOfMonth', { month: m.month })}
                  loading={download.running === `pdf:${client.chargeClientId}:${m.month}`}
                  disabled={download.running !== null}
                  onClick={() => pdf(m)}
                />
              ),
            }] : []),
          ]}
        />
      )}
    </Card>
  );
}

export default function ChargeClientInfoPage() {
  useSignals();
  const api = useService<ApiClient>(ApiClient);
  const auth = useService<AuthService>(AuthService);
  const filters = useUrlFilters(SCHEMA);
  const { values } = filters;
  const [draft, setDraft] = useState({ from: values.from, to: values.to });
  // The form follows the URL (back button, a bookmarked range).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- filters.key stands for the values
  useEffect(() => setDraft({ from: values.from, to: values.to }), [filters.key]);
  const id = useId();
  const download = useChargeDownload();
  const clients = useLoadedData(
    (signal) => fetchChargeClients(api, withoutUndefined({ from: values.from || undefined, to: values.to || undefined }), signal),
    [api, filters.key],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A month that is not one stays in its field with its message; the page keeps the last search.
    if ([draft.from, draft.to].some((month) => calendarInputProblem('month', month))) return;
    filters.update(draft);
  };
  return (
    <div className="twb-charge-page">
      <form className="twb-charge-toolbar" role="search" aria-label={t('charges.client.filter')} onSubmit={submit}>
        <FormField label={t('charges.client.from')} htmlFor={`${id}-from`} className="twb-charge-filter">
          <MonthInput id={`${id}-from`} value={draft.from} onChange={(v) => setDraft({ ...draft, from: v })} />
        </FormField>
        <FormField label={t('charges.client.to')} htmlFor={`${id}-to`} className="twb-charge-filter">
          <MonthInput id={`${id}-to`} value={draft.to} onChange={(v) => setDraft({ ...draft, to: v })} />
        </FormField>
        <div className="twb-charge-toolbar__buttons">
          <Button type="submit" intent="primary" icon="search" text={t('charges.client.search')} />
          <Button text={t('common.clear')} onClick={() => filters.reset()} />
        </div>
      </form>
      <ExportProgress exporter={download.exporter} />
      <LoadFailureNote load={clients} shown={clients.data !== undefined} what="list" />
      {clients.loading && !clients.data && <Spinner className="twb-charge-waiting" aria-label={t('common.loading')} />}
      <div className="twb-charge-clients twb-charge-clients--wide">
        {(clients.data?.clients ?? []).map((c) => <ClientInvoices key={c.chargeClientId} client={c} download={download} responsible={auth.isClerkInCorp.value} />)}
      </div>
    </div>
  );
}
