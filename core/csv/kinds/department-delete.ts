// Kind `department-delete` (billing delete, code 11, /Billing/DeleteUpload): each row deletes the department of its
// 部署ID. 部署名 is there to read and is not compared. With the server's data, the rule of the delete screen
// (core/billing/refusals): a department whose clerks and members are still there (spec 4: those are removed
// first), whose own staff it is, that bears the registration fee or a FLEX/BASE contract's charges is not deleted.
import { departmentDeleteRefusal } from '../../billing/refusals';
import '../../i18n/load/csv';
import { header, NO_FINDINGS, uniqueColumn, UploadDivision, type CsvCheckContext, type CsvRow, type RowFinding, type UploadKind } from '../kind';
import { billingIdColumn, billingNameColumn, departmentOfRow, knownBillingId } from './department-rules';

export type DepartmentDeleteColumn = 'billingId' | 'billingName';

function deletable(row: CsvRow<DepartmentDeleteColumn>, context: CsvCheckContext): readonly RowFinding<DepartmentDeleteColumn>[] {
  const department = departmentOfRow(row.values.billingId, context);
  const refusal = department ? departmentDeleteRefusal(department.deleteState) : null;
  return refusal ? [{ column: 'billingId', failure: refusal }] : NO_FINDINGS;
}

export const departmentDeleteKind: UploadKind<DepartmentDeleteColumn> = {
  name: 'department-delete',
  division: UploadDivision.BILLING_DELETE,
  title: header('csv.kind.departmentDelete'),
  route: '/Billing/DeleteUpload',
  columns: [billingIdColumn('billingId'), { ...billingNameColumn('billingName', false), ignoredIn: () => true }],
  rowRules: [knownBillingId('billingId'), deletable],
  fileRules: () => [uniqueColumn<DepartmentDeleteColumn>('billingId', header('csv.header.billingId'))()],
  options: [],
};
