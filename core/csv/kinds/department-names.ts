// Kind `department-names` (billing name update, code 4, /Billing/NameUpload): each row renames the department of
// its 部署ID to the 部署名 of the row. Two rows may not give the same name, nor name the same department twice. With
// the server's data, as the rename applies (server/uploads/apply-departments.ts, server/billing/operations.ts): a
// suspended department keeps its name until it is resumed, and a new name may not be one another department holds
// (the departments the file renames give theirs up first, so a file may swap names) or a registration waits with.
import { departmentChangeRefusal } from '../../billing/refusals';
import '../../i18n/load/csv';
import { finding, header, NO_FINDINGS, uniqueColumn, UploadDivision, type CsvCheckContext, type CsvRow, type FileRule, type RowFinding, type UploadKind } from '../kind';
import { billingIdColumn, billingNameColumn, departmentOfRow, knownBillingId, nameTakenBy } from './department-rules';

export type DepartmentNameColumn = 'billingId' | 'billingName';

type Row = CsvRow<DepartmentNameColumn>;

/** A suspended department is resumed before it is renamed (a row keeping its name changes nothing and passes). */
function notSuspended(row: Row, context: CsvCheckContext): readonly RowFinding<DepartmentNameColumn>[] {
  const department = departmentOfRow(row.values.billingId, context);
  if (!department || department.name === row.values.billingName) return NO_FINDINGS;
  const refusal = departmentChangeRefusal(department);
  return refusal ? [{ column: 'billingId', failure: refusal }] : NO_FINDINGS;
}

/** The new names against the names held once the file's departments have given theirs up (needs the whole file). */
function newNamesFree(context?: CsvCheckContext): FileRule<DepartmentNameColumn> {
  if (!context?.lookups?.department) return { row: () => NO_FINDINGS };
  const renames: { row: number; line: number; name: string }[] = [];
  const renamed = new Set<string>();
  return {
    row(row) {
      const department = departmentOfRow(row.values.billingId, context);
      const name = row.values.billingName;
      if (department && name !== '' && department.name !== name) {
        renames.push({ row: row.row, line: row.line, name });
        renamed.add(department.billingId);
      }
      return NO_FINDINGS;
    },
    end() {
      return renames
        .filter((r) => nameTakenBy(r.name, context, (holder) => renamed.has(holder)))
        .map((r) => ({ row: r.row, line: r.line, finding: finding<DepartmentNameColumn>('billingName', 'csv.error.departmentNameInUse', { name: r.name }) }));
    },
  };
}

export const departmentNamesKind: UploadKind<DepartmentNameColumn> = {
  name: 'department-names',
  division: UploadDivision.BILLING_NAME_UPDATE,
  title: header('csv.kind.departmentNames'),
  route: '/Billing/NameUpload',
  columns: [billingIdColumn('billingId'), billingNameColumn('billingName', true)],
  rowRules: [knownBillingId('billingId'), notSuspended],
  fileRules: (context) => [
    uniqueColumn<DepartmentNameColumn>('billingId', header('csv.header.billingId'))(),
    uniqueColumn<DepartmentNameColumn>('billingName', header('csv.header.billingName'))(),
    newNamesFree(context),
  ],
  options: [],
};
