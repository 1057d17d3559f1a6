// FLEX/BASE users (/FlexUser/Info, WFAM001 read; needs flexDisplay and flexContractExistFlg): the users of the
// reachable contracts, searched by contract and keyword, deleted ones on request, 500 a page (spec 9), with the
// contact person, card and delete changes for writers (WFAM002) and the ways to add and register users.
import '../flex.css';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Checkbox, InputGroup } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { FLEX_USER_PAGE_SIZE, FLEX_USER_SORTS } from '../../../core/flex/domain';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { PermissionService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { flexUserAddable } from '../../../core/services/guards/flex';
import { t } from '../../../core/i18n';
import '../../../core/flex/load-messages';
import {
  FormField, LinkButton, PagedDataList, SelectInput, SelectOption, urlParam, useLoadedData, useService, useServices, useUrlFilters, serverSortChange,
} from '../../../web/kit';
import { fetchContracts, searchFlexUsers } from '../api';
import { userColumns } from '../components/user-columns';
import { FLEX_PATH, addToContractPath } from '../paths';

const SCHEMA = {
  contract: urlParam.text(),
  keyWord: urlParam.text(),
  includDeletedFlg: urlParam.flag(false),
  sort: urlParam.choice(FLEX_USER_SORTS, 'delegateDivision'),
  sortOrder: urlParam.choice(['asc', 'desc'] as const, 'desc'),
  page: urlParam.int(1, 1),
};

interface Draft {
  contract: string;
  keyWord: string;
  includDeletedFlg: boolean;
}

export default function FlexUserInfoPage() {
  useSignals();
  const client = useService<ApiClient>(ApiClient);
  const services = useServices();
  const permissions = useService<PermissionService>(PermissionService);
  const canWrite = permissions.can(SCREEN_PERMISSIONS['/FlexUser/Added']);
  const canRegister = permissions.can(SCREEN_PERMISSIONS['/FlexUser/Register']);
  const addable = canWrite && flexUserAddable(services);
  const filters = useUrlFilters(SCHEMA);
  const { values } = filters;
  const applied: Draft = { contract: values.contract, keyWord: values.keyWord, includDeletedFlg: values.includDeletedFlg };
  const [draft, setDraft] = useState<Draft>(applied);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- filters.key stands for `applied`
  useEffect(() => setDraft(applied), [filters.key]);
  const contractId = useId();
  const keyWordId = useId();

  const contracts = useLoadedData((signal) => fetchContracts(client, false, signal), [client]);
  const list = useLoadedData(
    (signal) => searchFlexUsers(client, {
      flexContractInformationId: values.contract || undefined,
      keyWord: values.keyWord || undefined,
      includDeletedFlg: values.includDeletedFlg,
      sort: values.sort,
      sortOrder: values.sortOrder,
      offset: (values.page - 1) * FLEX_USER_PAGE_SIZE,
      limit: FLEX_USER_PAGE_SIZE,
    }, signal),
    [client, filters.key],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    filters.update({ ...draft, page: 1 });
  };
  const changeSort = serverSortChange(FLEX_USER_SORTS, (sort, sortOrder) => filters.update({ sort, sortOrder, page: 1 }));

  return (
    <div className="twb-flex-users">
      {(addable || canRegister) && (
        <div className="twb-flex-actions">
          {addable && <LinkButton to={values.contract ? addToContractPath(values.contract) : FLEX_PATH.userAdded} icon="people" intent="primary" text={t('flex.action.add')} />}
          {canRegister && <LinkButton to={FLEX_PATH.userRegister} icon="person" text={t('flex.action.register')} />}
        </div>
      )}
      <form className="twb-flex-filters" onSubmit={submit} role="search" aria-label={t('flex.userInfo.title')}>
        <FormField label={t('flex.field.contract')} htmlFor={contractId}>
          <SelectInput id={contractId} value={draft.contract} onChange={(event) => setDraft({ ...draft, contract: event.currentTarget.value })}>
            <SelectOption value="" label={t('flex.filter.allContracts')} />
            {(contracts.data ?? []).map((c) => <SelectOption key={c.flexContractInformationId} value={c.flexContractInformationId} label={c.contractName} />)}
          </SelectInput>
        </FormField>
        <FormField label={t('flex.field.keyWord')} htmlFor={keyWordId} helperText={t('flex.filter.keyWordHint')}>
          <InputGroup id={keyWordId} value={draft.keyWord} maxLength={100} onValueChange={(v) => setDraft({ ...draft, keyWord: v })} />
        </FormField>
        <Checkbox checked={draft.includDeletedFlg} label={t('flex.filter.includeDeleted')} onChange={(e) => setDraft({ ...draft, includDeletedFlg: e.currentTarget.checked })} />
        <div className="twb-flex-filters__buttons">
          <Button type="submit" intent="primary" icon="search" text={t('flex.filter.search')} />
          <Button text={t('common.clear')} onClick={() => filters.reset()} />
        </div>
      </form>
      <PagedDataList
        ariaLabel={t('flex.userInfo.title')}
        rows={list.data?.rows ?? []}
        rowKey={(u) => u.flexUserId}
        columns={userColumns({ withContract: true, canWrite, onChanged: list.reload })}
        sort={{ columnId: values.sort, order: values.sortOrder }}
        onSortChange={changeSort}
        total={list.data?.totalCount ?? 0}
        page={values.page}
        pageSize={FLEX_USER_PAGE_SIZE}
        onPageChange={(page) => filters.update({ page })}
        loading={list.loading}
        load={list}
        rowHeight={40}
        columnsKey="flex.users"
      />
    </div>
  );
}
