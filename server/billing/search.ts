// The department list (GET /billing/tenant/search): the filters of spec 3, sorted on the server; a clerk sees
// only the departments they look after.
import type { DepartmentSearchQuery, DepartmentSortColumn, DepartmentSortOrder, FlagFilter } from '../../core/billing/domain';
import type { SqlExecutor } from '../db/database';
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

/** The search as the edge checked it (choices with their defaults); the name is trimmed. */
export function parseDepartmentSearch(input: DepartmentSearchQuery): DepartmentSearch {
  return {
    organizationName: (input.organizationName ?? '').trim(),
    autoApprovalFlg: input.autoApprovalFlg ?? '',
    disableFlg: input.disableFlg ?? '',
    sort: input.sort ?? 'displayOrder',
    sortOrder: input.sortOrder ?? 'asc',
  };
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
