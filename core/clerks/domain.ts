// Clerks of spec 3: responsible persons (clerks of the corporation, 責任者) and department clerks (clerks of
// billing, 部署担当者), their form fields, the password-notice timings of spec 9 and the client-side search.

import type { ClerkDepartment, ClerkDetail, ClerkFormFields, ClerkRegisterFields, ClerkRow } from './calls';

// The clerk, the form's fields and the department a clerk looks after: the types of their schemas in the contract.
export type { ClerkDepartment, ClerkDetail, ClerkFormFields, ClerkRegisterFields, ClerkRow };

/** Spec 9 password mail timing: 0 send now, 1 send later (from the detail page), 2 do not send. */
export const PasswordNoticeTiming = { NOW: 0, LATER: 1, NONE: 2 } as const;
export type PasswordNoticeTiming = (typeof PasswordNoticeTiming)[keyof typeof PasswordNoticeTiming];
export const PASSWORD_NOTICE_TIMINGS: readonly PasswordNoticeTiming[] = [0, 1, 2];

/** Which of the two clerk kinds a call or page is about. */
export type ClerkKind = 'corp' | 'billing';

/** The login id a responsible person gives a new clerk: half-width letters, digits and symbols. */
export const CLERK_LOGIN_ID_MIN = 4;
export const CLERK_LOGIN_ID_MAX = 20;

export const CLERK_SORT_COLUMNS = ['attributes.userNameKana', 'userName', 'loginId', 'mailAddress'] as const;
export type ClerkSortColumn = (typeof CLERK_SORT_COLUMNS)[number];
export const CLERK_DEFAULT_SORT: ClerkSortColumn = 'attributes.userNameKana';

/** Spec 3 clerk search filter (sort, sortOrder, userName), applied on the client (spec 7, Other). */
export interface ClerkFilter {
  userName?: string;
  sort?: ClerkSortColumn;
  sortOrder?: 'asc' | 'desc';
}

function sortValue(row: ClerkRow, column: ClerkSortColumn): string {
  if (column === 'attributes.userNameKana') return row.attributes.userNameKana;
  if (column === 'mailAddress') return row.mailAddress ?? '';
  return row[column];
}

/**
 * The client-side clerk search: a name filter over name, kana, login id and mail (spaces ignored), then the
 * sort, by default kana ascending (spec 9), with the login id breaking ties so the order is stable.
 */
export function searchClerks(rows: readonly ClerkRow[], filter: ClerkFilter = {}): ClerkRow[] {
  const needle = (filter.userName ?? '').replace(/[\s\u3000]/g, '').toLowerCase();
  const matched = needle
    ? rows.filter((row) =>
        [row.userName, row.attributes.userNameKana, row.loginId, row.mailAddress ?? '']
          .some((text) => text.replace(/[\s\u3000]/g, '').toLowerCase().includes(needle)))
    : [...rows];
  const column = filter.sort ?? CLERK_DEFAULT_SORT;
  const direction = filter.sortOrder === 'desc' ? -1 : 1;
  return matched.sort((a, b) => {
    const c = sortValue(a, column).localeCompare(sortValue(b, column), 'ja');
    return c !== 0 ? c * direction : a.loginId.localeCompare(b.loginId);
  });
}
