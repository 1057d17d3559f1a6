// Kind `department-register` (billing register, code 10, /Billing/RegisterUpload): each row applies for a new
// department (spec 4: registration is an application that appears after a delay). 自動承認 is 1 (members join
// approved) or 0; 利用上限額（月額） is the department budget in yen, empty for none. With the server's data: the name is
// not taken (nor waiting in a registration application), and 1 only where the corporation lets each department choose.
import '../../i18n/load/csv';
import { between, integer } from '../../validation';
import { departmentAutoApprovalRefusal } from '../../billing/refusals';
import { finding, header, NO_FINDINGS, oneOf, uniqueColumn, UploadDivision, type ColumnChoice, type CsvCheckContext, type CsvRow, type RowFinding, type UploadKind } from '../kind';
import { billingNameColumn, nameTakenBy } from './department-rules';

export const AUTO_APPROVAL_VALUES: readonly string[] = ['0', '1'];
export const AUTO_APPROVAL_CHOICES: readonly ColumnChoice[] = [
  { value: '1', label: header('csv.choice.autoApprovalOn'), description: header('csv.choice.autoApprovalOnMeaning') },
  { value: '0', label: header('csv.choice.autoApprovalOff'), description: header('csv.choice.autoApprovalOffMeaning') },
];
/** The budget field of the department form takes up to 9 digits of yen. */
export const MONTHLY_LIMIT_MAX = 999_999_999;

export type DepartmentRegisterColumn = 'billingName' | 'autoApproval' | 'monthlyLimitAmount';

/** With the server's lookups: a new department may not take the name of an existing one or of one waiting to be registered. */
function newName(row: CsvRow<DepartmentRegisterColumn>, context: CsvCheckContext): readonly RowFinding<DepartmentRegisterColumn>[] {
  const name = row.values.billingName;
  return name !== '' && nameTakenBy(name, context) ? [finding('billingName', 'csv.error.departmentNameInUse', { name })] : [];
}

/** With the server's lookups: a department approves its members automatically only if the corporation lets each choose. */
function autoApprovalAllowed(row: CsvRow<DepartmentRegisterColumn>, context: CsvCheckContext): readonly RowFinding<DepartmentRegisterColumn>[] {
  const setting = context.lookups?.corporationAutoApprovalSetting;
  if (row.values.autoApproval !== '1' || setting === undefined) return NO_FINDINGS;
  const refusal = departmentAutoApprovalRefusal(setting);
  return refusal ? [{ column: 'autoApproval', failure: refusal }] : NO_FINDINGS;
}

export const departmentRegisterKind: UploadKind<DepartmentRegisterColumn> = {
  name: 'department-register',
  division: UploadDivision.BILLING_REGISTER,
  title: header('csv.kind.departmentRegister'),
  route: '/Billing/RegisterUpload',
  columns: [
    billingNameColumn('billingName', true),
    { key: 'autoApproval', header: header('csv.header.autoApproval'), required: true, checks: [oneOf(AUTO_APPROVAL_CHOICES)], choices: AUTO_APPROVAL_CHOICES },
    { key: 'monthlyLimitAmount', header: header('csv.header.monthlyLimitAmount'), checks: [integer, (v) => between(v, 0, MONTHLY_LIMIT_MAX)] },
  ],
  rowRules: [newName, autoApprovalAllowed],
  fileRules: () => [uniqueColumn<DepartmentRegisterColumn>('billingName', header('csv.header.billingName'))()],
  options: [],
};
