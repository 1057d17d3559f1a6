// The department lists other screens choose from (spec 7: designation, withMark, flex, flex/withOutOfPeriod),
// each limited to the departments the viewer reaches, in display order.
import type { DepartmentOption } from '../../core/billing/calls';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import type { MemberViewer } from '../users/viewer';
import { isoDay } from './department-form';

export type ChoiceKind = 'designation' | 'withMark' | 'flex' | 'flexWithOutOfPeriod';

interface ChoiceRow extends Row {
  id: number;
  billing_name: string;
  display_order: number;
  disable_flg: boolean;
}

const CONDITIONS: Readonly<Record<ChoiceKind, string>> = {
  // A suspended department cannot be given new members or charges.
  designation: 'not d.disable_flg',
  withMark: 'true',
  flex: 'exists (select 1 from flex_contracts f where f.charge_department_id = d.id and f.start_date <= $3::date and f.end_date >= $3::date)',
  flexWithOutOfPeriod: 'exists (select 1 from flex_contracts f where f.charge_department_id = d.id)',
};

export async function departmentChoices(db: SqlExecutor, viewer: MemberViewer, kind: ChoiceKind, now: Date): Promise<DepartmentOption[]> {
  const rows = await db.query<ChoiceRow>(
    `select d.id, d.billing_name, d.display_order, d.disable_flg from departments d
      where d.corporation_id = $1 and not d.delete_flg and d.id = any($2::int[]) and $3::date is not null and (${CONDITIONS[kind]})
      order by d.display_order, d.id`,
    [viewer.corporationId, [...viewer.departmentIds], isoDay(now)],
  );
  return rows.map((r) => ({
    billingId: String(r.id),
    billingName: r.billing_name,
    displayOrder: r.display_order,
    disableFlg: r.disable_flg,
    mark: r.disable_flg ? t('billing.mark.suspended') : '',
  }));
}
