// The owning and charged departments of the reachable contracts, as choices for the contract list's filters.
import type { FlexContract } from '../../../core/flex/domain';

export interface DepartmentOption {
  id: string;
  name: string;
}

function unique(pairs: readonly (readonly [string, string])[]): DepartmentOption[] {
  const seen = new Map<string, string>();
  for (const [id, name] of pairs) if (id && !seen.has(id)) seen.set(id, name);
  return [...seen].map(([id, name]) => ({ id, name }));
}

export const ownerOptions = (contracts: readonly FlexContract[]): DepartmentOption[] =>
  unique(contracts.map((c) => [c.organizationId, c.organizationName] as const));

export const chargeOptions = (contracts: readonly FlexContract[]): DepartmentOption[] =>
  unique(contracts.map((c) => [c.chargeorganizationId, c.chargeOrganizationName] as const));
