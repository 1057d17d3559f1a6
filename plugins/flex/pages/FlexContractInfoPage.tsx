// FLEX/BASE contracts (/FlexContract/Info, WFAL001 read; needs flexDisplay): the reachable contracts with seats used
// against contracted, filtered (spec 3: organizationId, chargeorganizationId, keyWord, excludeFlg) and sorted by the
// server, the filters in the URL.
import '../flex.css';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Checkbox, InputGroup } from '@blueprintjs/core';
import { FLEX_CONTRACT_PAGE_SIZE, FLEX_CONTRACT_SORTS } from '../../../core/flex/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/flex/load-messages';
import { FormField, PagedDataList, SelectInput, SelectOption, urlParam, useLoadedData, useService, useUrlFilters, serverSortChange } from '../../../web/kit';
import { fetchContracts, searchContracts } from '../api';
import { CONTRACT_COLUMNS } from '../components/contract-columns';
import { chargeOptions, ownerOptions, type DepartmentOption } from '../components/department-options';

const SCHEMA = {
  organizationId: urlParam.text(),
  chargeorganizationId: urlParam.text(),
  keyWord: urlParam.text(),
  excludeFlg: urlParam.flag(false),
  sort: urlParam.choice(FLEX_CONTRACT_SORTS, 'startDate'),
  sortOrder: urlParam.choice(['asc', 'desc'] as const, 'desc'),
  page: urlParam.int(1, 1),
};

interface Draft {
  organizationId: string;
  chargeorganizationId: string;
  keyWord: string;
  excludeFlg: boolean;
}

function DepartmentSelect({ label, value, options, onChange }: { label: string; value: string; options: readonly DepartmentOption[]; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <FormField label={label} htmlFor={id}>
      <SelectInput id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <SelectOption value="" label={t('flex.filter.allDepartments')} />
        {options.map((o) => <SelectOption key={o.id} value={o.id} label={o.name} />)}
      </SelectInput>
    </FormField>
  );
}

export default function FlexContractInfoPage() {
  const client = useService<ApiClient>(ApiClient);
  const filters = useUrlFilters(SCHEMA);
  const { values } = filters;
  const applied: Draft = { organizationId: values.organizationId, chargeorganizationId: values.chargeorganizationId, keyWord: values.keyWord, excludeFlg: values.excludeFlg };
  const [draft, setDraft] = useState<Draft>(applied);
  // The form follows the URL (back button, a link with filters).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- filters.key stands for `applied`
  useEffect(() => setDraft(applied), [filters.key]);
  const keyWordId = useId();

  const contracts = useLoadedData((signal) => fetchContracts(client, false, signal), [client]);
  const list = useLoadedData(
    (signal) => searchContracts(client, {
      organizationId: values.organizationId || undefined,
      chargeorganizationId: values.chargeorganizationId || undefined,
      keyWord: values.keyWord || undefined,
      excludeFlg: values.excludeFlg,
      sort: values.sort,
      sortOrder: values.sortOrder,
      offset: (values.page - 1) * FLEX_CONTRACT_PAGE_SIZE,
    }, signal),
    [client, filters.key],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    filters.update({ ...draft, page: 1 });
  };
  const changeSort = serverSortChange(FLEX_CONTRACT_SORTS, (sort, sortOrder) => filters.update({ sort, sortOrder, page: 1 }));

  return (
    <div className="twb-flex-contracts">
      <form className="twb-flex-filters" onSubmit={submit} role="search" aria-label={t('flex.contractInfo.title')}>
        <DepartmentSelect label={t('flex.field.organization')} value={draft.organizationId} options={ownerOptions(contracts.data ?? [])} onChange={(v) => setDraft({ ...draft, organizationId: v })} />
        <DepartmentSelect label={t('flex.field.chargeOrganization')} value={draft.chargeorganizationId} options={chargeOptions(contracts.data ?? [])} onChange={(v) => setDraft({ ...draft, chargeorganizationId: v })} />
        <FormField label={t('flex.field.keyWord')} htmlFor={keyWordId} helperText={t('flex.filter.contractKeyWordHint')}>
          <InputGroup id={keyWordId} value={draft.keyWord} maxLength={100} onValueChange={(v) => setDraft({ ...draft, keyWord: v })} />
        </FormField>
        <Checkbox checked={draft.excludeFlg} label={t('flex.filter.excludeOutOfPeriod')} onChange={(e) => setDraft({ ...draft, excludeFlg: e.currentTarget.checked })} />
        <div className="twb-flex-filters__buttons">
          <Button type="submit" intent="primary" icon="search" text={t('flex.filter.search')} />
          <Button text={t('common.clear')} onClick={() => filters.reset()} />
        </div>
      </form>
      <PagedDataList
        ariaLabel={t('flex.contractInfo.title')}
        rows={list.data?.rows ?? []}
        rowKey={(c) => c.flexContractInformationId}
        columns={CONTRACT_COLUMNS}
        sort={{ columnId: values.sort, order: values.sortOrder }}
        onSortChange={changeSort}
        total={list.data?.totalCount ?? 0}
        page={values.page}
        pageSize={FLEX_CONTRACT_PAGE_SIZE}
        onPageChange={(page) => filters.update({ page })}
        loading={list.loading}
        load={list}
        columnsKey="flex.contracts"
      />
    </div>
  );
}
