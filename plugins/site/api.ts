// The site plugin's calls (isomorphic): filing an inquiry.
import type { ApiClient } from '../../core/api/client-types';
import { calls } from '../../core/api/contract';
import type { InquiryInput } from '../../core/site/inquiry';

export function fileInquiry(api: ApiClient, input: InquiryInput): Promise<{ inquiryNumber: string }> {
  return api.call(calls.site.inquiry, input);
}
