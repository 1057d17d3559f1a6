// The facility popup list (spec 7 "resources facility popup list", spec 9 popup list limit 10): a button naming the
// chosen facility that opens a dialog with a keyword, service division and base-point type filters, ten facilities
// a page and a choose button per row. The caller gives the search call, so the kit stays free of any plugin.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Checkbox, DialogBody, DialogFooter, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import './facility-picker.css';
import type { FacilityRow, FacilitySearchQuery, FacilitySearchResponse } from '../../core/reservations/calls';
import { BASE_POINT_TYPES, POPUP_LIST_LIMIT, SERVICE_DIVISIONS } from '../../core/usage/domain';
import { t, type MessageKey } from '../../core/i18n';
import { ModalDialog } from './ModalDialog';

export interface FacilityPickerProps {
  /** The chosen facility (id and name), or null for "every facility". */
  value: { facilityId: string; facilityName: string } | null;
  onChange: (facility: { facilityId: string; facilityName: string } | null) => void;
  search: (query: FacilitySearchQuery, signal: AbortSignal) => Promise<FacilitySearchResponse>;
  /** Accessible name of the button (the field's label). */
  label: string;
  allText: string;
  id?: string;
}

export function FacilityPicker({ value, onChange, search, label, allText, id }: FacilityPickerProps) {
  const [open, setOpen] = useState(false);
  const [keyWord, setKeyWord] = useState('');
  const [divisions, setDivisions] = useState<number[]>([]);
  const [types, setTypes] = useState<number[]>([]);
  const [query, setQuery] = useState<FacilitySearchQuery>({ offset: 0, limit: POPUP_LIST_LIMIT });
  const [answer, setAnswer] = useState<FacilitySearchResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const formId = useId();

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLoading(true);
    search(query, controller.signal).then(
      (result) => {
        setAnswer(result);
        setLoading(false);
      },
      () => setLoading(false),
    );
    return () => controller.abort();
  }, [open, query, search]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setQuery({
      offset: 0,
      limit: POPUP_LIST_LIMIT,
      ...(keyWord.trim() ? { keyWord: keyWord.trim() } : {}),
      ...(divisions.length ? { serviceDivisionList: divisions.join(',') } : {}),
      ...(types.length ? { basePointTypeList: types.join(',') } : {}),
    });
  };
  const toggle = (list: number[], set: (next: number[]) => void, code: number) =>
    set(list.includes(code) ? list.filter((c) => c !== code) : [...list, code]);
  const choose = (row: FacilityRow) => {
    onChange({ facilityId: row.facilityId, facilityName: row.facilityName });
    setOpen(false);
  };
  const offset = answer?.offset ?? 0;
  const total = answer?.totalCount ?? 0;

  return (
    <>
      <div className="twb-facility-picker">
        <Button id={id} icon="office" aria-label={`${label}: ${value?.facilityName ?? allText}`} text={value?.facilityName ?? allText} onClick={() => setOpen(true)} />
        {value && <Button variant="minimal" icon="cross" aria-label={t('facilities.popup.clear')} onClick={() => onChange(null)} />}
      </div>
      <ModalDialog isOpen={open} onClose={() => setOpen(false)} title={t('facilities.popup.title')} className="twb-facility-dialog">
        <DialogBody>
          <form role="search" aria-label={t('facilities.popup.title')} onSubmit={apply} className="twb-facility-dialog__filter">
            <FormGroup label={t('facilities.popup.keyWord')} labelFor={`${formId}-keyword`}>
              <InputGroup id={`${formId}-keyword`} type="search" leftIcon="search" value={keyWord} onValueChange={setKeyWord} />
            </FormGroup>
            <fieldset className="twb-facility-dialog__codes">
              <legend>{t('facilities.popup.serviceDivision')}</legend>
              {SERVICE_DIVISIONS.map((code) => (
                <Checkbox key={code} inline label={t(`facilities.serviceDivision.${code}` as MessageKey)} checked={divisions.includes(code)} onChange={() => toggle(divisions, setDivisions, code)} />
              ))}
            </fieldset>
            <fieldset className="twb-facility-dialog__codes">
              <legend>{t('facilities.popup.basePointType')}</legend>
              {BASE_POINT_TYPES.map((code) => (
                <Checkbox key={code} inline label={t(`facilities.basePointType.${code}` as MessageKey)} checked={types.includes(code)} onChange={() => toggle(types, setTypes, code)} />
              ))}
            </fieldset>
            <Button type="submit" intent="primary" icon="search" text={t('reservations.action.search')} />
          </form>
          {loading && !answer ? (
            <Spinner size={24} />
          ) : answer && answer.rows.length > 0 ? (
            <HTMLTable compact striped className="twb-facility-dialog__table">
              <thead>
                <tr>
                  <th scope="col">{t('facilities.field.facilityName')}</th>
                  <th scope="col">{t('facilities.field.prefecture')}</th>
                  <th scope="col">{t('facilities.popup.serviceDivision')}</th>
                  <th scope="col">{t('facilities.popup.hours')}</th>
                  <th scope="col"><span className="twb-facility-dialog__hidden">{t('facilities.popup.choose')}</span></th>
                </tr>
              </thead>
              <tbody>
                {answer.rows.map((row) => (
                  <tr key={row.facilityId}>
                    <td>{row.facilityName}</td>
                    <td>{row.prefecture}</td>
                    <td>{t(`facilities.serviceDivision.${row.serviceDivision}` as MessageKey)}</td>
                    <td>{row.openTime && row.closeTime ? `${row.openTime}〜${row.closeTime}` : ''}</td>
                    <td>
                      <Button small intent="primary" text={t('facilities.popup.choose')} aria-label={t('facilities.popup.chooseNamed', { name: row.facilityName })} onClick={() => choose(row)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          ) : (
            <NonIdealState description={t('reservations.empty')} />
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <span aria-live="polite">{total === 0 ? '0 / 0' : t('reservations.count', { total, from: offset + 1, to: Math.min(offset + POPUP_LIST_LIMIT, total) })}</span>
              <Button icon="chevron-left" text={t('facilities.popup.previous')} disabled={offset === 0} onClick={() => setQuery({ ...query, offset: Math.max(0, offset - POPUP_LIST_LIMIT) })} />
              <Button rightIcon="chevron-right" text={t('facilities.popup.next')} disabled={offset + POPUP_LIST_LIMIT >= total} onClick={() => setQuery({ ...query, offset: offset + POPUP_LIST_LIMIT })} />
            </>
          }
        />
      </ModalDialog>
    </>
  );
}
