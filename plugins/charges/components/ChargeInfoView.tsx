// The body of /ShareCharge/Info and /FlexCharge/Info: a closed month of one division per invoice destination (the
// company total, each destination's departments, and for the responsible person the invoices with their PDF), the
// CSV and Excel downloads, links to every line, the per-department summary and the per-member breakdown, and on the
// FLEX/BASE page the added-member monthly amounts (code 14). A department clerk sees only their departments and no
// invoice figures: the server leaves them out and the page offers no PDF.
import { Callout } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { ChargeMonthInfo } from '../../../core/charges/calls';
import { CHARGE_DIVISION, type ChargeDivision } from '../../../core/charges/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { AuthService } from '../../../core/services/contracts';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/charges/load-messages';
import { ExportProgress, LoadFailureNote, useLoadedData, useService, useUrlFilters } from '../../../web/kit';
import { downloadInvoicePdf, fetchClientTotals } from '../api';
import { AddMemberAmounts } from './AddMemberAmounts';
import { ChargeDownloads } from './ChargeDownloads';
import { ClientCard } from './ClientCard';
import { MonthGate } from './MonthGate';
import { MONTH_PARAM } from './use-charge-month';
import { useChargeDownload } from './use-charge-download';
import { yen } from './money';

export const divisionName = (division: ChargeDivision): string => t(`charges.division.${division}` as MessageKey);

function InfoBody({ division, month }: { division: ChargeDivision; month: ChargeMonthInfo }) {
  useSignals();
  const client = useService<ApiClient>(ApiClient);
  const auth = useService<AuthService>(AuthService);
  const responsible = auth.isClerkInCorp.value;
  const totals = useLoadedData((signal) => fetchClientTotals(client, { month: month.month, chargeDivision: division }, signal), [client, month.month, division]);
  const download = useChargeDownload();
  const clients = totals.data?.clients ?? [];
  const invoices = clients.flatMap((c) => (c.invoice ? [c.invoice] : []));
  const sum = (pick: (i: (typeof invoices)[number]) => number) => invoices.reduce((s, i) => s + pick(i), 0);

  const pdf = (chargeClientId: string, clientName: string) =>
    download.start(`pdf:${chargeClientId}`, () => downloadInvoicePdf(client, { month: month.month, chargeClientId }),
      t('charges.file.pdf', { month: month.month.replace('/', ''), client: clientName }));

  return (
    <>
      <section className="twb-charge-totals" aria-label={t('charges.info.companyTotal')}>
        <dl>
          <div><dt>{t('charges.info.divisionAmount', { division: divisionName(division) })}</dt><dd>{totals.data ? yen(totals.data.amountExcludingTax) : '—'}</dd></div>
          {responsible && invoices.length > 0 && (
            <>
              <div><dt>{t('charges.info.invoiceExcludingTax')}</dt><dd>{yen(sum((i) => i.amountExcludingTax))}</dd></div>
              <div><dt>{t('charges.field.taxAmount')}</dt><dd>{yen(sum((i) => i.taxAmount))}</dd></div>
              <div><dt>{t('charges.field.totalIncludingTax')}</dt><dd>{yen(sum((i) => i.totalIncludingTax))}</dd></div>
            </>
          )}
        </dl>
        {responsible && invoices.length > 0 && <p className="twb-charge-note">{t('charges.info.invoiceNote')}</p>}
      </section>
      <ChargeDownloads division={division} month={month.month} download={download} />
      <ExportProgress exporter={download.exporter} />
      <LoadFailureNote load={totals} shown={totals.data !== undefined} what="detail" />
      {totals.data && clients.length === 0 && <Callout intent="primary" icon="info-sign">{t('charges.noInvoice')}</Callout>}
      <div className="twb-charge-clients">
        {clients.map((c) => (
          <ClientCard
            key={c.chargeClientId}
            client={c}
            divisionName={divisionName(division)}
            onPdf={responsible ? () => pdf(c.chargeClientId, c.clientName) : undefined}
            pdfRunning={download.running === `pdf:${c.chargeClientId}`}
            busy={download.running !== null}
          />
        ))}
      </div>
      {division === CHARGE_DIVISION.flex && <AddMemberAmounts month={month.month} />}
    </>
  );
}

export function ChargeInfoView({ division }: { division: ChargeDivision }) {
  const filters = useUrlFilters(MONTH_PARAM);
  return (
    <div className="twb-charge-page">
      <MonthGate asked={filters.values.month} onChoose={(month) => filters.update({ month })} division={division} current="info">
        {(month) => <InfoBody division={division} month={month} />}
      </MonthGate>
    </div>
  );
}
