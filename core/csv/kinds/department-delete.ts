// Kind `department-delete` (billing delete, code 11, /Billing/DeleteUpload): each row deletes the department of its
// 部署ID. 部署名 is there to read and is not compared. Whether a department still has clerks or members (spec 4:
// those must be removed first) is a database check of the server.
import '../../i18n/load/csv';
import { header, uniqueColumn, UploadDivision, type UploadKind } from '../kind';
import { billingIdColumn, billingNameColumn, knownBillingId } from './department-rules';

export type DepartmentDeleteColumn = 'billingId' | 'billingName';

export const departmentDeleteKind: UploadKind<DepartmentDeleteColumn> = {
  name: 'department-delete',
  division: UploadDivision.BILLING_DELETE,
  title: header('csv.kind.departmentDelete'),
  route: '/Billing/DeleteUpload',
  columns: [billingIdColumn('billingId'), { ...billingNameColumn('billingName', false), ignoredIn: () => true }],
  rowRules: [knownBillingId('billingId')],
  fileRules: () => [uniqueColumn<DepartmentDeleteColumn>('billingId', header('csv.header.billingId'))()],
  options: [],
};
