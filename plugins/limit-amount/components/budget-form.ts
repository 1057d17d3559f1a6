// The budget form's values (every setting of spec 3's department budget), loaded from the detail, and checked with
// the same amount rule as the server (core/domain budgetAmountProblem).
import {
  BUDGET_VARIANT_FIELDS, budgetAmountProblem, type BudgetVariant, type LimitAmountBillingDetail, type MemberCapDivision,
} from '../../../core/limit-amount/domain';
import { messageOf } from '../../../core/validation';
import type { FieldErrors } from '../../../web/kit';

export interface BudgetFormValues {
  limitAmount: string;
  limitAmountAlertChoiceFlg: boolean;
  limitFullAmountAlertChoiceFlg: boolean;
  limitAmountForUser: string;
  limitAmountForUserAlertChoiceFlg: boolean;
  limitFullAmountForUserAlertDivision: MemberCapDivision;
}

const amountText = (amount: number | null): string => (amount === null ? '' : String(amount));

export function formValuesOf(detail: LimitAmountBillingDetail): BudgetFormValues {
  return {
    limitAmount: amountText(detail.limitAmount),
    limitAmountAlertChoiceFlg: detail.limitAmountAlertChoiceFlg,
    limitFullAmountAlertChoiceFlg: detail.limitFullAmountAlertChoiceFlg,
    limitAmountForUser: amountText(detail.limitAmountForUser),
    limitAmountForUserAlertChoiceFlg: detail.limitAmountForUserAlertChoiceFlg,
    limitFullAmountForUserAlertDivision: detail.limitFullAmountForUserAlertDivision,
  };
}

/** Checks the amounts the variant edits; the choices cannot be wrong in the form. */
export function validateBudgetForm(variant: BudgetVariant, values: BudgetFormValues): FieldErrors<BudgetFormValues> {
  const errors: FieldErrors<BudgetFormValues> = {};
  for (const field of ['limitAmount', 'limitAmountForUser'] as const) {
    if (!BUDGET_VARIANT_FIELDS[variant].includes(field)) continue;
    const problem = budgetAmountProblem(values[field].trim());
    if (problem) errors[field] = messageOf(problem);
  }
  return errors;
}
