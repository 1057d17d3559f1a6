// The usage page's filter form (spec 7): the period, departments, member name, resource types and the facility
// through the popup list. Edited as a draft and applied by "search"; "clear" returns to the current period.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import type { FacilitySearchQuery, FacilitySearchResponse } from '../../../core/reservations/calls';
import type { DepartmentOption } from '../../../core/billing/calls';
import { RESOURCE_TYPES } from '../../../core/usage/domain';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/usage/load-messages';
import { DateInput, FacilityPicker, MultiSelectFilter, calendarInputProblem } from '../../../web/kit';
import type { UsageFilterDraft } from './usage-filter';

export interface UsageFilterFormProps {
  applied: UsageFilterDraft;
  appliedKey: string;
  departments: readonly DepartmentOption[];
  searchFacilities: (query: FacilitySearchQuery, signal: AbortSignal) => Promise<FacilitySearchResponse>;
  onSearch: (draft: UsageFilterDraft) => void;
  onClear: () => void;
}

/** The first day the usage history reaches (spec 7): the calendar offers none before it. */
const EARLIEST_DAY = '2020/12/01';

const RESOURCE_OPTIONS = RESOURCE_TYPES.map((type) => ({ value: String(type), label: t(`resourceType.${type}` as MessageKey) }));

export function UsageFilterForm({ applied, appliedKey, departments, searchFacilities, onSearch, onClear }: UsageFilterFormProps) {
  const [draft, setDraft] = useState<UsageFilterDraft>(applied);
  const id = useId();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- appliedKey stands for `applied`
  useEffect(() => setDraft(applied), [appliedKey]);
  const set = <K extends keyof UsageFilterDraft>(key: K, value: UsageFilterDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A day that is not one stays in its field with its message; the list keeps the last search.
    if ([draft.startDate, draft.toDate].some((day) => calendarInputProblem('date', day, { min: EARLIEST_DAY }))) return;
    onSearch(draft);
  };
  return (
    <Card compact className="twb-usage-filter">
      <form role="search" aria-label={t('usage.action.search')} onSubmit={submit}>
        <div className="twb-usage-filter__row">
          <FormGroup label={t('usage.field.periodFrom')} labelFor={`${id}-from`}>
            <DateInput id={`${id}-from`} min={EARLIEST_DAY} value={draft.startDate} onChange={(value) => set('startDate', value)} />
          </FormGroup>
          <FormGroup label={t('usage.field.periodTo')} labelFor={`${id}-to`}>
            <DateInput id={`${id}-to`} min={EARLIEST_DAY} value={draft.toDate} onChange={(value) => set('toDate', value)} />
          </FormGroup>
          <FormGroup label={t('usage.field.organizationName')} labelFor={`${id}-departments`}>
            <MultiSelectFilter
              id={`${id}-departments`}
              label={t('usage.field.organizationName')}
              allText={t('reservations.allDepartments')}
              options={departments.map((d) => ({ value: d.billingId, label: d.mark ? `${d.billingName} ${d.mark}` : d.billingName }))}
              selected={draft.organizationId}
              onChange={(selected) => set('organizationId', selected)}
            />
          </FormGroup>
          <FormGroup label={t('usage.field.userName')} labelFor={`${id}-name`}>
            <InputGroup id={`${id}-name`} type="search" leftIcon="search" value={draft.userName} onValueChange={(value) => set('userName', value)} />
          </FormGroup>
        </div>
        <div className="twb-usage-filter__row">
          <FormGroup label={t('usage.field.resourceType')} labelFor={`${id}-types`}>
            <MultiSelectFilter
              id={`${id}-types`}
              label={t('usage.field.resourceType')}
              allText={t('usage.allResourceTypes')}
              options={RESOURCE_OPTIONS}
              selected={draft.resourceType}
              onChange={(selected) => set('resourceType', selected)}
            />
          </FormGroup>
          <FormGroup label={t('usage.field.facility')} labelFor={`${id}-facility`}>
            <FacilityPicker
              id={`${id}-facility`}
              label={t('usage.field.facility')}
              allText={t('reservations.allFacilities')}
              value={draft.facilityId ? { facilityId: draft.facilityId, facilityName: draft.facilityName } : null}
              onChange={(facility) => setDraft((previous) => ({ ...previous, facilityId: facility?.facilityId ?? '', facilityName: facility?.facilityName ?? '' }))}
              search={searchFacilities}
            />
          </FormGroup>
          <div className="twb-usage-filter__buttons">
            <Button type="submit" intent="primary" icon="search" text={t('usage.action.search')} />
            <Button text={t('usage.action.clear')} onClick={onClear} />
          </div>
        </div>
      </form>
    </Card>
  );
}
