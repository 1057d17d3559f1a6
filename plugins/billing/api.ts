// The billing plugin's calls, typed from the departments and applications contracts (isomorphic).
import type { ApiClient } from '../../core/api/client-types';
import { billingCalls, type DepartmentOperationPreview, type DepartmentWriteResult } from '../../core/billing/calls';
import { applicationCalls } from '../../core/applications/calls';
import type { ApplicationDetail, DepartmentDetail } from '../../core/billing/domain';

/** The operations run from the detail page as confirm + execute (update has its own page). */
export type DetailOperation = 'delete' | 'usageSuspend' | 'usageResume';

export function fetchDepartment(client: ApiClient, billingId: string, signal?: AbortSignal): Promise<DepartmentDetail> {
  return client.call(billingCalls.detail, { billingId }, { signal });
}

export function fetchApplication(client: ApiClient, applicationId: string, signal?: AbortSignal): Promise<ApplicationDetail> {
  return client.call(applicationCalls.details, { applicationId }, { signal });
}

export function previewOperation(client: ApiClient, operation: DetailOperation, department: DepartmentDetail): Promise<DepartmentOperationPreview> {
  const request = { billingId: department.billingId, lastUpdated: department.lastUpdated };
  switch (operation) {
    case 'delete':
      return client.call(billingCalls.deleteConfirm, request);
    case 'usageSuspend':
      return client.call(billingCalls.usageSuspendConfirm, request);
    case 'usageResume':
      return client.call(billingCalls.usageResumeConfirm, request);
  }
}

/** The execute call, carrying the lastUpdated the confirm call answered (a change in between is refused with 409). */
export function executeOperation(client: ApiClient, operation: DetailOperation, preview: DepartmentOperationPreview): Promise<DepartmentWriteResult> {
  const request = { billingId: preview.billingId, lastUpdated: preview.lastUpdated };
  switch (operation) {
    case 'delete':
      return client.call(billingCalls.delete, request);
    case 'usageSuspend':
      return client.call(billingCalls.usageSuspend, request);
    case 'usageResume':
      return client.call(billingCalls.usageResume, request);
  }
}
