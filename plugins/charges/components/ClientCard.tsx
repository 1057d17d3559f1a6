// One invoice destination of a month: the division's amount per department it covers, and for the responsible
// person the invoice itself (number, excluding tax, consumption tax per invoice, including tax; both divisions;
// issue date once confirmed, due date) with its PDF.
import { Button, Card } from '@blueprintjs/core';
import type { ChargeClientTotal } from '../../../core/charges/calls';
import { t } from '../../../core/i18n';
import '../../../core/charges/load-messages';
import { AmountTable } from './AmountTable';
import { yen } from './money';
import { Heading } from '../../../web/kit';

export interface ClientCardProps {
  client: ChargeClientTotal;
  divisionName: string;
  /** Given for the responsible person: downloads the destination's invoice PDF. */
  onPdf?: () => void;
  pdfRunning: boolean;
  busy: boolean;
}

export function ClientCard({ client, divisionName, onPdf, pdfRunning, busy }: ClientCardProps) {
  const invoice = client.invoice;
  return (
    <Card className="twb-charge-client" compact>
      <div className="twb-charge-client__head">
        <div>
          <Heading className="twb-charge-client__name">{client.clientName}</Heading>
          {invoice && <span className="twb-charge-client__number">{t('charges.invoice.number')}: {invoice.invoiceNo}</span>}
        </div>
        {invoice && onPdf && (
          <Button
            icon="document"
            text={t('charges.invoice.pdf')}
            aria-label={t('charges.invoice.pdfOf', { client: client.clientName })}
            loading={pdfRunning}
            disabled={busy}
            onClick={onPdf}
          />
        )}
      </div>
      <dl className="twb-charge-figures">
        <div><dt>{t('charges.info.divisionShare', { division: divisionName })}</dt><dd>{yen(client.amountExcludingTax)}</dd></div>
        {invoice && (
          <>
            <div><dt>{t('charges.info.invoiceExcludingTax')}</dt><dd>{yen(invoice.amountExcludingTax)}</dd></div>
            <div><dt>{t('charges.field.taxAmount')}</dt><dd>{yen(invoice.taxAmount)}</dd></div>
            <div><dt>{t('charges.field.totalIncludingTax')}</dt><dd>{yen(invoice.totalIncludingTax)}</dd></div>
            <div><dt>{t('charges.invoice.issuedOn')}</dt><dd>{invoice.issuedOn ?? t('charges.info.notIssued')}</dd></div>
            <div><dt>{t('charges.invoice.dueOn')}</dt><dd>{invoice.dueOn}</dd></div>
          </>
        )}
      </dl>
      <AmountTable
        label={t('charges.info.departmentsOf', { client: client.clientName })}
        rows={client.departments}
        rowKey={(d) => d.organizationId}
        columns={[
          { id: 'billingName', label: t('charges.field.billingName'), value: (d) => d.billingName },
          { id: 'amount', label: t('charges.field.chargeAmountTotal'), value: (d) => d.amount, numeric: true },
        ]}
        total={{ label: t('charges.invoice.sum'), cells: { amount: client.amountExcludingTax } }}
      />
    </Card>
  );
}
