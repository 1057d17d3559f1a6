// The departments a destination change moves (reason 2): a checkbox each, with the destination it is billed to now,
// so the person sees which invoice each one leaves.
import { Checkbox } from '@blueprintjs/core';
import type { ChargeBranch } from '../../../core/payment/domain';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { FormField } from '../../../web/kit';

export interface DepartmentChecklistProps {
  branches: readonly ChargeBranch[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string;
}

export function DepartmentChecklist({ branches, selected, onChange, error }: DepartmentChecklistProps) {
  const departments = branches.flatMap((branch) => branch.departments.map((d) => ({ ...d, branchName: branch.clientName })));
  const chosen = new Set(selected);
  const toggle = (organizationId: string) => {
    const next = new Set(chosen);
    if (next.has(organizationId)) next.delete(organizationId);
    else next.add(organizationId);
    // In the list's order, so the request (and the confirm step) read the same whatever the clicking order.
    onChange(departments.filter((d) => next.has(d.organizationId)).map((d) => d.organizationId));
  };
  return (
    <FormField label={t('payment.field.departments')} required error={error} helperText={t('paymentPages.change.departmentsHelp')}>
      <div className="twb-payment-checklist" role="group" aria-label={t('payment.field.departments')}>
        {departments.map((d) => (
          <Checkbox
            key={d.organizationId}
            checked={chosen.has(d.organizationId)}
            onChange={() => toggle(d.organizationId)}
            label={t('paymentPages.change.departmentOption', { name: d.billingName, branch: d.branchName })}
          />
        ))}
      </div>
    </FormField>
  );
}
