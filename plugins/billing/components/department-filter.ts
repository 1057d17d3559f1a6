// The department list's filters and sort as URL parameters (spec 3 department filters, named as
// GET /billing/tenant/search names them), and their translation into the search query.
import { DEPARTMENT_SORT_COLUMNS, type DepartmentSearchQuery } from '../../../core/billing/domain';
import { urlParam, type UrlFilterValues } from '../../../web/kit';

const FLAG_CHOICES = ['', '0', '1'] as const;

export const DEPARTMENT_FILTER_SCHEMA = {
  organizationName: urlParam.text(),
  autoApprovalFlg: urlParam.choice(FLAG_CHOICES, ''),
  disableFlg: urlParam.choice(FLAG_CHOICES, ''),
  sort: urlParam.choice(DEPARTMENT_SORT_COLUMNS, 'displayOrder'),
  sortOrder: urlParam.choice(['asc', 'desc'] as const, 'asc'),
};

export type DepartmentFilterValues = UrlFilterValues<typeof DEPARTMENT_FILTER_SCHEMA>;

/** The parameters a person sets in the filter form (sort is set by the list headers). */
export const DEPARTMENT_FILTER_FIELDS = ['organizationName', 'autoApprovalFlg', 'disableFlg'] as const;
export type DepartmentFilterDraft = Pick<DepartmentFilterValues, (typeof DEPARTMENT_FILTER_FIELDS)[number]>;

export function draftOf(values: DepartmentFilterValues): DepartmentFilterDraft {
  return { organizationName: values.organizationName, autoApprovalFlg: values.autoApprovalFlg, disableFlg: values.disableFlg };
}

export function isDefaultDraft(draft: DepartmentFilterDraft): boolean {
  return draft.organizationName.trim() === '' && draft.autoApprovalFlg === '' && draft.disableFlg === '';
}

/** Only what differs from the server's defaults travels. */
export function searchQueryOf(values: DepartmentFilterValues): DepartmentSearchQuery {
  const query: DepartmentSearchQuery = { sort: values.sort, sortOrder: values.sortOrder };
  const name = values.organizationName.trim();
  if (name) query.organizationName = name;
  if (values.autoApprovalFlg) query.autoApprovalFlg = values.autoApprovalFlg;
  if (values.disableFlg) query.disableFlg = values.disableFlg;
  return query;
}
