// The reservation list's filter form (spec 7): the period of the start, the facility through the popup list, its
// room, the price plan, the member's name, departments and "including cancelled". Edited as a draft and applied by
// "search"; "clear" returns to the defaults. The URL stays the truth (back button, bookmarks).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Card, Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import type { FacilitySearchQuery, FacilitySearchResponse, PricePlanRow, ResourceRow } from '../../../core/reservations/calls';
import type { DepartmentOption } from '../../../core/billing/calls';
import { t } from '../../../core/i18n';
import '../../../core/usage/load-messages';
import { DateInput, FacilityPicker, MultiSelectFilter, SelectInput, SelectOption, calendarInputProblem } from '../../../web/kit';
import type { ReservationFilterDraft } from './reservation-filter';

export interface ReservationFilterFormProps {
  applied: ReservationFilterDraft;
  appliedKey: string;
  departments: readonly DepartmentOption[];
  plans: readonly PricePlanRow[];
  searchFacilities: (query: FacilitySearchQuery, signal: AbortSignal) => Promise<FacilitySearchResponse>;
  loadRooms: (facilityId: string, signal: AbortSignal) => Promise<ResourceRow[]>;
  onSearch: (draft: ReservationFilterDraft) => void;
  onClear: () => void;
}

export function ReservationFilterForm(props: ReservationFilterFormProps) {
  const { applied, appliedKey, departments, plans, searchFacilities, loadRooms, onSearch, onClear } = props;
  const [draft, setDraft] = useState<ReservationFilterDraft>(applied);
  const [rooms, setRooms] = useState<ResourceRow[]>([]);
  const id = useId();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- appliedKey stands for `applied`
  useEffect(() => setDraft(applied), [appliedKey]);
  useEffect(() => {
    if (!draft.facilityId) {
      setRooms([]);
      return;
    }
    const controller = new AbortController();
    loadRooms(draft.facilityId, controller.signal).then(setRooms, () => setRooms([]));
    return () => controller.abort();
  }, [draft.facilityId, loadRooms]);
  const set = <K extends keyof ReservationFilterDraft>(key: K, value: ReservationFilterDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A day that is not one stays in its field with its message; the list keeps the last search.
    if ([draft.startDate, draft.toDate].some((day) => calendarInputProblem('date', day))) return;
    onSearch(draft);
  };

  return (
    <Card compact className="twb-usage-filter">
      <form role="search" aria-label={t('reservations.action.search')} onSubmit={submit}>
        <div className="twb-usage-filter__row">
          <FormGroup label={t('reservations.field.periodFrom')} labelFor={`${id}-from`}>
            <DateInput id={`${id}-from`} value={draft.startDate} onChange={(value) => set('startDate', value)} />
          </FormGroup>
          <FormGroup label={t('reservations.field.periodTo')} labelFor={`${id}-to`}>
            <DateInput id={`${id}-to`} value={draft.toDate} onChange={(value) => set('toDate', value)} />
          </FormGroup>
          <FormGroup label={t('reservations.field.facility')} labelFor={`${id}-facility`}>
            <FacilityPicker
              id={`${id}-facility`}
              label={t('reservations.field.facility')}
              allText={t('reservations.allFacilities')}
              value={draft.facilityId ? { facilityId: draft.facilityId, facilityName: draft.facilityName } : null}
              onChange={(facility) => setDraft((previous) => ({ ...previous, facilityId: facility?.facilityId ?? '', facilityName: facility?.facilityName ?? '', roomId: '' }))}
              search={searchFacilities}
            />
          </FormGroup>
          <FormGroup label={t('reservations.field.room')} labelFor={`${id}-room`}>
            <SelectInput id={`${id}-room`} value={draft.roomId} disabled={!draft.facilityId} onChange={(event) => set('roomId', event.currentTarget.value)}>
              <SelectOption value="" label={t('reservations.allRooms')} />
              {rooms.map((room) => <SelectOption key={room.resourceId} value={room.resourceId} label={room.resourceName} />)}
            </SelectInput>
          </FormGroup>
          <FormGroup label={t('reservations.field.charge')} labelFor={`${id}-charge`}>
            <SelectInput id={`${id}-charge`} value={draft.chargeId} onChange={(event) => set('chargeId', event.currentTarget.value)}>
              <SelectOption value="" label={t('reservations.allCharges')} />
              {plans.map((plan) => <SelectOption key={plan.chargeId} value={plan.chargeId} label={plan.chargeName} />)}
            </SelectInput>
          </FormGroup>
        </div>
        <div className="twb-usage-filter__row">
          <FormGroup label={t('reservations.field.userName')} labelFor={`${id}-name`}>
            <InputGroup id={`${id}-name`} type="search" leftIcon="search" value={draft.userName} onValueChange={(value) => set('userName', value)} />
          </FormGroup>
          <FormGroup label={t('reservations.field.organizationName')} labelFor={`${id}-departments`}>
            <MultiSelectFilter
              id={`${id}-departments`}
              label={t('reservations.field.organizationName')}
              allText={t('reservations.allDepartments')}
              options={departments.map((d) => ({ value: d.billingId, label: d.mark ? `${d.billingName} ${d.mark}` : d.billingName }))}
              selected={draft.organizationId}
              onChange={(selected) => set('organizationId', selected)}
            />
          </FormGroup>
          <Checkbox className="twb-usage-filter__check" label={t('reservations.field.allowCanceled')} checked={draft.allowCanceled} onChange={(event) => set('allowCanceled', event.currentTarget.checked)} />
          <div className="twb-usage-filter__buttons">
            <Button type="submit" intent="primary" icon="search" text={t('reservations.action.search')} />
            <Button text={t('reservations.action.clear')} onClick={onClear} />
          </div>
        </div>
      </form>
    </Card>
  );
}
