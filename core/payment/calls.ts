// Applications calls (spec 7, Applications) of the payment settings (支払い情報): the registration-fee charge division
// (division 2), the invoice destination changes and the payment method change (division 3), their lists and
// details, the destination number check and the destinations themselves. Cancel is the one call of every division
// (core/applications/calls.ts). Every write is the responsible person's (spec 6); clerks hold no WFAI code.
import { defineCall } from '../api/call';
import type { Empty } from '../auth/calls';
import type {
  ChargeBranchApplyRequest, ChargeBranchListResponse, ChargeBranchNoCheckRequest, ChargeBranchNoCheckResponse, PaymentApplicationDetail,
  PaymentApplicationPreview, PaymentApplicationResult, PaymentApplicationRow, PaymentChangeRequest, RegistrationFeeApplyRequest,
  RegistrationFeeChargeInfo,
} from './domain';

const feeRead = { codes: ['WFAI001'], level: 'read' } as const;
const feeWrite = { codes: ['WFAI001'], level: 'write' } as const;
const branchRead = { codes: ['WFAI002', 'WFAI003', 'WFAI004'], level: 'read' } as const;
const branchWrite = { codes: ['WFAI002'], level: 'write' } as const;
const paymentWrite = { codes: ['WFAI004'], level: 'write' } as const;
const historyRead = { codes: ['WFAI001', 'WFAI002', 'WFAI003', 'WFAI004'], level: 'read' } as const;

const app = (path: string): string => `/applicationInformation${path}`;

export const paymentCalls = {
  registrationFeeChargeInfo: defineCall<Empty, RegistrationFeeChargeInfo>({ id: 'payment.registrationFeeChargeInfo', method: 'GET', base: '/api', path: app('/registrationFeeCharge/info'), access: feeRead }),
  registrationFeeConfirm: defineCall<RegistrationFeeApplyRequest, PaymentApplicationPreview>({ id: 'payment.registrationFeeConfirm', method: 'POST', base: '/api', path: app('/apply/registrationFee/confirm'), access: feeWrite }),
  registrationFee: defineCall<RegistrationFeeApplyRequest, PaymentApplicationResult>({ id: 'payment.registrationFee', method: 'POST', base: '/api', path: app('/apply/registrationFee'), access: feeWrite }),
  chargeBranchList: defineCall<Empty, ChargeBranchListResponse>({ id: 'payment.chargeBranchList', method: 'GET', base: '/api', path: app('/chargeBranch/list'), access: branchRead }),
  chargeBranchNoCheck: defineCall<ChargeBranchNoCheckRequest, ChargeBranchNoCheckResponse>({ id: 'payment.chargeBranchNoCheck', method: 'POST', base: '/api', path: app('/chargeBranchNo/check'), access: branchWrite }),
  chargeBranchConfirm: defineCall<ChargeBranchApplyRequest, PaymentApplicationPreview>({ id: 'payment.chargeBranchConfirm', method: 'POST', base: '/api', path: app('/apply/chargeBranch/confirm'), access: branchWrite }),
  chargeBranch: defineCall<ChargeBranchApplyRequest, PaymentApplicationResult>({ id: 'payment.chargeBranch', method: 'POST', base: '/api', path: app('/apply/chargeBranch'), access: branchWrite }),
  paymentChangeConfirm: defineCall<PaymentChangeRequest, PaymentApplicationPreview>({ id: 'payment.paymentChangeConfirm', method: 'POST', base: '/api', path: app('/apply/paymentChange/confirm'), access: paymentWrite }),
  paymentChange: defineCall<PaymentChangeRequest, PaymentApplicationResult>({ id: 'payment.paymentChange', method: 'POST', base: '/api', path: app('/apply/paymentChange'), access: paymentWrite }),
  listDivision2: defineCall<Empty, PaymentApplicationRow[]>({ id: 'payment.listDivision2', method: 'GET', base: '/api', path: app('/list/division2'), access: historyRead }),
  listDivision3: defineCall<Empty, PaymentApplicationRow[]>({ id: 'payment.listDivision3', method: 'GET', base: '/api', path: app('/list/division3'), access: historyRead }),
  details: defineCall<{ applicationId: string }, PaymentApplicationDetail>({ id: 'payment.details', method: 'GET', base: '/api', path: app('/payment/details/:applicationId'), access: historyRead }),
};
