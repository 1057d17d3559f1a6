// The member list's filters, sort and page as URL parameters (spec 3 search filters, named as the API
// names them), and their translation into the query of GET /users/tenant/users and the CSV export.
import {
  MEMBER_DEFAULT_SORT, MEMBER_DEFAULT_SORT_ORDER, MEMBER_PAGE_SIZE, MEMBER_SORT_COLUMNS,
  isDefaultMemberFilter, type MemberSearchFilter, type MemberSearchQuery,
} from '../../../core/users/domain';
import { urlParam, type UrlFilterValues } from '../../../web/kit';

const FLAG_CHOICES = ['', 'true', 'false'] as const;

/** How deleted members take part: left out (default), included, or alone. */
export const DELETED_CHOICES = ['exclude', 'include', 'only'] as const;
export type DeletedChoice = (typeof DELETED_CHOICES)[number];

export const MEMBER_FILTER_SCHEMA = {
  userName: urlParam.text(),
  sOrganizationId: urlParam.list(),
  approvalDivision: urlParam.choice(['', '1', '2'] as const, ''),
  passwordResetFlg: urlParam.choice(FLAG_CHOICES, ''),
  serviceUsage: urlParam.choice(FLAG_CHOICES, ''),
  deleted: urlParam.choice(DELETED_CHOICES, 'exclude'),
  flexContractFlg: urlParam.choice(FLAG_CHOICES, ''),
  sort: urlParam.choice(MEMBER_SORT_COLUMNS, MEMBER_DEFAULT_SORT),
  sortOrder: urlParam.choice(['asc', 'desc'] as const, MEMBER_DEFAULT_SORT_ORDER),
  currentPage: urlParam.int(1, 1),
};

export type MemberFilterValues = UrlFilterValues<typeof MEMBER_FILTER_SCHEMA>;

/** The parameters a person sets in the filter form (sort and page are set by the list itself). */
export const MEMBER_FILTER_FIELDS = ['userName', 'sOrganizationId', 'approvalDivision', 'passwordResetFlg', 'serviceUsage', 'deleted', 'flexContractFlg'] as const;
export type MemberFilterField = (typeof MEMBER_FILTER_FIELDS)[number];
export type MemberFilterDraft = Pick<MemberFilterValues, MemberFilterField>;

export function draftOf(values: MemberFilterValues): MemberFilterDraft {
  return {
    userName: values.userName,
    sOrganizationId: values.sOrganizationId,
    approvalDivision: values.approvalDivision,
    passwordResetFlg: values.passwordResetFlg,
    serviceUsage: values.serviceUsage,
    deleted: values.deleted,
    flexContractFlg: values.flexContractFlg,
  };
}

/** The API's filter: the deleted choice becomes includDeletedFlg / deleteFlg. */
export function searchFilterOf(values: MemberFilterDraft): MemberSearchFilter {
  const filter: MemberSearchFilter = {
    userName: values.userName.trim(),
    sOrganizationId: values.sOrganizationId.join(','),
    approvalDivision: values.approvalDivision,
    passwordResetFlg: values.passwordResetFlg,
    serviceUsage: values.serviceUsage,
    flexContractFlg: values.flexContractFlg,
    deleteFlg: values.deleted === 'only' ? 'true' : '',
    includDeletedFlg: values.deleted === 'include' ? 'true' : '',
  };
  // Empty values are the API's "any": leave them out of the query.
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')) as MemberSearchFilter;
}

export function searchQueryOf(values: MemberFilterValues): MemberSearchQuery {
  return {
    ...searchFilterOf(values),
    offset: (values.currentPage - 1) * MEMBER_PAGE_SIZE,
    limit: MEMBER_PAGE_SIZE,
    sort: values.sort,
    sortOrder: values.sortOrder,
  };
}

/** Spec 3's "default filter": every filter field at its initial value (sort and page do not count). */
export function isDefaultDraft(values: MemberFilterDraft): boolean {
  return isDefaultMemberFilter(searchFilterOf(values));
}
