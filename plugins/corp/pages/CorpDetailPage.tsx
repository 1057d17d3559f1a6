// Company info (/Corp/Detail), read only: names, confirmation-code policy, permitted mail domains,
// approval mode and contract period of the corporation being viewed (GET /corporations/:id).
import '../corp.css';
import { useSignals } from '@preact/signals-react/runtime';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { PermissionService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import '../../../core/corp/load-messages';
import { DetailLayout, useService } from '../../../web/kit';
import { SelectedCorporation } from '../components/SelectedCorporation';
import { basicRows, contractRows, registrationRows } from '../components/corporation-rows';

export default function CorpDetailPage() {
  useSignals();
  const permissions = useService<PermissionService>(PermissionService);
  return (
    <SelectedCorporation>
      {(data) => (
        <DetailLayout
          className="twb-corp-detail"
          heading={data.corporationName}
          sections={[
            { title: t('corp.detail.basic'), rows: basicRows(data) },
            { title: t('corp.detail.registration'), rows: registrationRows(data) },
            { title: t('corp.detail.contract'), rows: contractRows(data) },
          ]}
          actions={permissions.can(SCREEN_PERMISSIONS['/Corp/Update']) ? [{ id: 'edit', text: t('corp.detail.edit'), meaning: 'primary', to: '/Corp/Update' }] : []}
          actionsLabel={t('common.actions')}
        />
      )}
    </SelectedCorporation>
  );
}
