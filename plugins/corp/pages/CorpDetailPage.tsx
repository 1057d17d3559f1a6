// Company info (/Corp/Detail), read only: names, confirmation-code policy, permitted mail domains,
// approval mode and contract period of the corporation being viewed (GET /corporations/:id).
import '../corp.css';
import { Card, H4 } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'react-router';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { PermissionService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { DetailTable, useService, type DetailRow } from '../../../web/kit';
import { SelectedCorporation } from '../components/SelectedCorporation';
import { basicRows, contractRows, registrationRows } from '../components/corporation-rows';

function Section({ title, rows }: { title: string; rows: readonly DetailRow[] }) {
  return (
    <Card className="twb-corp-section">
      <H4 className="twb-corp-section__title">{title}</H4>
      <DetailTable rows={rows} ariaLabel={title} />
    </Card>
  );
}

export default function CorpDetailPage() {
  useSignals();
  const permissions = useService<PermissionService>(PermissionService);
  return (
    <SelectedCorporation>
      {(data) => (
        <div className="twb-corp-detail">
          {permissions.can(SCREEN_PERMISSIONS['/Corp/Update']) && (
            <div className="twb-corp-actions">
              <Link to="/Corp/Update" className="bp6-button bp6-intent-primary twb-link-button">{t('corp.detail.edit')}</Link>
            </div>
          )}
          <Section title={t('corp.detail.basic')} rows={basicRows(data)} />
          <Section title={t('corp.detail.registration')} rows={registrationRows(data)} />
          <Section title={t('corp.detail.contract')} rows={contractRows(data)} />
        </div>
      )}
    </SelectedCorporation>
  );
}
