// The apply of a due payment application (divisions 2 and 3) on its day, called by the one scheduler step
// (server/applications/realize.ts): each kind changes what it names and answers its contents as applied (the `before`
// snapshot refreshed to what stood on the day), which the application keeps.
import type { SqlExecutor } from '../db/database';
import { completeApplication, type ApplicationDbRow } from '../applications/application-record';
import type { PaymentContents } from './contents';
import { realizeFeeChange } from './fee-division';
import { realizeDestinationChange } from './destination-change';
import { realizeMethodChange } from './payment-method';

async function applyContents(db: SqlExecutor, corporationId: number, contents: PaymentContents, now: Date): Promise<PaymentContents> {
  switch (contents.kind) {
    case 'registrationFee':
      return realizeFeeChange(db, corporationId, contents, now);
    case 'paymentMethod':
      return realizeMethodChange(db, corporationId, contents, now);
    default:
      return realizeDestinationChange(db, corporationId, contents, now);
  }
}

export async function realizePaymentApplication(db: SqlExecutor, application: ApplicationDbRow, now: Date): Promise<void> {
  const contents = await applyContents(db, application.corporation_id, application.contents as unknown as PaymentContents, now);
  await completeApplication(db, application.id, now, { contents });
}
