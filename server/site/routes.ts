// POST /inquiry: the contact page's inquiry, open to visitors (who may be unable to sign in), limited per source
// address, per address mailed (the receipt's) and overall, so that neither one person nor many can use it to flood a
// mailbox or the support desk.
import { createHash } from 'node:crypto';
import { calls } from '../../core/api/contract';
import { st } from '../../core/site/texts';
import { hitRate, type RateRule } from '../auth/rate-limiter';
import { resolveSession } from '../http/access-guard';
import { handler, type HandlerMap } from '../http/call-context';
import { HttpError, validationFailed } from '../http/http-error';
import { ErrorCode } from '../../core/api/error';
import { logSecurityEvent } from '../http/security-log';
import { inquiryProblems } from '../../core/site/inquiry';
import { fileInquiry } from './inquiries';

/** Filed inquiries per address: enough for a person with several questions; a script filling the desk's mailbox is stopped. */
export const INQUIRIES_PER_ADDRESS: RateRule = { name: 'inquiry-address', max: 5, windowMs: 10 * 60 * 1000 };
/** Per mail address the receipt goes to, from any source address: nobody gets a stream of receipts they never asked for. */
export const INQUIRIES_PER_RECIPIENT: RateRule = { name: 'inquiry-recipient', max: 3, windowMs: 60 * 60 * 1000 };
/** All inquiries of the service: many source addresses together cannot bury the desk (it also answers by phone). */
export const INQUIRIES_OVERALL: RateRule = { name: 'inquiry-overall', max: 100, windowMs: 60 * 60 * 1000 };

export const siteHandlers: HandlerMap = {
  ...handler(calls.site.inquiry, async (ctx) => {
    // The schema has made every field the kind it declares (absent texts '', the consent a boolean).
    const input = ctx.input;
    // Checked before counting: correcting a refused form does not use up the sender's allowance.
    const problems = inquiryProblems(input);
    if (Object.keys(problems).length > 0) throw validationFailed(problems as Record<string, string>);
    // A signed-in sender is named in the mail to the desk and gets the receipt at their own address; the session is
    // only read, never required.
    const session = await resolveSession(ctx.request, ctx.services);
    const account = session?.account ?? null;
    const receiptTo = (account ? account.mail_address ?? `account:${account.id}` : input.mail.trim()).toLowerCase();
    // Counted under a hash: the counters table need not hold people's addresses.
    const recipient = createHash('sha256').update(receiptTo).digest('base64url');
    // One limit after the other: a refused hit does not use up the allowances it did not reach.
    const limits: [RateRule, string, 'site.inquiry.error.tooMany' | 'site.inquiry.error.tooManyForMail' | 'site.inquiry.error.busy'][] = [
      [INQUIRIES_PER_ADDRESS, ctx.request.ip, 'site.inquiry.error.tooMany'],
      [INQUIRIES_PER_RECIPIENT, recipient, 'site.inquiry.error.tooManyForMail'],
      [INQUIRIES_OVERALL, 'all', 'site.inquiry.error.busy'],
    ];
    for (const [rule, subject, message] of limits) {
      const hit = await hitRate(ctx.services.db, rule, subject, ctx.now);
      if (!hit.allowed) {
        logSecurityEvent(ctx.request, 'inquiry.rate-limited', { rule: rule.name });
        throw new HttpError(429, ErrorCode.TOO_MANY_REQUESTS, st(message));
      }
    }
    const inquiryNumber = await fileInquiry(ctx.services.db, input, {
      account: account && {
        id: account.id,
        loginId: account.login_id,
        mailAddress: account.mail_address,
        lastName: account.user_last_name,
        firstName: account.user_first_name,
      },
      corporationId: session?.selectedCorporationId ?? null,
      address: ctx.request.ip,
    }, ctx.now);
    return { inquiryNumber };
  }),
};
