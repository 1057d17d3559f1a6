// FLEX/BASE calls (spec 7, Flex group, under /api/flexlong/tenant/...): the contract lists and detail, the user
// list with the spec 3 filters, the seat confirm of an addition (useNumberConf), adding existing members, and the
// contact person, card and delete changes of one user.
//
// Access (spec 2.2): contract list WFAL001 read, contract detail WFAL002 read, user list WFAM001 read (or the
// contract detail, which lists the users too); adding members and changing a user (contact person, card, delete:
// the "FLEX user setting" of spec 6) need WFAM002 write. A new member as a FLEX user goes through the member
// registration's FLEX variant (members.flexRegister, WFAG003 or WFAM003 write). The handlers add what a code cannot
// say: a department clerk reaches only the contracts of their departments (owning or charged; 404 otherwise, as an
// unknown id), and only members of their departments.
//
// Every change of an existing user carries the lastUpdated the viewer saw; a stale one is refused with 409.
import { defineCall } from '../api/call';
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import type {
  FlexContract,
  FlexContractSearchQuery,
  FlexPage,
  FlexUser,
  FlexUserSearchQuery,
} from './domain';

const contractListRead = SCREEN_PERMISSIONS['/FlexContract/Info'];
const contractDetailRead = SCREEN_PERMISSIONS['/FlexContract/Detail/:flexContractInformationId'];
const userListRead = SCREEN_PERMISSIONS['/FlexUser/Info'];
const addWrite = SCREEN_PERMISSIONS['/FlexUser/Added'];
/** The contract pulldowns serve every flex screen. */
const anyFlexRead = {
  codes: [...contractListRead.codes, ...contractDetailRead.codes, ...userListRead.codes, ...addWrite.codes, ...SCREEN_PERMISSIONS['/FlexUser/Register'].codes],
  level: 'read',
} as const;
const usersRead = { codes: [...userListRead.codes, ...contractDetailRead.codes], level: 'read' } as const;

export interface FlexAddRequest {
  flexContractInformationId: string;
  /** Existing members, all of one department (spec 5). */
  userIds: string[];
  /** Of them, those who become contact persons. */
  delegateUserIds?: string[];
}

export interface FlexAddMember {
  userId: string;
  userName: string;
  organizationName: string;
  delegateDivision: number;
}

/** What an addition will do: the seats before and after, and the extra-fee warning of spec 8 when over. */
export interface FlexAddPreview {
  contract: FlexContract;
  members: FlexAddMember[];
  seats: number;
  usedSeats: number;
  after: number;
  /** Users beyond the contracted seats after the addition (0 when within). */
  overSeats: number;
  warning: string | null;
  message: string;
}

export interface FlexAddResult {
  result: 'OK';
  added: FlexUser[];
  overSeats: number;
  warning: string | null;
  message: string;
}

export interface FlexUserChangeRequest {
  flexUserId: string;
  lastUpdated: string;
}

export interface FlexDelegateRequest extends FlexUserChangeRequest {
  delegateDivision: number;
}

export interface FlexCardRequest extends FlexUserChangeRequest {
  cardNo: string;
  cardDeliveryDivision: number;
}

export interface FlexUserChangeResult {
  result: 'OK';
  user: FlexUser;
  message: string;
}

export const flexCalls = {
  /** The reachable contracts (all periods) for the pulldowns of the user screens. */
  flexs: defineCall<{ availableOnly?: boolean | string }, FlexContract[]>({ id: 'flex.flexs', method: 'GET', base: '/api', path: '/flexlong/tenant/flexs', access: anyFlexRead }),
  flexList: defineCall<FlexContractSearchQuery, FlexPage<FlexContract>>({ id: 'flex.flexList', method: 'GET', base: '/api', path: '/flexlong/tenant/flexList', access: contractListRead }),
  /** Not in the spec by name: one contract for /FlexContract/Detail. */
  flexDetail: defineCall<{ id: string }, FlexContract>({ id: 'flex.flexDetail', method: 'GET', base: '/api', path: '/flexlong/tenant/flexDetail/:id', access: contractDetailRead }),
  flexUserList: defineCall<FlexUserSearchQuery, FlexPage<FlexUser>>({ id: 'flex.flexUserList', method: 'GET', base: '/api', path: '/flexlong/tenant/flexUserList', access: usersRead }),
  useNumberConf: defineCall<FlexAddRequest, FlexAddPreview>({ id: 'flex.useNumberConf', method: 'POST', base: '/api', path: '/flexlong/tenant/useNumberConf', access: addWrite }),
  addFlexUser: defineCall<FlexAddRequest, FlexAddResult>({ id: 'flex.addFlexUser', method: 'POST', base: '/api', path: '/flexlong/tenant/add/flexUser', access: addWrite }),
  delegateUpdate: defineCall<FlexDelegateRequest, FlexUserChangeResult>({ id: 'flex.delegateUpdate', method: 'PATCH', base: '/api', path: '/flexlong/tenant/delegateDivision/update', access: addWrite }),
  cardNoUpdate: defineCall<FlexCardRequest, FlexUserChangeResult>({ id: 'flex.cardNoUpdate', method: 'PATCH', base: '/api', path: '/flexlong/tenant/cardNo/update', access: addWrite }),
  flexUserDelete: defineCall<FlexUserChangeRequest, FlexUserChangeResult>({ id: 'flex.flexUserDelete', method: 'PATCH', base: '/api', path: '/flexlong/tenant/flexUser/delete', access: addWrite }),
};
