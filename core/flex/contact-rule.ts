// Spec 5 "at least one FLEX contact person must be specified": a contract that has contact persons keeps at least
// one, whatever releases their seats. One rule for every way a seat is given up: the FLEX screens (unsetting or
// removing a contact person, server/flex/changes.ts), deleting members one at a time or several at once
// (server/users), and the delete rows of a members upload, in its dry run (core/csv/kinds/members.ts) and its apply
// (server/uploads). The rule reads the state after the whole operation: two members who are together all the contact
// persons of a contract cannot be deleted together either.
import { t } from '../i18n';
import './load-messages';

export interface FlexContact {
  userId: number;
  userName: string;
}

/** A contract with the members seated as its contact persons now. */
export interface ContractContacts {
  flexContractInformationId: string;
  contractName: string;
  contacts: readonly FlexContact[];
}

/** The contracts whose every contact person is among `released`: giving up those seats would leave none. */
export function contractsLeftWithoutContact<T extends ContractContacts>(contracts: readonly T[], released: ReadonlySet<number>): T[] {
  return contracts.filter((c) => c.contacts.length > 0 && c.contacts.every((p) => released.has(p.userId)));
}

/** What the refusal names: the contracts (as the FLEX screens show them) and their contact persons. */
export interface LastContactParams {
  contracts: string;
  names: string;
}

function paramsOf(contracts: readonly ContractContacts[]): LastContactParams {
  const names = [...new Set(contracts.flatMap((c) => c.contacts.map((p) => p.userName)))];
  return {
    contracts: contracts.map((c) => t('flex.value.contractQuoted', { contract: c.contractName })).join(t('flex.value.listSeparator')),
    names: names.map((name) => t('flex.value.personName', { name })).join(t('flex.value.listSeparator')),
  };
}

/** The refusal of releasing these members' seats all at once, or null when every contract keeps a contact person. */
export function lastContactRefusal(contracts: readonly ContractContacts[], released: ReadonlySet<number>): LastContactParams | null {
  const orphaned = contractsLeftWithoutContact(contracts, released);
  return orphaned.length === 0 ? null : paramsOf(orphaned);
}

/**
 * Per released member who is a contact person of a contract left without one: the refusal naming those contracts.
 * A members upload refuses each such row (every row that takes part, not only the last one applied).
 */
export function lastContactRefusalsByMember(contracts: readonly ContractContacts[], released: ReadonlySet<number>): Map<number, LastContactParams> {
  const orphaned = contractsLeftWithoutContact(contracts, released);
  const byMember = new Map<number, LastContactParams>();
  for (const userId of new Set(orphaned.flatMap((c) => c.contacts.map((p) => p.userId)))) {
    byMember.set(userId, paramsOf(orphaned.filter((c) => c.contacts.some((p) => p.userId === userId))));
  }
  return byMember;
}

/** The Japanese reason. */
export const lastContactMessage = (params: LastContactParams): string => t('flex.refuse.lastContactMember', { ...params });
