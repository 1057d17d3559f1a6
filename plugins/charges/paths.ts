// The charges plugin's route ids and paths (spec 2.2), shared by its routes, menu entries, links and tests.
import { CHARGE_DIVISION, type ChargeDivision } from '../../core/charges/domain';

export const CHARGES_ROUTE = {
  shareInfo: 'charges.share-info',
  shareAll: 'charges.share-all',
  shareSummary: 'charges.share-summary',
  shareBreakdown: 'charges.share-breakdown',
  flexInfo: 'charges.flex-info',
  flexAll: 'charges.flex-all',
  flexSummary: 'charges.flex-summary',
  clientInfo: 'charges.client-info',
} as const;

export const CHARGES_PATH = {
  shareInfo: '/ShareCharge/Info',
  shareAll: '/ShareCharge/All',
  shareSummary: '/ShareCharge/Summary',
  shareBreakdown: '/ShareCharge/Breakdown',
  flexInfo: '/FlexCharge/Info',
  flexAll: '/FlexCharge/All',
  flexSummary: '/FlexCharge/Summary',
  clientInfo: '/ChargeClient/Info',
} as const;

/** The pages of one division's invoice inquiry: FLEX/BASE has no per-member breakdown (spec 2.2). */
export interface DivisionPaths {
  info: string;
  all: string;
  summary: string;
  breakdown: string | null;
}

export const DIVISION_PATHS: Readonly<Record<ChargeDivision, DivisionPaths>> = {
  [CHARGE_DIVISION.share]: { info: CHARGES_PATH.shareInfo, all: CHARGES_PATH.shareAll, summary: CHARGES_PATH.shareSummary, breakdown: CHARGES_PATH.shareBreakdown },
  [CHARGE_DIVISION.flex]: { info: CHARGES_PATH.flexInfo, all: CHARGES_PATH.flexAll, summary: CHARGES_PATH.flexSummary, breakdown: null },
};

/** A page of the division for a month (yyyy/MM), so the month chosen on one page carries to the next. */
export const withMonth = (path: string, month: string): string => (month ? `${path}?month=${encodeURIComponent(month)}` : path);
