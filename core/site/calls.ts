// The site's own calls: filing an inquiry from the contact page (open to visitors who cannot sign in).
import { defineCall } from '../api/call';
import { BooleanSchema, ObjectSchema, Optional, Text, type Static } from '../api/schema';

/**
 * The inquiry as the contact page sends it. The schema says only the fields' kinds: what each may hold (lengths,
 * formats, the consent, no line breaks in one-line fields) is inquiryProblems' (core/site/inquiry.ts), which the page
 * shows beside the fields with the same messages. An absent text is '' so that rule names it with its own message.
 */
export const InquiryRequestSchema = ObjectSchema({
  category: Text({ default: '', description: 'login | members | departments | uploads | billing | other' }),
  companyName: Text({ default: '' }),
  name: Text({ default: '' }),
  mail: Text({ default: '' }),
  phone: Text({ default: '' }),
  body: Text({ default: '' }),
  consent: BooleanSchema({ default: false }),
  /** Asked only for sign-in trouble (category 'login'); ignored for every other category. */
  loginId: Optional(Text()),
});
export type InquiryRequest = Static<typeof InquiryRequestSchema>;

export const siteCalls = {
  inquiry: defineCall({
    id: 'site.inquiry', method: 'POST', base: '/api', path: '/inquiry', access: 'public', answers: [429],
    schema: {
      body: InquiryRequestSchema,
      // The reception number told to the inquirer (also in the receipt mail).
      response: ObjectSchema({ inquiryNumber: Text() }),
    },
  }),
};
