// One FLEX/BASE contract (/FlexContract/Detail/{id}, WFAL002 read; needs flexDisplay): plan, sites, period, the
// owning and charged departments, the price per seat, seats used against contracted as a bar, and its users
// (seated ones, at most 500, spec 9) with their changes for writers.
import '../flex.css';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { FLEX_USER_PAGE_SIZE, FLEX_USER_SORTS, type FlexUserSort } from '../../../core/flex/domain';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { PermissionService } from '../../../core/services/contracts';
import { flexUserAddable, flexUserDisplay } from '../../../core/services/guards/flex';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/flex/load-messages';
import { DetailLayout, LinkButton, PagedDataList, RecordPending, formatNumber, loadOutage, useLoadedData, useService, useServices, serverSortChange, Heading, type DetailAction, type SortState } from '../../../web/kit';
import { fetchContract, searchFlexUsers } from '../api';
import { PeriodTag, periodText } from '../components/contract-columns';
import { SeatBar } from '../components/SeatBar';
import { userColumns } from '../components/user-columns';
import { FLEX_PATH, addToContractPath, contractUsersPath } from '../paths';

export default function FlexContractDetailPage() {
  useSignals();
  const { flexContractInformationId: id = '' } = useParams();
  const client = useService<ApiClient>(ApiClient);
  const services = useServices();
  const permissions = useService<PermissionService>(PermissionService);
  const canWrite = permissions.can(SCREEN_PERMISSIONS['/FlexUser/Added']);
  const contract = useLoadedData((signal) => fetchContract(client, id, signal), [client, id]);
  // Sorted by the server like /FlexUser/Info (a contract has at most 500 users, one page); contact persons first.
  const [sort, setSort] = useState<SortState>({ columnId: 'delegateDivision', order: 'desc' });
  const users = useLoadedData(
    (signal) => searchFlexUsers(client, {
      flexContractInformationId: id, limit: FLEX_USER_PAGE_SIZE, sort: sort.columnId as FlexUserSort, sortOrder: sort.order,
    }, signal),
    [client, id, sort.columnId, sort.order],
  );
  const changeSort = serverSortChange(FLEX_USER_SORTS, (columnId, order) => setSort({ columnId, order }));
  const reload = () => {
    contract.reload();
    users.reload();
  };

  if (contract.loading && !contract.data) return <Spinner />;
  const c = contract.data;
  if (!c && loadOutage(contract)) return <RecordPending load={contract} />;
  if (!c) return <NonIdealState icon="search" description={t('flex.notFound.contract')} action={<LinkButton to={FLEX_PATH.contractInfo} text={t('flex.action.backToContracts')} />} />;
  const over = c.usedSeats > c.seats;
  // Adding members is the step this page leads to; the contract's whole user list is a plain way on.
  const actions: DetailAction[] = [
    ...(canWrite && c.inPeriod && flexUserAddable(services)
      ? [{ id: 'addToContract', text: t('flex.action.add'), meaning: 'primary' as const, icon: 'people' as const, to: addToContractPath(c.flexContractInformationId) }] : []),
    ...(flexUserDisplay(services) && permissions.can(SCREEN_PERMISSIONS['/FlexUser/Info'])
      ? [{ id: 'users', text: t('flex.action.users'), meaning: 'neutral' as const, icon: 'th' as const, to: contractUsersPath(c.flexContractInformationId) }] : []),
  ];
  const notice = (c.contactCount === 0 || over) && (
    <>
      {c.contactCount === 0 && (
        // A member deletion releases the seat of the contract's last contact person (spec 4 before spec 5's rule
        // on the FLEX screens): the contract then needs a new one, and says so.
        <Callout intent="warning" icon="warning-sign" className="twb-flex-warning">{t('flex.detail.noContact')}</Callout>
      )}
      {over && (
        <Callout intent="warning" icon="warning-sign" className="twb-flex-warning">
          {t('flex.detail.overSeats', { seats: c.seats, used: c.usedSeats, over: c.usedSeats - c.seats })}
        </Callout>
      )}
    </>
  );
  return (
    <div className="twb-flex-detail">
      <DetailLayout
        heading={c.contractName}
        status={<PeriodTag contract={c} />}
        notice={notice}
        sections={[{
          rows: [
            { label: t('flex.field.contractName'), value: c.contractName },
            { label: t('flex.field.serviceKind'), value: c.serviceKind },
            { label: t('flex.field.facilities'), value: c.facilities.map((f) => f.facilityName).join('、') },
            { label: t('flex.field.period'), value: periodText(c) },
            { label: t('flex.field.organization'), value: c.organizationName },
            { label: t('flex.field.chargeOrganization'), value: c.chargeOrganizationName },
            { label: t('flex.field.price'), value: t('flex.value.price', { price: formatNumber(c.monthlyPricePerSeat) }) },
            { label: t('flex.field.seatUse'), value: <SeatBar used={c.usedSeats} seats={c.seats} large /> },
            { label: t('flex.field.contactCount'), value: String(c.contactCount) },
          ],
        }]}
        actions={actions}
        actionsLabel={t('common.actions')}
        footer={<Link to={FLEX_PATH.contractInfo}>{t('flex.action.backToContracts')}</Link>}
      />
      <section className="twb-flex-section" aria-labelledby="twb-flex-detail-users">
        <Heading id="twb-flex-detail-users" className="twb-flex-section__title">{t('flex.detail.users')}</Heading>
        <PagedDataList
          ariaLabel={t('flex.detail.users')}
          rows={users.data?.rows ?? []}
          rowKey={(u) => u.flexUserId}
          columns={userColumns({ withContract: false, canWrite, onChanged: reload })}
          sort={sort}
          onSortChange={changeSort}
          total={users.data?.totalCount ?? 0}
          page={1}
          pageSize={FLEX_USER_PAGE_SIZE}
          onPageChange={() => undefined}
          loading={users.loading}
          load={users}
          rowHeight={40}
          columnsKey="flex.contract-users"
        />
      </section>
    </div>
  );
}
