// The site's own calls: filing an inquiry from the contact page (open to visitors who cannot sign in).
import { defineCall } from '../api/call';
import type { InquiryInput } from './inquiry';

export type InquiryRequest = InquiryInput;
/** The reception number told to the inquirer (also in the receipt mail). */
export interface InquiryResponse { inquiryNumber: string }

export const siteCalls = {
  inquiry: defineCall<InquiryRequest, InquiryResponse>({ id: 'site.inquiry', method: 'POST', base: '/api', path: '/inquiry', access: 'public' }),
};
