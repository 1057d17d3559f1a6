// One budget write page (general, billing or user variant): loads the department's budget, then input -> confirm
// (the changes, before and after) -> complete. The write carries the lastUpdated that was loaded; a stale one is
// refused (409) and the person is offered a reload, so nothing is overwritten silently.
import { useState, type ReactNode } from 'react';
import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import type { LimitAmountPreview, LimitAmountResult } from '../../../core/limit-amount/calls';
import { isStaleConflict } from '../../../core/api/error';
import type { BudgetVariant, LimitAmountBillingDetail } from '../../../core/limit-amount/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/limit-amount/load-messages';
import { DetailTable, RecordPending, WriteFlowView, useLoadedData, useService, useWriteFlow } from '../../../web/kit';
import { confirmBudget, fetchBudgetDetail, updateBudget } from '../api';
import { BudgetForm } from './BudgetForm';
import { formValuesOf, validateBudgetForm, type BudgetFormValues } from './budget-form';
import { rate, slashDate, yen } from './format';

function ChangesTable({ preview }: { preview: LimitAmountPreview }) {
  if (preview.changes.length === 0) return null;
  return (
    <HTMLTable bordered compact aria-label={t('limitAmount.field.item')} className="twb-budget-changes">
      <thead>
        <tr><th>{t('limitAmount.field.item')}</th><th>{t('limitAmount.field.before')}</th><th>{t('limitAmount.field.after')}</th></tr>
      </thead>
      <tbody>
        {preview.changes.map((change) => (
          <tr key={change.field}><th scope="row">{change.label}</th><td>{change.before}</td><td>{change.after}</td></tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

interface FlowProps {
  variant: BudgetVariant;
  detail: LimitAmountBillingDetail;
  onReload: () => void;
  completeActions: (result: LimitAmountResult) => ReactNode;
}

function BudgetFlow({ variant, detail, onReload, completeActions }: FlowProps) {
  const client = useService<ApiClient>(ApiClient);
  const [stale, setStale] = useState(false);
  const noteStale = (error: unknown): never => {
    if (isStaleConflict(error)) setStale(true);
    throw error;
  };
  const flow = useWriteFlow<BudgetFormValues, LimitAmountPreview, LimitAmountResult>({
    initial: formValuesOf(detail),
    validate: (values) => validateBudgetForm(variant, values),
    confirm: (values) => confirmBudget(client, variant, detail, values).catch(noteStale),
    execute: (values) => updateBudget(client, variant, detail, values).catch(noteStale),
  });
  const doneText = t(variant === 'general' ? 'limitAmount.done.general' : variant === 'billing' ? 'limitAmount.done.billing' : 'limitAmount.done.user');
  return (
    <>
      {stale && (
        <Callout intent="warning" icon="refresh" role="alert" className="twb-budget-form__lead">
          <p>{t('limitAmount.form.conflict')}</p>
          <Button icon="refresh" text={t('limitAmount.form.reload')} onClick={onReload} />
        </Callout>
      )}
      <WriteFlowView
        flow={flow}
        renderInput={() => <BudgetForm flow={flow} variant={variant} />}
        renderConfirm={() => (
          <>
            {flow.confirmation && <p className="twb-budget-form__lead">{flow.confirmation.message}</p>}
            {flow.confirmation?.warnings.map((warning) => (
              <Callout key={warning} intent="warning" icon="warning-sign" className="twb-budget-form__lead">{warning}</Callout>
            ))}
            {flow.confirmation && <ChangesTable preview={flow.confirmation} />}
          </>
        )}
        executeLabel={t('common.update')}
        completeText={doneText}
        completeActions={flow.result ? completeActions(flow.result) : null}
      />
    </>
  );
}

/** The department and its current standing, above the form. */
function DepartmentSummary({ detail }: { detail: LimitAmountBillingDetail }) {
  return (
    <DetailTable
      ariaLabel={t('limitAmount.detail.settings')}
      rows={[
        { label: t('limitAmount.field.billingName'), value: detail.billingName },
        { label: t('limitAmount.field.period'), value: t('limitAmount.value.period', { start: slashDate(detail.period.start), end: slashDate(detail.period.end) }) },
        { label: t('limitAmount.field.usageAmount'), value: yen(detail.usageAmount) },
        { label: t('limitAmount.field.usageRate'), value: rate(detail.usageRate) },
      ]}
    />
  );
}

export function BudgetEdit({ variant, billingId, completeActions }: { variant: BudgetVariant; billingId: string; completeActions: FlowProps['completeActions'] }) {
  const client = useService<ApiClient>(ApiClient);
  const detail = useLoadedData((signal) => fetchBudgetDetail(client, billingId, signal), [client, billingId]);
  if (!detail.data) return <RecordPending load={detail} className="twb-budget-loading" />;
  return (
    <div className="twb-budget-edit">
      <DepartmentSummary detail={detail.data} />
      {/* A reload brings a new lastUpdated: the form starts again from the settings as they are now. */}
      <BudgetFlow key={detail.data.lastUpdated} variant={variant} detail={detail.data} onReload={detail.reload} completeActions={completeActions} />
    </div>
  );
}
