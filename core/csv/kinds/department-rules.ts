// Column rules the four department kinds share: the department id that keys a row, and the department name.
import { departmentName, maxLength } from '../../validation';
import { finding, header, idNumber, NO_FINDINGS, type CsvCheckContext, type CsvColumnSpec, type CsvRow, type RowFinding } from '../kind';

/** Department names are at most 50 characters (the department form's rule) and never hold a comma or a quote. */
export const DEPARTMENT_NAME_MAX = 50;

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
