// The mail columns of the members and clerks kinds: spec 5's one mail rule (core/validation companyMail). The cell
// check is its free-mail part, which needs nothing but the address, so the browser and the CLI catch a free-mail row
// on their own; the row rule adds the corporation's permitted domains when the server supplies them, in the same
// error shape. An address the person already has is not checked again (as on the single screens).
import { companyMail, mail, notFreeMail, type Validator } from '../../validation';
import { NO_FINDINGS, type CsvCheckContext, type CsvLookups, type CsvRow, type RowFinding, type RowRule } from '../kind';

/** The cell checks of a mail column: the format, then the free-mail part of the rule. */
export const MAIL_CELL_CHECKS: readonly Validator[] = [mail, notFreeMail];

export interface PermittedDomainOptions<K extends string> {
  /** Rows whose address is written (the others are ignored). */
  applies?: (row: CsvRow<K>) => boolean;
  /** The address the row's person has now, if the lookups know it. */
  currentMail?: (row: CsvRow<K>, lookups: CsvLookups) => string | undefined;
}

/** With the server's list of permitted domains: the row's address must be on one of them. */
export function permittedMailDomain<K extends string>(column: K, options: PermittedDomainOptions<K> = {}): RowRule<K> {
  return (row: CsvRow<K>, context: CsvCheckContext): readonly RowFinding<K>[] => {
    const lookups = context.lookups;
    const permitted = lookups?.permittedMailDomains;
    const address = row.values[column];
    if (!lookups || !permitted || address === '' || (options.applies && !options.applies(row)) || mail(address) !== null) return NO_FINDINGS;
    const current = options.currentMail?.(row, lookups);
    if (current !== undefined && current !== '' && current.toLowerCase() === address.toLowerCase()) return NO_FINDINGS;
    const failure = companyMail(address, permitted);
    return failure ? [{ column, failure }] : NO_FINDINGS;
  };
}
