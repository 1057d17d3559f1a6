// The server side of the contact-person rule (core/flex/contact-rule.ts): the contracts' contact persons as they are
// now, and the refusal when releasing seats would leave a contract without one (400, the reason on the field,
// nothing changed), for the FLEX screens, the member deletions and the members upload alike.
import { ErrorCode } from '../../core/api/error';
import { lastContactMessage, lastContactRefusal, type ContractContacts } from '../../core/flex/contact-rule';
import type { Row, SqlExecutor } from '../db/database';
import { HttpError } from '../http/http-error';
import { fullName } from '../users/member-rows';

interface ContactRow extends Row {
  contract_id: number;
  contract_name: string;
  user_id: number;
  user_last_name: string;
  user_first_name: string;
}

/** Which contracts to read: those a set of members holds contact seats in, one contract, or all of a corporation's. */
export type ContractsConcerned = { members: readonly number[] } | { contract: number } | { corporation: number };

const WHERE: Readonly<Record<'members' | 'contract' | 'corporation', string>> = {
  members: `c.id in (select m.flex_contract_id from flex_users m where m.user_id = any($1::int[]) and not m.delete_flg and m.delegate_division = 1)`,
  contract: 'c.id = $1',
  corporation: 'c.corporation_id = $1',
};

/**
 * The contracts concerned with every contact person seated now. `lock` locks the contracts first (the FLEX screens'
 * order: contract, then its users), so that two deletions running together cannot each leave the other's contact
 * person as the last one and both go through.
 */
export async function contractContacts(db: SqlExecutor, concerned: ContractsConcerned, lock = false): Promise<ContractContacts[]> {
  const [key, value] = 'members' in concerned ? ['members', [...concerned.members]] as const
    : 'contract' in concerned ? ['contract', concerned.contract] as const : ['corporation', concerned.corporation] as const;
  if (lock) await db.query(`select c.id from flex_contracts c where ${WHERE[key]} order by c.id for update`, [value]);
  const rows = await db.query<ContactRow>(
    `select c.id as contract_id, c.contract_name, u.id as user_id, u.user_last_name, u.user_first_name
       from flex_contracts c join flex_users f on f.flex_contract_id = c.id and not f.delete_flg and f.delegate_division = 1
       join user_rows u on u.id = f.user_id
      where ${WHERE[key]} order by c.id, f.id`,
    [value],
  );
  const contracts = new Map<number, ContractContacts & { contacts: { userId: number; userName: string }[] }>();
  for (const r of rows) {
    const contract = contracts.get(r.contract_id) ?? { flexContractInformationId: String(r.contract_id), contractName: r.contract_name, contacts: [] };
    contract.contacts.push({ userId: r.user_id, userName: fullName(r.user_last_name, r.user_first_name) });
    contracts.set(r.contract_id, contract);
  }
  return [...contracts.values()];
}

/**
 * Locks the contracts these members are contact persons of, before the caller locks the members themselves: the
 * order of the FLEX screens (contract, then its users, then the member's flag), so the two never wait on each other.
 */
export async function lockContactContracts(db: SqlExecutor, userIds: readonly number[]): Promise<void> {
  await db.query(`select c.id from flex_contracts c where ${WHERE.members} order by c.id for update`, [[...userIds]]);
}

/** The rule refused: 400 with the reason as the message and on the field. */
export function lastContactRefused(field: string, message: string): HttpError {
  return new HttpError(400, ErrorCode.VALIDATION, message, { [field]: message });
}

/**
 * Refuses (400 on `field`, naming the contracts and their contact persons) when deleting these members all at once
 * would leave a contract without a contact person.
 */
export async function refuseLosingLastContact(db: SqlExecutor, userIds: readonly number[], field: string, lock = false): Promise<void> {
  if (userIds.length === 0) return;
  const refusal = lastContactRefusal(await contractContacts(db, { members: userIds }, lock), new Set(userIds));
  if (refusal) throw lastContactRefused(field, lastContactMessage(refusal));
}
