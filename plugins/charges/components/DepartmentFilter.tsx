// The department filter of the lines and the breakdown: the departments the viewer reaches (a clerk: theirs), kept in
// the URL by the page; applied as soon as it changes.
import { useId } from 'react';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/charges/load-messages';
import { FormField, MultiSelectFilter, useLoadedData, useService } from '../../../web/kit';
import { fetchDepartments } from '../../shared/choice-lists';

export function DepartmentFilter({ selected, onChange }: { selected: readonly string[]; onChange: (ids: readonly string[]) => void }) {
  const client = useService<ApiClient>(ApiClient);
  const departments = useLoadedData((signal) => fetchDepartments(client, signal), [client]);
  const id = useId();
  return (
    <FormField label={t('charges.field.billingName')} htmlFor={id} className="twb-charge-filter">
      <MultiSelectFilter
        id={id}
        label={t('charges.field.billingName')}
        allText={t('charges.filter.allDepartments')}
        options={(departments.data ?? []).map((d) => ({ value: d.billingId, label: d.mark ? `${d.billingName} ${d.mark}` : d.billingName }))}
        selected={selected}
        onChange={onChange}
      />
    </FormField>
  );
}
