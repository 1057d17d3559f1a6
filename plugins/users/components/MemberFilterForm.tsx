// The member list's filter form (spec 3): edited as a draft, applied to the URL by "search"; "clear" goes
// back to the default filter. The draft follows the URL when it changes from outside (back button, link).
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Card, FormGroup, InputGroup, Tag } from '@blueprintjs/core';
import type { DepartmentChoice } from '../../../core/users/domain';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/users/load-page-messages';
import { SelectInput, SelectOption, MultiSelectFilter } from '../../../web/kit';
import { isDefaultDraft, type MemberFilterDraft } from './member-filter';

export interface MemberFilterFormProps {
  applied: MemberFilterDraft;
  /** Changes whenever the applied filter does, so the draft can follow it. */
  appliedKey: string;
  departments: readonly DepartmentChoice[];
  showFlex: boolean;
  onSearch: (draft: MemberFilterDraft) => void;
  onClear: () => void;
}

type ChoiceField = 'approvalDivision' | 'passwordResetFlg' | 'serviceUsage' | 'deleted' | 'flexContractFlg';

const CHOICES: Record<ChoiceField, readonly { value: string; label: MessageKey }[]> = {
  approvalDivision: [
    { value: '', label: 'users.filter.any' },
    { value: '1', label: 'users.filter.approval.1' },
    { value: '2', label: 'users.filter.approval.2' },
  ],
  passwordResetFlg: [
    { value: '', label: 'users.filter.any' },
    { value: 'true', label: 'users.filter.password.true' },
    { value: 'false', label: 'users.filter.password.false' },
  ],
  serviceUsage: [
    { value: '', label: 'users.filter.any' },
    { value: 'false', label: 'users.filter.usage.false' },
    { value: 'true', label: 'users.filter.usage.true' },
  ],
  deleted: [
    { value: 'exclude', label: 'users.filter.deleted.exclude' },
    { value: 'include', label: 'users.filter.deleted.include' },
    { value: 'only', label: 'users.filter.deleted.only' },
  ],
  flexContractFlg: [
    { value: '', label: 'users.filter.any' },
    { value: 'true', label: 'users.filter.flex.true' },
    { value: 'false', label: 'users.filter.flex.false' },
  ],
};

const CHOICE_LABELS: Record<ChoiceField, MessageKey> = {
  approvalDivision: 'users.filter.approvalDivision',
  passwordResetFlg: 'users.filter.passwordResetFlg',
  serviceUsage: 'users.filter.serviceUsage',
  deleted: 'users.filter.deleted',
  flexContractFlg: 'users.filter.flexContractFlg',
};

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <FormGroup label={label} labelFor={htmlFor} className="twb-member-filter__field">
      {children}
    </FormGroup>
  );
}

export function MemberFilterForm({ applied, appliedKey, departments, showFlex, onSearch, onClear }: MemberFilterFormProps) {
  const [draft, setDraft] = useState<MemberFilterDraft>(applied);
  const baseId = useId();
  // The URL is the truth: when it changes (search, clear, back button), the form shows it again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- appliedKey stands for `applied`
  useEffect(() => setDraft(applied), [appliedKey]);

  const set = <K extends keyof MemberFilterDraft>(key: K, value: MemberFilterDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  const appliedIsDefault = isDefaultDraft(applied);
  const fields: ChoiceField[] = showFlex
    ? ['approvalDivision', 'passwordResetFlg', 'serviceUsage', 'deleted', 'flexContractFlg']
    : ['approvalDivision', 'passwordResetFlg', 'serviceUsage', 'deleted'];

  return (
    <Card className="twb-member-filter" compact>
      <form role="search" aria-label={t('users.filter.title')} onSubmit={submit}>
        <div className="twb-member-filter__row">
          <Field label={t('users.filter.userName')} htmlFor={`${baseId}-name`}>
            <InputGroup
              id={`${baseId}-name`}
              type="search"
              leftIcon="search"
              placeholder={t('users.filter.userNamePlaceholder')}
              value={draft.userName}
              onValueChange={(value) => set('userName', value)}
              className="twb-member-filter__name"
            />
          </Field>
          <Field label={t('users.filter.departments')} htmlFor={`${baseId}-departments`}>
            <MultiSelectFilter
              id={`${baseId}-departments`}
              label={t('users.filter.departments')}
              allText={t('users.filter.allDepartments')}
              options={departments.map((department) => ({ value: department.billingId, label: department.billingName }))}
              selected={draft.sOrganizationId}
              onChange={(selected) => set('sOrganizationId', selected)}
            />
          </Field>
        </div>
        <div className="twb-member-filter__row">
          {fields.map((field) => (
            <Field key={field} label={t(CHOICE_LABELS[field])} htmlFor={`${baseId}-${field}`}>
              <SelectInput
                id={`${baseId}-${field}`}
                value={draft[field]}
                // The options are exactly the field's allowed values.
                onChange={(event) => set(field, event.currentTarget.value as MemberFilterDraft[typeof field])}
              >
                {CHOICES[field].map((choice) => (
                  <SelectOption key={choice.value} value={choice.value} label={t(choice.label)} />
                ))}
              </SelectInput>
            </Field>
          ))}
        </div>
        <div className="twb-member-filter__actions">
          <Button type="submit" intent="primary" icon="search" text={t('users.filter.search')} />
          <Button text={t('users.filter.clear')} icon="filter-remove" disabled={appliedIsDefault && isDefaultDraft(draft)} onClick={onClear} />
          <Tag minimal intent={appliedIsDefault ? 'none' : 'primary'} icon={appliedIsDefault ? undefined : 'filter'} className="twb-member-filter__state">
            {appliedIsDefault ? t('users.filter.default') : t('users.filter.active')}
          </Tag>
        </div>
      </form>
    </Card>
  );
}
