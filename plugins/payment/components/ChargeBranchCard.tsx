// One invoice destination (請求先) on the destination page: its number and name, address, person in charge, mail,
// payment method, the departments billed to it (one invoice for all of them, spec 5) and a change waiting for its day.
import { Card } from '@blueprintjs/core';
import type { ChargeBranch } from '../../../core/payment/domain';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { CellTag, LinkButton, Heading } from '../../../web/kit';
import { paymentDetailPath, paymentInputPath } from '../paths';

function Address({ branch }: { branch: ChargeBranch }) {
  return (
    <>
      <span className="twb-payment-address__postal">{t('paymentPages.format.postal', { postalCode: branch.postalCode })}</span>
      <span>{branch.address}</span>
      {branch.residence && <span>{branch.residence}</span>}
    </>
  );
}

function Departments({ branch }: { branch: ChargeBranch }) {
  if (branch.departments.length === 0) return <>{t('paymentPages.branch.noDepartments')}</>;
  return (
    <>
      <span className="twb-payment-tags">{branch.departments.map((d) => <CellTag key={d.organizationId} minimal>{d.billingName}</CellTag>)}</span>
      {branch.departments.length > 1 && <span className="twb-payment-note">{t('paymentPages.branch.sharedNote', { count: branch.departments.length })}</span>}
    </>
  );
}

export function ChargeBranchCard({ branch, canChangeMethod }: { branch: ChargeBranch; canChangeMethod: boolean }) {
  const method = t(`payment.method.${branch.paymentMethod}`);
  const rows: { label: string; value: React.ReactNode }[] = [
    { label: t('paymentPages.branch.address'), value: <Address branch={branch} /> },
    { label: t('paymentPages.branch.person'), value: [branch.personDepartment, branch.personName].filter(Boolean).join(' ') },
    { label: t('payment.field.mailAddress'), value: branch.mailAddress },
    { label: t('payment.field.paymentMethod'), value: branch.accountSummary ? `${method}（${branch.accountSummary}）` : method },
    { label: t('payment.field.departments'), value: <Departments branch={branch} /> },
  ];
  return (
    <Card className="twb-payment-branch" compact aria-label={branch.clientName}>
      <div className="twb-payment-branch__head">
        <div className="twb-payment-branch__title">
          <span className="twb-payment-branch__no">{t('payment.field.chargeBranchNo')} {branch.chargeBranchNo}</span>
          <Heading className="twb-payment-branch__name">{branch.clientName}</Heading>
          {branch.defaultFlg && <CellTag minimal intent="primary" title={t('paymentPages.branch.defaultHelp')}>{t('paymentPages.branch.default')}</CellTag>}
        </div>
        {canChangeMethod && (
          <LinkButton to={paymentInputPath(branch.chargeBranchNo)} icon="bank-account" text={t('paymentPages.branch.changeMethod')} />
        )}
      </div>
      <dl className="twb-payment-branch__fields">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {branch.pendingApplicationId && (
        <p className="twb-payment-branch__pending">
          <CellTag minimal intent="primary">{t('paymentPages.status.1')}</CellTag>
          <LinkButton to={paymentDetailPath(branch.pendingApplicationId)} icon="document" text={t('paymentPages.branch.pendingOf', { name: branch.clientName })} />
        </p>
      )}
    </Card>
  );
}
