// The FLEX user list's columns (/FlexUser/Info and the contract detail); the actions column only for writers. The
// status and the actions always show; the delivery, added date and kana give way first in a narrow window.
import { Link } from 'react-router';
import type { FlexUser } from '../../../core/flex/domain';
import { t } from '../../../core/i18n';
import '../../../core/flex/load-messages';
import { CellTag, type PagedColumn } from '../../../web/kit';
import { contractDetailPath } from '../paths';
import { UserActions, deliveryLabel } from './UserActions';

function StatusTags({ user }: { user: FlexUser }) {
  return (
    <span className="twb-flex-row-actions">
      {user.delegateDivision === 1 && <CellTag intent="primary" minimal>{t('flex.value.contact')}</CellTag>}
      {user.numberAdd && <CellTag intent="warning" minimal>{t('flex.value.numberAdd')}</CellTag>}
      {user.deleteFlg && <CellTag minimal>{t('flex.value.deleted')}</CellTag>}
    </span>
  );
}

export function userColumns(options: { withContract: boolean; canWrite: boolean; onChanged: () => void }): PagedColumn<FlexUser>[] {
  const columns: PagedColumn<FlexUser>[] = [
    // Sorted by kana (the name's reading); the kana itself is in the column chooser.
    { id: 'userNameKana', label: t('flex.field.userName'), width: 120, sortable: true, identifying: true, render: (u) => u.userName },
    { id: 'delegateDivision', label: t('flex.field.status'), width: 130, sortable: true, priority: 'key', render: (u) => <StatusTags user={u} /> },
    { id: 'organizationName', label: t('flex.field.department'), width: 110, sortable: true, render: (u) => u.organizationName },
  ];
  if (options.withContract) {
    columns.push({ id: 'contract', label: t('flex.field.contract'), width: 170, render: (u) => <Link to={contractDetailPath(u.flexContractInformationId)}>{u.contractName}</Link>, text: (u) => u.contractName });
  }
  columns.push(
    { id: 'cardNo', label: t('flex.field.cardNo'), width: 110, sortable: true, render: (u) => u.cardNo ?? t('flex.value.none') },
    { id: 'delivery', label: t('flex.field.cardDelivery'), width: 110, priority: 'detail', render: (u) => deliveryLabel(u.cardDeliveryDivision) },
    { id: 'addedDate', label: t('flex.field.addedDate'), width: 100, priority: 'detail', sortable: true, render: (u) => u.addedDate },
    { id: 'kana', label: t('flex.field.userNameKana'), width: 150, priority: 'detail', render: (u) => u.userNameKana },
  );
  if (options.canWrite) {
    columns.push({ id: 'actions', label: t('flex.field.actions'), width: 260, action: true, render: (u) => <UserActions user={u} onChanged={options.onChanged} /> });
  }
  return columns;
}
