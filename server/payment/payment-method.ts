// Division 3 without a reason: a destination's payment method (/Payment/Input), an application of the same kind as a
// destination change, applied on its day by the one scheduler step. chargeBranchNo names the destination (the same
// 400 for an unknown number and another corporation's); paymentMethod 1 bank transfer or 2 direct debit; direct debit
// requires bankAccount (server/payment/destination-fields.ts). The account is stored whole in the application and, on
// the apply date, in charge_clients.bank_account; no answer ever carries the whole account number.
// Field errors: chargeBranchNo, paymentMethod, applyDate and the account's inner names (bankCode, bankName, branchCode,
// branchName, accountType, accountNumber, accountHolder); a change to nothing: paymentMethod.
import { PaymentMethod, type PaymentApplicationPreview, type PaymentChangeRequest } from '../../core/payment/domain';
import { t } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import type { MemberViewer } from '../users/viewer';
import { assertResponsible } from '../applications/access';
import { insertApplication } from '../applications/application-record';
import { readApplyDate } from '../billing/department-form';
import { refused } from '../billing/department-rows';
import type { PaymentMethodContents } from './contents';
import { accountSummary, chargeClients, paymentMethodOf, readChargeClient, type ChargeClientRow } from './charge-branches';
import { FieldProblems, readBankAccount } from './destination-fields';
import { assertNotPending } from './pending-changes';
import { paymentPreview } from './application-rows';

const methodBefore = (client: ChargeClientRow): PaymentMethodContents['before'] => ({
  paymentMethod: paymentMethodOf(client),
  accountSummary: paymentMethodOf(client) === PaymentMethod.DIRECT_DEBIT ? accountSummary(client.bank_account) : null,
});

async function checkMethodChange(db: SqlExecutor, viewer: MemberViewer, input: PaymentChangeRequest, now: Date): Promise<{ contents: PaymentMethodContents; isoApplyDate: string }> {
  assertResponsible(viewer);
  const problems = new FieldProblems();
  const client = await readChargeClient(db, input.chargeBranchNo, problems, viewer.corporationId, now);
  const method = input.paymentMethod;
  const bankAccount = method === PaymentMethod.DIRECT_DEBIT ? readBankAccount(input.bankAccount, problems) : null;
  const isoApplyDate = readApplyDate(input.applyDate, problems, now);
  problems.check();
  if (!client) throw new Error('payment: a checked destination is missing');
  const before = methodBefore(client);
  const unchanged = method === PaymentMethod.BANK_TRANSFER
    ? before.paymentMethod === PaymentMethod.BANK_TRANSFER
    : before.paymentMethod === PaymentMethod.DIRECT_DEBIT && JSON.stringify(client.bank_account) === JSON.stringify(bankAccount);
  if (unchanged) throw refused('paymentMethod', t('payment.validation.sameAsCurrent'));
  await assertNotPending(db, viewer.corporationId, client.id);
  return { contents: { kind: 'paymentMethod', chargeClientId: client.id, chargeBranchNo: client.charge_branch_no, paymentMethod: method, bankAccount, before }, isoApplyDate };
}

export async function previewMethodChange(db: SqlExecutor, viewer: MemberViewer, input: PaymentChangeRequest, now: Date): Promise<PaymentApplicationPreview> {
  const checked = await checkMethodChange(db, viewer, input, now);
  return paymentPreview(checked.contents, checked.isoApplyDate, []);
}

export async function applyMethodChange(db: SqlExecutor, viewer: MemberViewer, input: PaymentChangeRequest, now: Date): Promise<number> {
  const checked = await checkMethodChange(db, viewer, input, now);
  return insertApplication(db, { corporationId: viewer.corporationId, division: 3, contents: checked.contents, isoApplyDate: checked.isoApplyDate, applicantUserId: viewer.userId }, now);
}

/** The apply on the day; answers the contents with `before` as it was on the day. */
export async function realizeMethodChange(db: SqlExecutor, corporationId: number, contents: PaymentMethodContents, now: Date): Promise<PaymentMethodContents> {
  const client = (await chargeClients(db, corporationId, now)).find((c) => c.id === contents.chargeClientId);
  if (!client) return contents;
  await db.query('update charge_clients set payment_method = $2, bank_account = $3, last_updated = $4 where id = $1',
    [client.id, contents.paymentMethod, contents.bankAccount === null ? null : JSON.stringify(contents.bankAccount), now]);
  return { ...contents, before: methodBefore(client) };
}
