// The FLEX/BASE added-member monthly amounts of a month (adding-up code 14, spec 9): each line with its department,
// contract and member, and their total.
import { ADD_MEMBER_ADDING_UP_CODE } from '../../../core/charges/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/charges/load-messages';
import { LoadFailureNote, loadFailed, useLoadedData, useService, Heading } from '../../../web/kit';
import { fetchAddMemberAmounts } from '../api';
import { AmountTable } from './AmountTable';

export function AddMemberAmounts({ month }: { month: string }) {
  const client = useService<ApiClient>(ApiClient);
  const amounts = useLoadedData((signal) => fetchAddMemberAmounts(client, { month }, signal), [client, month]);
  const title = t('charges.addMember.title', { code: ADD_MEMBER_ADDING_UP_CODE });
  return (
    <section className="twb-charge-section" aria-label={title}>
      <Heading className="twb-charge-section__title">{title}</Heading>
      <LoadFailureNote load={amounts} shown={amounts.data !== undefined} what="list" />
      {!amounts.data && loadFailed(amounts) ? null : amounts.data && amounts.data.lines.length === 0 ? (
        <p className="twb-charge-note">{t('charges.addMember.none')}</p>
      ) : (
        <AmountTable
          label={title}
          rows={amounts.data?.lines ?? []}
          rowKey={(l) => l.lineId}
          columns={[
            { id: 'billingName', label: t('charges.field.billingName'), value: (l) => l.billingName },
            { id: 'detailsName', label: t('charges.field.detailsName'), value: (l) => l.detailsName },
            { id: 'userName', label: t('charges.field.userName'), value: (l) => l.userName ?? '' },
            { id: 'unitPrice', label: t('charges.field.unitPrice'), value: (l) => l.unitPrice, numeric: true },
            { id: 'value', label: t('charges.field.priceApplyValue'), value: (l) => l.priceApplyValue, numeric: true },
            { id: 'amount', label: t('charges.field.chargeAmountTotal'), value: (l) => l.chargeAmountTotal, numeric: true },
          ]}
          total={amounts.data ? { label: t('charges.invoice.sum'), cells: { amount: amounts.data.total } } : undefined}
        />
      )}
    </section>
  );
}
