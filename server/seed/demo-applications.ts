// Demo department registrations (applicationInformation division 1) and the representative registration-fee
// setting: corporation 1 bills its registration fee to one department (経営企画部); it has one registration
// waiting for its apply date, one cancelled, and one that became 情報システム部.
import type { SqlExecutor } from '../db/database';
import { formatDate } from '../format/dates';
import { daysFrom } from './demo-content';
import { insertRows, syncIdentities } from './insert-rows';

const isoDay = (date: Date): string => formatDate(date).replaceAll('/', '-');

interface ApplicationSeed {
  id: number;
  corporationId: number;
  status: 1 | 2 | 3;
  billingName: string;
  autoApprovalFlg: boolean;
  registrationFeeChargeFlg: boolean;
  applyDays: number;
  appliedDays: number;
  applicantUserId: number;
  departmentId: number | null;
}

const APPLICATIONS: readonly ApplicationSeed[] = [
  { id: 1, corporationId: 1, status: 1, billingName: '法務部', autoApprovalFlg: false, registrationFeeChargeFlg: false, applyDays: 14, appliedDays: -2, applicantUserId: 1, departmentId: null },
  { id: 2, corporationId: 1, status: 3, billingName: '広報室', autoApprovalFlg: true, registrationFeeChargeFlg: false, applyDays: 5, appliedDays: -20, applicantUserId: 7, departmentId: null },
  { id: 3, corporationId: 1, status: 2, billingName: '情報システム部', autoApprovalFlg: true, registrationFeeChargeFlg: false, applyDays: -60, appliedDays: -75, applicantUserId: 1, departmentId: 10 },
];

export async function seedApplications(tx: SqlExecutor, now: Date): Promise<void> {
  await tx.query('update corporations set representative_fee_setting = true where id = 1');
  await insertRows(
    tx,
    'applications',
    ['id', 'corporation_id', 'division', 'status', 'contents', 'apply_date', 'applicant_user_id', 'department_id', 'created_at', 'cancelled_at', 'completed_at', 'last_updated'],
    APPLICATIONS.map((a) => {
      const applied = daysFrom(now, a.appliedDays);
      const settled = a.status === 1 ? null : daysFrom(now, a.status === 2 ? a.applyDays : a.appliedDays + 1);
      return [a.id, a.corporationId, 1, a.status, JSON.stringify({ billingName: a.billingName, autoApprovalFlg: a.autoApprovalFlg, registrationFeeChargeFlg: a.registrationFeeChargeFlg }),
        isoDay(daysFrom(now, a.applyDays)), a.applicantUserId, a.departmentId, applied, a.status === 3 ? settled : null, a.status === 2 ? settled : null, settled ?? applied];
    }),
  );
  await tx.query('update departments set application_id = 3 where id = 10');
  await syncIdentities(tx, ['applications']);
}
