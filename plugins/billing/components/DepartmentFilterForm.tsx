// The department list's filter form (spec 3): edited as a draft, applied to the URL by "search"; "clear" goes
// back to the default filter. The draft follows the URL when it changes from outside (back button, link).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { SelectInput, SelectOption } from '../../../web/kit';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/billing/load-messages';
import { isDefaultDraft, type DepartmentFilterDraft } from './department-filter';

export interface DepartmentFilterFormProps {
  applied: DepartmentFilterDraft;
  appliedKey: string;
  onSearch: (draft: DepartmentFilterDraft) => void;
  onClear: () => void;
}

type ChoiceField = 'autoApprovalFlg' | 'disableFlg';

const CHOICES: Record<ChoiceField, readonly { value: DepartmentFilterDraft[ChoiceField]; label: MessageKey }[]> = {
  autoApprovalFlg: [
    { value: '', label: 'billing.filter.any' },
    { value: '1', label: 'billing.filter.on' },
    { value: '0', label: 'billing.filter.off' },
  ],
  disableFlg: [
    { value: '', label: 'billing.filter.any' },
    { value: '0', label: 'billing.filter.active' },
    { value: '1', label: 'billing.filter.suspended' },
  ],
};

const LABELS: Record<ChoiceField, MessageKey> = { autoApprovalFlg: 'billing.filter.autoApprovalFlg', disableFlg: 'billing.filter.disableFlg' };

export function DepartmentFilterForm({ applied, appliedKey, onSearch, onClear }: DepartmentFilterFormProps) {
  const [draft, setDraft] = useState<DepartmentFilterDraft>(applied);
  const baseId = useId();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- appliedKey stands for `applied`
  useEffect(() => setDraft(applied), [appliedKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <Card className="twb-billing-filter" compact>
      <form role="search" aria-label={t('billing.filter.title')} onSubmit={submit} className="twb-billing-filter__row">
        <FormGroup label={t('billing.filter.organizationName')} labelFor={`${baseId}-name`}>
          <InputGroup
            id={`${baseId}-name`}
            type="search"
            leftIcon="search"
            placeholder={t('billing.filter.organizationNamePlaceholder')}
            value={draft.organizationName}
            onValueChange={(value) => setDraft((previous) => ({ ...previous, organizationName: value }))}
          />
        </FormGroup>
        {(['autoApprovalFlg', 'disableFlg'] as const).map((field) => (
          <FormGroup key={field} label={t(LABELS[field])} labelFor={`${baseId}-${field}`}>
            <SelectInput
              id={`${baseId}-${field}`}
              value={draft[field]}
              // The options are exactly the field's allowed values.
              onChange={(event) => {
                const value = event.currentTarget.value as DepartmentFilterDraft[ChoiceField];
                setDraft((previous) => ({ ...previous, [field]: value }));
              }}
            >
              {CHOICES[field].map((choice) => (
                <SelectOption key={choice.value} value={choice.value} label={t(choice.label)} />
              ))}
            </SelectInput>
          </FormGroup>
        ))}
        <div className="twb-billing-filter__actions">
          <Button type="submit" intent="primary" icon="search" text={t('common.search')} />
          <Button text={t('common.clear')} icon="filter-remove" disabled={isDefaultDraft(applied) && isDefaultDraft(draft)} onClick={onClear} />
        </div>
      </form>
    </Card>
  );
}
