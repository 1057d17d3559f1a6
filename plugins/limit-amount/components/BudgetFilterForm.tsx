// The filter form of both budget lists (spec 3): departments, usage rate status, service usage status, and for the
// member list the name. Edited as a draft and applied by "search"; "clear" returns to the defaults.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { SERVICE_USAGE_STATUSES, USAGE_RATE_STATUSES, type LimitDepartmentChoice } from '../../../core/limit-amount/domain';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/limit-amount/load-messages';
import { SelectInput, SelectOption, MultiSelectFilter } from '../../../web/kit';
import type { BudgetFilterDraft } from './limit-filter';

export interface BudgetFilterFormProps {
  applied: BudgetFilterDraft;
  appliedKey: string;
  departments: readonly LimitDepartmentChoice[];
  withName: boolean;
  onSearch: (draft: BudgetFilterDraft) => void;
  onClear: () => void;
}

const RATE_LABELS: Record<(typeof USAGE_RATE_STATUSES)[number], MessageKey> = {
  '0': 'limitAmount.rateStatus.0', '1': 'limitAmount.rateStatus.1', '2': 'limitAmount.rateStatus.2', '3': 'limitAmount.rateStatus.3',
};
const SERVICE_LABELS: Record<(typeof SERVICE_USAGE_STATUSES)[number], MessageKey> = {
  '0': 'limitAmount.serviceStatus.0', '1': 'limitAmount.serviceStatus.1', '2': 'limitAmount.serviceStatus.2',
};

export function BudgetFilterForm({ applied, appliedKey, departments, withName, onSearch, onClear }: BudgetFilterFormProps) {
  const [draft, setDraft] = useState<BudgetFilterDraft>(applied);
  const id = useId();
  // The URL is the truth: when it changes (search, clear, back button), the form shows it again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- appliedKey stands for `applied`
  useEffect(() => setDraft(applied), [appliedKey]);
  const set = <K extends keyof BudgetFilterDraft>(key: K, value: BudgetFilterDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <Card compact className="twb-budget-filter">
      <form role="search" aria-label={t('limitAmount.filter.search')} onSubmit={submit}>
        <div className="twb-budget-filter__row">
          {withName && (
            <FormGroup label={t('limitAmount.filter.userName')} labelFor={`${id}-name`}>
              <InputGroup id={`${id}-name`} type="search" leftIcon="search" value={draft.userName} onValueChange={(value) => set('userName', value)} />
            </FormGroup>
          )}
          <FormGroup label={t('limitAmount.filter.departments')} labelFor={`${id}-departments`}>
            <MultiSelectFilter
              id={`${id}-departments`}
              label={t('limitAmount.filter.departments')}
              allText={t('limitAmount.filter.allDepartments')}
              options={departments.map((d) => ({ value: d.billingId, label: d.billingName }))}
              selected={draft.departments}
              onChange={(selected) => set('departments', selected)}
            />
          </FormGroup>
          <FormGroup label={t('limitAmount.filter.usageRateStatus')} labelFor={`${id}-rate`}>
            <SelectInput id={`${id}-rate`} value={draft.usageRateStatus} onChange={(event) => set('usageRateStatus', event.currentTarget.value as BudgetFilterDraft['usageRateStatus'])}>
              {USAGE_RATE_STATUSES.map((status) => <SelectOption key={status} value={status} label={t(RATE_LABELS[status])} />)}
            </SelectInput>
          </FormGroup>
          <FormGroup label={t('limitAmount.filter.serviceUsageStatus')} labelFor={`${id}-service`}>
            <SelectInput id={`${id}-service`} value={draft.serviceUsageStatus} onChange={(event) => set('serviceUsageStatus', event.currentTarget.value as BudgetFilterDraft['serviceUsageStatus'])}>
              {SERVICE_USAGE_STATUSES.map((status) => <SelectOption key={status} value={status} label={t(SERVICE_LABELS[status])} />)}
            </SelectInput>
          </FormGroup>
          <div className="twb-budget-filter__buttons">
            <Button type="submit" intent="primary" icon="search" text={t('limitAmount.filter.search')} />
            <Button text={t('limitAmount.filter.clear')} onClick={onClear} />
          </div>
        </div>
      </form>
    </Card>
  );
}
