// The permission model of spec sections 2.2 and 6: codes, levels, and the one table of screen permissions
// that the web guards, the side navigation and the server all read.

/** Permission levels per area: 0 none, 1 read, 2 write. */
export const PermissionLevel = { NONE: 0, READ: 1, WRITE: 2 } as const;
export type PermissionLevel = (typeof PermissionLevel)[keyof typeof PermissionLevel];

export type RequiredLevel = 'read' | 'write';

/** A requirement: any one listed area with at least the level suffices. */
export interface PermissionRequirement {
  codes: readonly string[];
  level: RequiredLevel;
}

/** Map from permission code to level, as returned in the session user's authorities. */
export type Authorities = Readonly<Record<string, number>>;

export function levelValue(level: RequiredLevel): number {
  return level === 'write' ? PermissionLevel.WRITE : PermissionLevel.READ;
}

/** "read" is met by 1 or 2; "write" needs 2; any one listed code suffices. */
export function satisfies(authorities: Authorities | undefined | null, req: PermissionRequirement): boolean {
  if (!authorities) return false;
  const need = levelValue(req.level);
  return req.codes.some((code) => (authorities[code] ?? 0) >= need);
}

const r = (code: string): PermissionRequirement => ({ codes: [code], level: 'read' });
const w = (code: string): PermissionRequirement => ({ codes: [code], level: 'write' });

/**
 * Spec 2.2, keyed by route path pattern (react-router syntax). Plugins take their route permissions from here
 * so the web and the server can never disagree about a screen.
 */
export const SCREEN_PERMISSIONS = {
  '/': w('WFAZ006'),
  // The news list and a news item (not named by spec 2.2): reading news needs the home permission, like its calls.
  '/News/Info': r('WFAZ006'),
  '/News/Detail/:newsId': r('WFAZ006'),
  '/CsvUploadHistory': r('WFAH001'),
  '/Corp/Detail': r('WFAA001'),
  '/Corp/Update': w('WFAA002'),
  '/Corp/Confirm': w('WFAA002'),
  '/Corp/ClerkOfCorp/Info': r('WFAB001'),
  '/Corp/ClerkOfCorp/Detail/:clerkOfCorpId': r('WFAB002'),
  '/Corp/ClerkOfCorp/Update/:clerkOfCorpId': w('WFAB003'),
  '/Corp/ClerkOfCorp/Register': w('WFAB004'),
  '/Corp/ClerkOfCorp/Upload': w('WFAH002'),
  '/Billing/Info': r('WFAC001'),
  '/Billing/Detail/:billingId': r('WFAC002'),
  '/Billing/HistoryDetail/:applicationId': r('WFAC003'),
  '/Billing/LimitAmount/:billingId': w('WFAC004'),
  '/Billing/Update/:billingId': w('WFAC005'),
  '/Billing/Register': w('WFAC006'),
  '/Billing/NameUpload': w('WFAH007'),
  '/Billing/OrderUpload': w('WFAH012'),
  '/Billing/ClerkOfBilling/Info/:billingId': r('WFAD001'),
  '/Billing/ClerkOfBilling/Detail/:clerkOfBillingId': r('WFAD002'),
  '/Billing/ClerkOfBilling/Update/:clerkOfBillingId': w('WFAD003'),
  '/Billing/ClerkOfBilling/Register/:billingId': w('WFAD004'),
  '/Billing/ClerkOfBilling/Upload': w('WFAH017'),
  '/User/Info': r('WFAG001'),
  '/User/Detail/:userId': r('WFAG002'),
  '/User/Register': w('WFAG003'),
  '/User/Update/:division/:userId': w('WFAG004'),
  '/User/Upload': w('WFAH022'),
  '/LimitAmountBilling/Info': r('WFAF001'),
  '/LimitAmountBilling/Detail/:billingId': r('WFAF002'),
  '/LimitAmountBilling/Edit/:billingId': w('WFAF003'),
  '/LimitAmountUser/Info': r('WFAF004'),
  '/LimitAmountUser/Edit/:billingId': w('WFAF005'),
  '/Payment/RegistrationFeeChargeDivisionChange': r('WFAI001'),
  '/Payment/ChargeBranchNoChange': r('WFAI002'),
  '/Payment/Detail/:applicationId': r('WFAI003'),
  '/Payment/Input': w('WFAI004'),
  '/Reservation/Info': r('WFAJ001'),
  '/Usage/Usage': r('WFAK001'),
  '/ChargeClient/Info': w('WFAK002'),
  '/ShareCharge/Info': w('WFAN001'),
  '/FlexCharge/Info': w('WFAN002'),
  '/FlexContract/Info': r('WFAL001'),
  '/FlexContract/Detail/:flexContractInformationId': r('WFAL002'),
  '/FlexUser/Info': r('WFAM001'),
  '/FlexUser/Added': w('WFAM002'),
  '/FlexUser/Register': w('WFAM003'),
} as const satisfies Record<string, PermissionRequirement>;

export type ScreenPath = keyof typeof SCREEN_PERMISSIONS;

/**
 * The workbench's own features, which spec 2.2 does not list (`npm run new:feature` adds one line each), keyed by
 * route path like SCREEN_PERMISSIONS. Their codes are FEAT_<NAME>, so they never meet a spec code. A responsible
 * person gets each at write level and a department clerk none (ROLE_AUTHORITIES below): to let clerks in, add the
 * code to role 4's list there.
 */
export const FEATURE_PERMISSIONS = {
  // new:feature inserts above this line
} as const satisfies Record<string, PermissionRequirement>;

/** Every permission code of spec 2.2 plus the two scroll-menu codes the flex menu rule reads, and the features' codes. */
export const ALL_PERMISSION_CODES: readonly string[] = [
  ...new Set([
    ...Object.values(SCREEN_PERMISSIONS).flatMap((p) => p.codes),
    'SCRL001',
    'SCRL002',
    ...Object.values<PermissionRequirement>(FEATURE_PERMISSIONS).flatMap((p) => p.codes),
  ]),
].sort();

/**
 * The authorities the reference server grants each role (spec 6): a responsible person may do everything;
 * a department clerk keeps member work, their own departments' budgets and clerks, reservations and usage,
 * and loses the responsible-person-only areas (company info, responsible persons, bulk CSV, department
 * registration/rename/deletion, invoice destination and registration-fee changes).
 */
export const ROLE_AUTHORITIES: Readonly<Record<3 | 4, Authorities>> = {
  3: Object.fromEntries(ALL_PERMISSION_CODES.map((c) => [c, PermissionLevel.WRITE])),
  4: {
    ...Object.fromEntries(ALL_PERMISSION_CODES.map((c) => [c, PermissionLevel.NONE])),
    WFAZ006: 2,
    WFAC001: 1, WFAC002: 1, WFAC003: 1, WFAC004: 2,
    WFAD001: 1, WFAD002: 1, WFAD003: 2,
    WFAG001: 2, WFAG002: 2, WFAG003: 2, WFAG004: 2,
    WFAF001: 1, WFAF002: 1, WFAF003: 2, WFAF004: 1, WFAF005: 2,
    WFAJ001: 1, WFAK001: 1,
    WFAN001: 2, WFAN002: 2,
    WFAL001: 1, WFAL002: 1, WFAM001: 1, WFAM002: 2, WFAM003: 2,
    SCRL001: 1, SCRL002: 1,
  },
};
