// FLEX/BASE contracts and their users (spec 3, 5, 9): the shapes the server answers, the search filters and limits.

export type FlexServiceKind = 'FLEX' | 'BASE';

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

export interface FlexFacility {
  facilityId: string;
  facilityName: string;
}

export interface FlexContract {
  flexContractInformationId: string;
  contractName: string;
  serviceKind: FlexServiceKind;
  facilities: FlexFacility[];
  seats: number;
  /** Users seated today (not deleted). */
  usedSeats: number;
  /** Contact persons among them. */
  contactCount: number;
  startDate: string;
  endDate: string;
  /** Today falls within startDate..endDate. */
  inPeriod: boolean;
  /** The department the contract belongs to. */
  organizationId: string;
  organizationName: string;
  /** The department it is charged to. */
  chargeorganizationId: string;
  chargeOrganizationName: string;
  monthlyPricePerSeat: number;
  lastUpdated: string;
}

export const FLEX_CONTRACT_SORTS = ['contractName', 'startDate', 'endDate', 'seats', 'usedSeats', 'organizationName'] as const;
export type FlexContractSort = (typeof FLEX_CONTRACT_SORTS)[number];
export const FLEX_USER_SORTS = ['userNameKana', 'organizationName', 'cardNo', 'addedDate', 'delegateDivision'] as const;
export type FlexUserSort = (typeof FLEX_USER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** Spec 3 flex contract search filters; excludeFlg true leaves out contracts outside their period. */
export interface FlexContractSearchQuery {
  organizationId?: string;
  chargeorganizationId?: string;
  keyWord?: string;
  offset?: number;
  sort?: FlexContractSort;
  sortOrder?: SortOrder;
  excludeFlg?: boolean | string;
}

/** Spec 3 flex user search filters. */
export interface FlexUserSearchQuery {
  flexContractInformationId?: string;
  /** true only deleted users (released seats); false or absent: as includDeletedFlg says. */
  deleteFlg?: boolean | string;
  includDeletedFlg?: boolean | string;
  keyWord?: string;
  offset?: number;
  limit?: number;
  sort?: FlexUserSort;
  sortOrder?: SortOrder;
}

export interface FlexUser {
  flexUserId: string;
  flexContractInformationId: string;
  contractName: string;
  serviceKind: FlexServiceKind;
  userId: string;
  userName: string;
  userNameKana: string;
  organizationId: string | null;
  organizationName: string;
  mailAddress: string | null;
  delegateDivision: number;
  cardNo: string | null;
  cardDeliveryDivision: number;
  addedDate: string;
  /** Seated beyond the contracted seats (the extra registration fee of spec 8). */
  numberAdd: boolean;
  deleteFlg: boolean;
  lastUpdated: string;
}

export interface FlexPage<T> {
  totalCount: number;
  offset: number;
  limit: number;
  rows: T[];
}
