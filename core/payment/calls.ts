// Applications calls (spec 7, Applications) of the payment settings (支払い情報): the registration-fee charge division
// (division 2), the invoice destination changes and the payment method change (division 3), their lists and
// details, the destination number check and the destinations themselves. Cancel is the one call of every division
// (core/applications/calls.ts). Every write is the responsible person's (spec 6); clerks hold no WFAI code.
// Their types are their schemas' (core/payment/domain.ts, docs/api-contract.md).
import { defineCall } from '../api/call';
import { ArraySchema, IdText, ObjectSchema } from '../api/schema';
import {
  ChargeBranchApplyRequestSchema, ChargeBranchListResponseSchema, ChargeBranchNoCheckRequestSchema, ChargeBranchNoCheckResponseSchema,
  PaymentApplicationDetailSchema, PaymentApplicationPreviewSchema, PaymentApplicationResultSchema, PaymentApplicationRowSchema,
  PaymentChangeRequestSchema, RegistrationFeeApplyRequestSchema, RegistrationFeeChargeInfoSchema,
} from './domain';

const feeRead = { codes: ['WFAI001'], level: 'read' } as const;
const feeWrite = { codes: ['WFAI001'], level: 'write' } as const;
const branchRead = { codes: ['WFAI002', 'WFAI003', 'WFAI004'], level: 'read' } as const;
const branchWrite = { codes: ['WFAI002'], level: 'write' } as const;
const paymentWrite = { codes: ['WFAI004'], level: 'write' } as const;
const historyRead = { codes: ['WFAI001', 'WFAI002', 'WFAI003', 'WFAI004'], level: 'read' } as const;

const app = (path: string): string => `/applicationInformation${path}`;

const NoFields = ObjectSchema({});
const fee = { body: RegistrationFeeApplyRequestSchema };
const branch = { body: ChargeBranchApplyRequestSchema };
const method = { body: PaymentChangeRequestSchema };
const preview = { response: PaymentApplicationPreviewSchema };
const result = { response: PaymentApplicationResultSchema };
const history = { query: NoFields, response: ArraySchema(PaymentApplicationRowSchema) };

export const paymentCalls = {
  registrationFeeChargeInfo: defineCall({ id: 'payment.registrationFeeChargeInfo', method: 'GET', base: '/api', path: app('/registrationFeeCharge/info'), access: feeRead,
    schema: { query: NoFields, response: RegistrationFeeChargeInfoSchema } }),
  registrationFeeConfirm: defineCall({ id: 'payment.registrationFeeConfirm', method: 'POST', base: '/api', path: app('/apply/registrationFee/confirm'), access: feeWrite,
    schema: { ...fee, ...preview } }),
  registrationFee: defineCall({ id: 'payment.registrationFee', method: 'POST', base: '/api', path: app('/apply/registrationFee'), access: feeWrite,
    schema: { ...fee, ...result } }),
  chargeBranchList: defineCall({ id: 'payment.chargeBranchList', method: 'GET', base: '/api', path: app('/chargeBranch/list'), access: branchRead,
    schema: { query: NoFields, response: ChargeBranchListResponseSchema } }),
  chargeBranchNoCheck: defineCall({ id: 'payment.chargeBranchNoCheck', method: 'POST', base: '/api', path: app('/chargeBranchNo/check'), access: branchWrite,
    schema: { body: ChargeBranchNoCheckRequestSchema, response: ChargeBranchNoCheckResponseSchema } }),
  chargeBranchConfirm: defineCall({ id: 'payment.chargeBranchConfirm', method: 'POST', base: '/api', path: app('/apply/chargeBranch/confirm'), access: branchWrite,
    schema: { ...branch, ...preview } }),
  chargeBranch: defineCall({ id: 'payment.chargeBranch', method: 'POST', base: '/api', path: app('/apply/chargeBranch'), access: branchWrite,
    schema: { ...branch, ...result } }),
  paymentChangeConfirm: defineCall({ id: 'payment.paymentChangeConfirm', method: 'POST', base: '/api', path: app('/apply/paymentChange/confirm'), access: paymentWrite,
    schema: { ...method, ...preview } }),
  paymentChange: defineCall({ id: 'payment.paymentChange', method: 'POST', base: '/api', path: app('/apply/paymentChange'), access: paymentWrite,
    schema: { ...method, ...result } }),
  listDivision2: defineCall({ id: 'payment.listDivision2', method: 'GET', base: '/api', path: app('/list/division2'), access: historyRead, schema: history }),
  listDivision3: defineCall({ id: 'payment.listDivision3', method: 'GET', base: '/api', path: app('/list/division3'), access: historyRead, schema: history }),
  details: defineCall({ id: 'payment.details', method: 'GET', base: '/api', path: app('/payment/details/:applicationId'), access: historyRead,
    schema: { params: ObjectSchema({ applicationId: IdText() }), response: PaymentApplicationDetailSchema } }),
};
