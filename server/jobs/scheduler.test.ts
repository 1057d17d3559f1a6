// The scheduled work without any request: a department registration becomes a department once its apply date
// comes (in every corporation), a registration not yet due or cancelled does not, and a second pass adds nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillingRegistrationResult } from '../../core/applications/calls';
import { formatDate } from '../format/dates';
import { signInWithCookies, type TestCaller } from '../../tests/support/server';
import { fileTestServer } from '../../tests/support/file-server';
import { runScheduledWork, startScheduler } from './scheduler';

const DAY_MS = 86_400_000;
const file = fileTestServer();
const { clock } = file;
let admin: TestCaller;

beforeAll(async () => {
  admin = await signInWithCookies(file.server.baseUrl, 'admin01');
}, 60_000);

const day = (offsetDays: number): string => formatDate(new Date(clock.now().getTime() + offsetDays * DAY_MS));

async function apply(billingName: string, applyDate: string): Promise<string> {
  const answer = await admin.post<BillingRegistrationResult>('/api/applicationInformation/apply/billingRegistration', {
    billingName, autoApprovalFlg: false, registrationFeeChargeFlg: false, applyDate,
  });
  expect(answer.status).toBe(200);
  return answer.body.application.applicationId;
}

const departmentsNamed = (name: string) => file.server.db.query('select id from departments where billing_name = $1 and not delete_flg', [name]);

describe('scheduled work', () => {
  it('turns due registrations into departments without a request, once', async () => {
    await apply('夜間開設室', day(1));
    await apply('翌月開設室', day(30));
    await runScheduledWork(file.server.db, clock.now());
    expect(await departmentsNamed('夜間開設室')).toHaveLength(0);

    const dueDay = new Date(clock.now().getTime() + 2 * DAY_MS);
    await runScheduledWork(file.server.db, dueDay);
    await runScheduledWork(file.server.db, dueDay);
    expect(await departmentsNamed('夜間開設室')).toHaveLength(1);
    expect(await departmentsNamed('翌月開設室')).toHaveLength(0);
    const [application] = await file.server.db.query<{ status: number }>("select status from applications where contents->>'billingName' = '夜間開設室'");
    expect(application.status).toBe(2);
  });
});

describe('the running scheduler', () => {
  it('applies due uploads through the step it is given, and its stop waits for the running pass', async () => {
    let release: () => void = () => undefined;
    const passes: Date[] = [];
    let finished = false;
    const uploadsStep = (now: Date): Promise<void> => {
      passes.push(now);
      return new Promise<void>((resolve) => {
        release = () => {
          finished = true;
          resolve();
        };
      });
    };
    const stop = startScheduler(file.server.db, () => clock.now(), 60_000, (error) => {
      throw error;
    }, uploadsStep);
    await expect.poll(() => passes.length).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    // The pass is inside its uploads step: the stop has not resolved.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    // Resolved only after the step, and no pass after the stop.
    expect(finished).toBe(true);
    expect(passes).toHaveLength(1);
  });
});
