// Which departments a department clerk's detail or update page is about, for the billing gate of spec 2.4: the one
// it was opened from (?billingId, as the department's clerk list links it), else every department the clerk looks
// after (the page then opens while one of them is in use). A clerk that cannot be read names none: the page itself
// tells the person why it cannot show them (403, 404) or raises the outage.
import type { GuardContext, PageDepartments } from '../../core/kernel/plugin';
import { clerkCalls } from '../../core/clerks/calls';
import { ApiClient } from '../../core/platform/tokens';

export const clerkDepartments: PageDepartments = async (ctx: GuardContext) => {
  const named = ctx.search.get('billingId');
  if (named) return [named];
  const userId = ctx.params.clerkOfBillingId;
  if (!userId) return [];
  try {
    const clerk = await ctx.services.get<ApiClient>(ApiClient).call(clerkCalls.billingDetail, { id: userId });
    return clerk.departments.map((department) => department.billingId);
  } catch {
    return [];
  }
};
