// Column rules the four department kinds share: the department id that keys a row, and the department name.
import '../../i18n/load/csv';
import { DEPARTMENT_NAME_MAX } from '../../billing/domain';
import { departmentName, maxLength } from '../../validation';
import { finding, header, idNumber, NO_FINDINGS, type CsvCheckContext, type CsvColumnSpec, type CsvRow, type DepartmentFacts, type RowFinding } from '../kind';

/** Department names follow the department form's rule (core/domain): at most 50 characters, no comma or quote. */
export { DEPARTMENT_NAME_MAX };

export function billingIdColumn<K extends string>(key: K): CsvColumnSpec<K> {
  return { key, header: header('csv.header.billingId'), required: true, checks: [idNumber] };
}

export function billingNameColumn<K extends string>(key: K, required: boolean): CsvColumnSpec<K> {
  return { key, header: header('csv.header.billingName'), required, checks: [departmentName, (v) => maxLength(v, DEPARTMENT_NAME_MAX)] };
}

/** With the server's lookups: the department of the row's id must exist (and be within the uploader's reach). */
export function knownBillingId<K extends string>(key: K) {
  return (row: CsvRow<K>, context: CsvCheckContext): readonly RowFinding<K>[] => {
    const id = row.values[key];
    const exists = context.lookups?.departmentIdExists;
    if (!exists || id === '' || idNumber(id) !== null || exists(id)) return NO_FINDINGS;
    return [finding(key, 'csv.error.unknownBillingId', { id })];
  };
}

/** With the server's lookups: the department of the row's id as the server knows it (undefined without the lookups). */
export function departmentOfRow(id: string, context: CsvCheckContext): DepartmentFacts | undefined {
  return id === '' || idNumber(id) !== null ? undefined : context.lookups?.department?.(id);
}

/** A name another department holds (one the file does not rename) or a registration application waits with. */
export function nameTakenBy(name: string, context: CsvCheckContext | undefined, freed: (billingId: string) => boolean = () => false): boolean {
  const lookups = context?.lookups;
  if (!lookups) return false;
  if (lookups.departmentNamePending?.(name)) return true;
  if (lookups.departmentByName) {
    const holder = lookups.departmentByName(name);
    return holder !== undefined && !freed(holder.billingId);
  }
  return lookups.departmentNameExists?.(name) === true;
}
