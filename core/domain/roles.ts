// Role types of spec section 6 and the two roles this site serves.
export const RoleType = {
  BUILDING_MANAGEMENT_HEAD_OFFICE: 1,
  RECEPTIONIST: 2,
  CLERK_IN_CORPORATION: 3,
  CLERK_IN_BILLING: 4,
  BUILDING_ENTRY_RECEPTION: 5,
  BUILDING_MANAGEMENT_SUB: 6,
  HOTEL_RECEPTION: 7,
  UNATTENDED_RECEPTION: 8,
  REMOTE_RECEPTION: 9,
} as const;
export type RoleType = (typeof RoleType)[keyof typeof RoleType];

/** Only responsible persons (3) and department clerks (4) may use the site. */
export const ALLOWED_ROLE_TYPES: readonly number[] = [RoleType.CLERK_IN_CORPORATION, RoleType.CLERK_IN_BILLING];

export function isAllowedRoleType(roleType: number | undefined | null): boolean {
  return roleType != null && ALLOWED_ROLE_TYPES.includes(roleType);
}

/** Roles used for help cards and manuals; "riyosha" is the plain member role that exists for manuals only. */
export type ManualRole = 'clerkInCorp' | 'clerkInBilling' | 'riyosha';
