// POST /inquiry: the contact page's inquiry, open to visitors (who may be unable to sign in), limited per address.
import { calls } from '../../core/api/contract';
import { st } from '../../core/i18n/site-texts';
import { hitRate, type RateRule } from '../auth/rate-limiter';
import { resolveSession } from '../http/access-guard';
import { handler, type HandlerMap } from '../http/call-context';
import { HttpError, validationFailed } from '../http/http-error';
import { ErrorCode } from '../../core/api/error';
import { scalarText } from '../http/input';
import { logSecurityEvent } from '../http/security-log';
import { inquiryProblems } from '../../core/site/inquiry';
import { fileInquiry } from '../site/inquiries';

/** Filed inquiries per address: enough for a person with several questions; a script filling the desk's mailbox is stopped. */
const INQUIRIES_PER_ADDRESS: RateRule = { name: 'inquiry-address', max: 5, windowMs: 10 * 60 * 1000 };

const textOf = (value: unknown) => scalarText(value) ?? '';

export const siteHandlers: HandlerMap = {
  ...handler(calls.site.inquiry, async (ctx) => {
    const input = {
      category: textOf(ctx.input.category),
      companyName: textOf(ctx.input.companyName),
      name: textOf(ctx.input.name),
      mail: textOf(ctx.input.mail),
      phone: textOf(ctx.input.phone),
      body: textOf(ctx.input.body),
      consent: ctx.input.consent === true || ctx.input.consent === 'true',
      loginId: textOf(ctx.input.loginId),
    };
    // Checked before counting: correcting a refused form does not use up the sender's allowance.
    const problems = inquiryProblems(input);
    if (Object.keys(problems).length > 0) throw validationFailed(problems as Record<string, string>);
    const hit = await hitRate(ctx.services.db, INQUIRIES_PER_ADDRESS, ctx.request.ip, ctx.now);
    if (!hit.allowed) {
      logSecurityEvent(ctx.request, 'inquiry.rate-limited', {});
      throw new HttpError(429, ErrorCode.TOO_MANY_REQUESTS, st('site.inquiry.error.tooMany'));
    }
    // A signed-in sender is named in the mail to the desk; the session is only read, never required.
    const session = await resolveSession(ctx.request, ctx.services);
    const inquiryNumber = await fileInquiry(ctx.services.db, input, {
      userId: session?.account.id ?? null,
      corporationId: session?.selectedCorporationId ?? null,
      loginId: session?.account.login_id ?? null,
      address: ctx.request.ip,
    }, ctx.now);
    return { inquiryNumber };
  }),
};
