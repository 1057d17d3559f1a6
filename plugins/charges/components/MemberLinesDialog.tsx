// One member's lines of a month by resource (the breakdown's detail), in a dialog so the member list stays in view.
import { Button, Classes } from '@blueprintjs/core';
import type { ChargeBreakdownMember } from '../../../core/charges/calls';
import { t } from '../../../core/i18n';
import '../../../core/charges/load-messages';
import { formatNumber, ModalDialog } from '../../../web/kit';
import { AmountTable } from './AmountTable';

export const memberName = (m: ChargeBreakdownMember): string => m.userName ?? t('charges.breakdown.noMember');

export function MemberLinesDialog({ member, onClose }: { member: ChargeBreakdownMember; onClose: () => void }) {
  const name = memberName(member);
  return (
    <ModalDialog isOpen title={t('charges.breakdown.linesTitle', { name, department: member.billingName })} onClose={onClose} className="twb-dialog twb-charge-dialog">
      <div className={Classes.DIALOG_BODY}>
        <AmountTable
          label={t('charges.breakdown.linesOf', { name })}
          rows={member.lines}
          rowKey={(l) => l.lineId}
          columns={[
            { id: 'resourceName', label: t('charges.field.resourceName'), value: (l) => l.resourceName ?? '' },
            { id: 'detailsName', label: t('charges.field.detailsName'), value: (l) => l.detailsName },
            { id: 'unitPrice', label: t('charges.col.unitPrice'), value: (l) => l.unitPrice, numeric: true },
            { id: 'value', label: t('charges.field.value'), value: (l) => l.value, numeric: true },
            { id: 'priceApplyValue', label: t('charges.field.priceApplyValue'), value: (l) => `${formatNumber(l.priceApplyValue)}${l.unit}`, numeric: true },
            { id: 'useCount', label: t('charges.field.useCount'), value: (l) => l.useCount, numeric: true },
            { id: 'amount', label: t('charges.col.amount'), value: (l) => l.chargeAmountTotal, numeric: true },
          ]}
          total={{ label: t('charges.invoice.sum'), cells: { amount: member.chargeAmountTotal } }}
        />
        <p className="twb-charge-note">{t('charges.list.taxNote')}</p>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={t('common.close')} onClick={onClose} />
        </div>
      </div>
    </ModalDialog>
  );
}
