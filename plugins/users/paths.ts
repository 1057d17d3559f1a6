// The users plugin's route ids and paths (spec 2.2), shared by its routes, pages, help cards and tests.
import type { MemberUpdateDivision } from '../../core/users/domain';

export const USERS_ROUTE = {
  info: 'users.info',
  detail: 'users.detail',
  register: 'users.register',
  update: 'users.update',
} as const;

export const USERS_PATH = {
  info: '/User/Info',
  detail: '/User/Detail/:userId',
  register: '/User/Register',
  update: '/User/Update/:division/:userId',
} as const;

export function memberDetailPath(userId: string): string {
  return `/User/Detail/${encodeURIComponent(userId)}`;
}

export function memberUpdatePath(division: MemberUpdateDivision, userId: string): string {
  return `/User/Update/${division}/${encodeURIComponent(userId)}`;
}
