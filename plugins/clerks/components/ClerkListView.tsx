// The clerk list of either kind: every clerk loaded once, then searched by name and sorted on the client (spec 7,
// Other: client-side search; spec 9: attributes.userNameKana ascending by default). The name filter lives in the
// URL (?userName=) so a reload or a link keeps it.
import '../clerks.css';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, InputGroup, Spinner } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { searchClerks, type ClerkKind, type ClerkRow } from '../../../core/clerks/domain';
import { PermissionService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { t } from '../../../core/i18n';
import '../../../core/clerks/load-messages';
import { DataList, LinkMenuButton, LoadFailedState, useAllowedUploads, useRecordCrumbs, useService, type DataColumn } from '../../../web/kit';
import { BULK_UPLOADS, departmentClerksUpload } from '../../../core/uploads/domain';
import { fetchClerks } from '../api';
import { clerkDetailPath, clerkRegisterPath } from '../paths';
import { ClerkLoadRefusal } from './ClerkLoadRefusal';
import { useClerkLoad } from './use-clerk-load';
import { CellTag } from '../../../web/kit/CellTag';

const REGISTER_PERMISSION = {
  corp: SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Register'],
  billing: SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Register/:billingId'],
} as const;

function columns(kind: ClerkKind, billingId: string | null): DataColumn<ClerkRow>[] {
  return [
    {
      id: 'userName',
      label: t('clerks.field.userName'),
      width: 210,
      render: (row) => (
        <span>
          <Link to={clerkDetailPath(kind, row.userId, billingId)}>{row.userName}</Link>
          {row.self && <CellTag minimal intent="primary" className="twb-clerks__self">{t('clerks.value.self')}</CellTag>}
        </span>
      ),
      sortValue: (row) => row.userName,
    },
    { id: 'attributes.userNameKana', label: t('clerks.field.userNameKana'), width: 190, priority: 'detail', render: (row) => row.attributes.userNameKana, sortValue: (row) => row.attributes.userNameKana },
    { id: 'loginId', label: t('clerks.field.loginId'), width: 150, render: (row) => row.loginId, sortValue: (row) => row.loginId },
    { id: 'mailAddress', label: t('clerks.field.mailAddress'), width: 260, priority: 'detail', render: (row) => row.mailAddress ?? t('clerks.value.noMail'), sortValue: (row) => row.mailAddress ?? '' },
    {
      id: 'initialPassword',
      label: t('clerks.field.initialPassword'),
      width: 146,
      priority: 'key',
      render: (row) => (row.initialPassword ? t('clerks.value.initialPassword') : t('clerks.value.passwordChanged')),
    },
  ];
}

export function ClerkListView({ kind, billingId }: { kind: ClerkKind; billingId: string | null }) {
  useSignals();
  const client = useService<ApiClient>(ApiClient);
  const permissions = useService<PermissionService>(PermissionService);
  const uploads = useAllowedUploads(
    kind === 'corp'
      ? [{ entry: BULK_UPLOADS.corpClerks, label: t('common.bulkUpload.clerks') }]
      : billingId
        ? [{ entry: departmentClerksUpload(billingId), label: t('common.bulkUpload.departmentClerks') }]
        : [],
  );
  const [params, setParams] = useSearchParams();
  const userName = params.get('userName') ?? '';
  const [typed, setTyped] = useState(userName);
  const load = useClerkLoad(
    (signal) => fetchClerks(client, kind, billingId, signal),
    [client, kind, billingId],
    t('clerks.notFound.department'),
  );
  const { data, loading, refusal } = load;
  const rows = useMemo(() => searchClerks(data?.rows ?? [], { userName }), [data, userName]);
  useRecordCrumbs([billingId && data?.billingName ? { param: 'billingId', value: billingId, name: data.billingName } : null]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { userName: typed.trim() } : {}, { preventScrollReset: true });
  };
  const clear = () => {
    setTyped('');
    setParams({}, { preventScrollReset: true });
  };

  if (loading && !data) return <Spinner className="twb-clerks__loading" />;
  if (refusal) return <ClerkLoadRefusal message={refusal} />;
  if (!data) return <LoadFailedState load={load} message={t('list.loadFailed')} />;
  return (
    <div className="twb-clerks">
      {data.billingName && <p>{t('clerks.billing.info.lead', { department: data.billingName })}</p>}
      <form className="twb-clerks__search" onSubmit={search} role="search" aria-label={t('clerks.list.search')}>
        <InputGroup
          aria-label={t('clerks.list.search')}
          placeholder={t('clerks.list.search')}
          leftIcon="search"
          value={typed}
          onValueChange={setTyped}
        />
        <Button type="submit" text={t('clerks.list.searchButton')} intent="primary" />
        <Button text={t('clerks.list.clear')} onClick={clear} />
        {permissions.can(REGISTER_PERMISSION[kind]) && (
          <Link to={clerkRegisterPath(kind, billingId)} className="bp6-button bp6-intent-success twb-link-button twb-clerks__register">
            {t('clerks.list.register')}
          </Link>
        )}
        <LinkMenuButton icon="th" label={t('common.bulkUploads')} items={uploads} />
      </form>
      <DataList
        rows={rows}
        columns={columns(kind, billingId)}
        ariaLabel={t(kind === 'corp' ? 'clerks.corp.info.title' : 'clerks.billing.info.title')}
        emptyText={t('clerks.list.empty')}
        columnsKey={`clerks.${kind}`}
      />
    </div>
  );
}
