// FLEX/BASE contracts and their users (spec 3, 5, 9): the shapes the server answers (schemas, whose types are the
// calls' types: docs/api-contract.md), the search filters and limits.
import {
  ArraySchema, BooleanSchema, IntegerSchema, Nullable, ObjectSchema, OneOf, Text, type Static, type TSchema,
} from '../api/schema';

export const FLEX_SERVICE_KINDS = ['FLEX', 'BASE'] as const;
export type FlexServiceKind = (typeof FLEX_SERVICE_KINDS)[number];

/** Spec 9: a FLEX/BASE contract ends at the latest on 2099/12/31. */
export const FLEX_MAX_END_DATE = '2099/12/31';
/** Spec 9: the flex user list shows at most 500 users a page. */
export const FLEX_USER_PAGE_SIZE = 500;
/** The contract list pages like the other lists (spec 9: 500 a page). */
export const FLEX_CONTRACT_PAGE_SIZE = 500;

/** delegateDivision: 1 marks the contract's contact person (spec 5: at least one per contract). */
export const DelegateDivision = { NONE: 0, CONTACT: 1 } as const;

/** How the member's card reaches them: 0 not decided, 1 posted to the department, 2 collected at the site. */
export const CARD_DELIVERY_DIVISIONS = [0, 1, 2] as const;
export type CardDeliveryDivision = (typeof CARD_DELIVERY_DIVISIONS)[number];

/** A card number: half-width letters, digits and hyphens, at most 20. */
export const CARD_NO_PATTERN = /^[A-Za-z0-9-]{1,20}$/;

const FlexFacilitySchema = ObjectSchema({ facilityId: Text(), facilityName: Text() });
export type FlexFacility = Static<typeof FlexFacilitySchema>;

export const FlexContractSchema = ObjectSchema({
  flexContractInformationId: Text(),
  contractName: Text(),
  serviceKind: OneOf(FLEX_SERVICE_KINDS),
  facilities: ArraySchema(FlexFacilitySchema),
  seats: IntegerSchema(),
  /** Users seated today (not deleted). */
  usedSeats: IntegerSchema(),
  /** Contact persons among them. */
  contactCount: IntegerSchema(),
  startDate: Text(),
  endDate: Text(),
  /** Today falls within startDate..endDate. */
  inPeriod: BooleanSchema(),
  /** The department the contract belongs to. */
  organizationId: Text(),
  organizationName: Text(),
  /** The department it is charged to. */
  chargeorganizationId: Text(),
  chargeOrganizationName: Text(),
  monthlyPricePerSeat: IntegerSchema(),
  lastUpdated: Text(),
});
export type FlexContract = Static<typeof FlexContractSchema>;

export const FLEX_CONTRACT_SORTS = ['contractName', 'startDate', 'endDate', 'seats', 'usedSeats', 'organizationName'] as const;
export type FlexContractSort = (typeof FLEX_CONTRACT_SORTS)[number];
export const FLEX_USER_SORTS = ['userNameKana', 'organizationName', 'cardNo', 'addedDate', 'delegateDivision'] as const;
export type FlexUserSort = (typeof FLEX_USER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const FlexUserSchema = ObjectSchema({
  flexUserId: Text(),
  flexContractInformationId: Text(),
  contractName: Text(),
  serviceKind: OneOf(FLEX_SERVICE_KINDS),
  userId: Text(),
  userName: Text(),
  userNameKana: Text(),
  organizationId: Nullable(Text()),
  organizationName: Text(),
  mailAddress: Nullable(Text()),
  delegateDivision: IntegerSchema(),
  cardNo: Nullable(Text()),
  cardDeliveryDivision: IntegerSchema(),
  addedDate: Text(),
  /** Seated beyond the contracted seats (the extra registration fee of spec 8). */
  numberAdd: BooleanSchema(),
  deleteFlg: BooleanSchema(),
  lastUpdated: Text(),
});
export type FlexUser = Static<typeof FlexUserSchema>;

/** A page of a flex list: its rows, where it starts, how many a page holds and how many match in all. */
export function FlexPageSchema<T extends TSchema>(rows: T) {
  return ObjectSchema({ totalCount: IntegerSchema(), offset: IntegerSchema(), limit: IntegerSchema(), rows: ArraySchema(rows) });
}
export type FlexPage<T> = Omit<Static<ReturnType<typeof FlexPageSchema>>, 'rows'> & { rows: T[] };
