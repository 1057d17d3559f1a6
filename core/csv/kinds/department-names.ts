// Kind `department-names` (billing name update, code 4, /Billing/NameUpload): each row renames the department of
// its 部署ID to the 部署名 of the row. Two rows may not give the same name, nor name the same department twice.
import '../../i18n/load/csv';
import { header, uniqueColumn, UploadDivision, type UploadKind } from '../kind';
import { billingIdColumn, billingNameColumn, knownBillingId } from './department-rules';

export type DepartmentNameColumn = 'billingId' | 'billingName';

export const departmentNamesKind: UploadKind<DepartmentNameColumn> = {
  name: 'department-names',
  division: UploadDivision.BILLING_NAME_UPDATE,
  title: header('csv.kind.departmentNames'),
  route: '/Billing/NameUpload',
  columns: [billingIdColumn('billingId'), billingNameColumn('billingName', true)],
  rowRules: [knownBillingId('billingId')],
  fileRules: () => [
    uniqueColumn<DepartmentNameColumn>('billingId', header('csv.header.billingId'))(),
    uniqueColumn<DepartmentNameColumn>('billingName', header('csv.header.billingName'))(),
  ],
  options: [],
};
