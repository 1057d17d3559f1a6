// The display order change (changeOrderBilling): the departments in their current order, moved with up/down
// buttons, then confirmed (the confirm call lists before and after) and executed. A department added or deleted
// meanwhile is refused (409) and the list is reloaded.
import { useEffect, useState } from 'react';
import { Button, Callout, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { billingCalls, type ChangeOrderPreview } from '../../../core/billing/calls';
import type { DepartmentListRow } from '../../../core/billing/domain';
import { ErrorService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/billing/load-messages';
import { ModalDialog, useService } from '../../../web/kit';
import { refusalOf } from './refusal';

export interface ChangeOrderDialogProps {
  /** Every department in display order; null while closed. */
  departments: readonly DepartmentListRow[] | null;
  onClose: () => void;
  onChanged: (message: string) => void;
  /** The departments changed under the dialog (409): the page closes it, tells why and reloads them. */
  onStale: (message: string) => void;
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function ChangeOrderDialog({ departments, onClose, onChanged, onStale }: ChangeOrderDialogProps) {
  const client = useService<ApiClient>(ApiClient);
  const errors = useService<ErrorService>(ErrorService);
  const [order, setOrder] = useState<readonly DepartmentListRow[]>([]);
  const [preview, setPreview] = useState<ChangeOrderPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setOrder(departments ?? []);
    setPreview(null);
    setProblem(null);
  }, [departments]);

  const unchanged = departments !== null && order.every((row, index) => row.billingId === departments[index]?.billingId);
  const request = { billingIds: order.map((row) => row.billingId) };

  const fail = (error: unknown) => {
    const refusal = refusalOf(error);
    if (!refusal) {
      errors.handle(error);
      return;
    }
    if (refusal.stale) {
      onStale(refusal.message);
      return;
    }
    setProblem(refusal.message);
    setPreview(null);
  };

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = () => run(async () => setPreview(await client.call(billingCalls.changeOrderConfirm, request)));
  const execute = () => run(async () => onChanged((await client.call(billingCalls.changeOrder, request)).message));

  return (
    <ModalDialog isOpen={departments !== null} title={t('billing.order.title')} onClose={onClose} canOutsideClickClose={!busy} className="twb-dialog twb-billing-order">
      <DialogBody>
        {problem && <Callout intent="warning" role="alert" className="twb-billing__callout">{problem}</Callout>}
        {preview ? (
          <>
            <p>{preview.message}</p>
            <HTMLTable bordered compact aria-label={t('billing.order.title')}>
              <thead>
                <tr><th>{t('billing.column.billingName')}</th><th>{t('billing.update.before')}</th><th>{t('billing.update.after')}</th></tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.billingId}><td>{row.billingName}</td><td>{row.before}</td><td>{row.after}</td></tr>
                ))}
              </tbody>
            </HTMLTable>
          </>
        ) : (
          <>
            <p>{t('billing.order.lead')}</p>
            <ol className="twb-billing-order__list">
              {order.map((row, index) => (
                <li key={row.billingId} className="twb-billing-order__item">
                  <span className="twb-billing-order__name">{row.billingName}</span>
                  <Button size="small" variant="minimal" icon="arrow-up" aria-label={t('billing.order.up', { name: row.billingName })} disabled={index === 0} onClick={() => setOrder(move(order, index, index - 1))} />
                  <Button size="small" variant="minimal" icon="arrow-down" aria-label={t('billing.order.down', { name: row.billingName })} disabled={index === order.length - 1} onClick={() => setOrder(move(order, index, index + 1))} />
                </li>
              ))}
            </ol>
            {unchanged && <p className="twb-billing__hint">{t('billing.order.unchanged')}</p>}
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          preview ? (
            <>
              <Button text={t('common.back')} onClick={() => setPreview(null)} disabled={busy} />
              <Button intent="primary" text={t('billing.order.execute')} loading={busy} onClick={() => void execute()} />
            </>
          ) : (
            <>
              <Button text={t('common.cancel')} onClick={onClose} disabled={busy} />
              <Button intent="primary" text={t('billing.order.toConfirm')} loading={busy} disabled={unchanged} onClick={() => void confirm()} />
            </>
          )
        }
      />
    </ModalDialog>
  );
}
