// The department list (GET /billing/tenant/search): the filters of spec 3, sorted on the server; a clerk sees
// only the departments they look after.
import { DEPARTMENT_SORT_COLUMNS, type DepartmentSortColumn, type DepartmentSortOrder, type FlagFilter } from '../../core/billing/domain';
import { t } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import { InputReader, type Input } from '../http/input';
import type { MemberViewer } from '../users/viewer';
import { DEPARTMENT_COLUMNS, DEPARTMENT_FROM, type DepartmentRow } from './department-rows';

export interface DepartmentSearch {
  organizationName: string;
  autoApprovalFlg: FlagFilter;
  disableFlg: FlagFilter;
  sort: DepartmentSortColumn;
  sortOrder: DepartmentSortOrder;
}

const SORT_SQL: Readonly<Record<DepartmentSortColumn, string>> = {
  displayOrder: 'd.display_order',
  billingName: 'd.billing_name',
  autoApprovalFlg: 'd.auto_approval_flg',
  disableFlg: 'd.disable_flg',
  registrationFeeChargeFlg: 'd.registration_fee_charge_flg',
  memberCount: 'member_count',
  clerkCount: 'clerk_count',
};

function flagFilter(reader: InputReader, name: string): FlagFilter {
  const value = reader.text(name) ?? '';
  if (value === '' || value === '0' || value === '1') return value;
  reader.fail(name, t('billing.validation.choice'));
  return '';
}

export function parseDepartmentSearch(input: Input): DepartmentSearch {
  const reader = new InputReader(input);
  const organizationName = reader.text('organizationName', { max: 100 }) ?? '';
  const autoApprovalFlg = flagFilter(reader, 'autoApprovalFlg');
  const disableFlg = flagFilter(reader, 'disableFlg');
  const sort = reader.text('sort') ?? 'displayOrder';
  if (!(DEPARTMENT_SORT_COLUMNS as readonly string[]).includes(sort)) reader.fail('sort', t('billing.validation.choice'));
  const sortOrder = reader.text('sortOrder') ?? 'asc';
  if (sortOrder !== 'asc' && sortOrder !== 'desc') reader.fail('sortOrder', t('billing.validation.choice'));
  reader.check();
  return { organizationName, autoApprovalFlg, disableFlg, sort: sort as DepartmentSortColumn, sortOrder: sortOrder as DepartmentSortOrder };
}

export async function searchDepartments(db: SqlExecutor, viewer: MemberViewer, search: DepartmentSearch): Promise<DepartmentRow[]> {
  const params: unknown[] = [viewer.corporationId, [...viewer.departmentIds]];
  const where = ['d.corporation_id = $1', 'not d.delete_flg', 'd.id = any($2::int[])'];
  if (search.organizationName) {
    params.push(`%${search.organizationName.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    where.push(`lower(d.billing_name) like $${params.length}`);
  }
  if (search.autoApprovalFlg) where.push(`d.auto_approval_flg = ${search.autoApprovalFlg === '1'}`);
  if (search.disableFlg) where.push(`d.disable_flg = ${search.disableFlg === '1'}`);
  const direction = search.sortOrder === 'desc' ? 'desc' : 'asc';
  return db.query<DepartmentRow>(
    `select ${DEPARTMENT_COLUMNS} from ${DEPARTMENT_FROM} where ${where.join(' and ')}
      order by ${SORT_SQL[search.sort]} ${direction}, d.display_order ${direction}, d.id ${direction}`,
    params,
  );
}
