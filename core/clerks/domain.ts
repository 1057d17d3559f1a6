// Clerks of spec 3: responsible persons (clerks of the corporation, 責任者) and department clerks (clerks of
// billing, 部署担当者), their form fields, the password-notice timings of spec 9 and the client-side search.

/** Spec 9 password mail timing: 0 send now, 1 send later (from the detail page), 2 do not send. */
export const PasswordNoticeTiming = { NOW: 0, LATER: 1, NONE: 2 } as const;
export type PasswordNoticeTiming = (typeof PasswordNoticeTiming)[keyof typeof PasswordNoticeTiming];
export const PASSWORD_NOTICE_TIMINGS: readonly PasswordNoticeTiming[] = [0, 1, 2];

/** Which of the two clerk kinds a call or page is about. */
export type ClerkKind = 'corp' | 'billing';

/** The login id a responsible person gives a new clerk: half-width letters, digits and symbols. */
export const CLERK_LOGIN_ID_MIN = 4;
export const CLERK_LOGIN_ID_MAX = 20;

export interface ClerkDepartment {
  billingId: string;
  billingName: string;
}

/** A clerk as lists and the detail page show them. */
export interface ClerkRow {
  userId: string;
  loginId: string;
  userName: string;
  userLastName: string;
  userFirstName: string;
  userLastNameKana: string;
  userFirstNameKana: string;
  /** The attributes the spec's default sort reads (attributes.userNameKana ascending). */
  attributes: { userNameKana: string };
  mailAddress: string | null;
  /** The timing chosen at registration. */
  passwordNoticeTiming: PasswordNoticeTiming;
  /** When the password notice was last sent (yyyy/MM/dd HH:mm:ss), or null while none was. */
  passwordNoticeSentAt: string | null;
  /** True while the initial (temporary) password has not been changed. */
  initialPassword: boolean;
  /** Departments looked after (clerks of billing); empty for responsible persons. */
  departments: ClerkDepartment[];
  /** True for the signed-in operator themselves. */
  self: boolean;
  lastUpdated: string;
}

export interface ClerkDetail extends ClerkRow {
  corporationName: string;
  /** Where a password notice of this clerk goes (the clerk, or the responsible person for a clerk without mail). */
  passwordNoticeRecipient: string | null;
  /** Why delete is refused (only one responsible person, the operator, or shared as below), or null when it is allowed. */
  deleteRefusal: string | null;
  /**
   * True when the account also reaches a corporation the viewer does not administer (another company's responsible
   * person or clerk too): its names, mail address, confirmation code and password cannot be changed from here.
   */
  sharedWithOtherCorporation: boolean;
  /** The Japanese explanation shown on the read-only page when sharedWithOtherCorporation, else null. */
  editRefusal: string | null;
}

/** Fields of the clerk form (register and update). */
export interface ClerkFormFields {
  userLastName: string;
  userFirstName: string;
  userLastNameKana: string;
  userFirstNameKana: string;
  mailAddress: string;
}

export interface ClerkRegisterFields extends ClerkFormFields {
  loginId: string;
  confirmationCode: string;
  confirm: string;
  passwordNoticeTiming: PasswordNoticeTiming;
}

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
