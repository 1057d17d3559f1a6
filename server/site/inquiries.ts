// Filing an inquiry from the contact page: validated with the form's own rules, stored with a reception number,
// mailed to the support desk and acknowledged to the sender through the outbox, all in one transaction.
import { st } from '../../core/i18n/site-texts';
import { asksLoginId, inquiryCategoryLabel, inquiryProblems, type InquiryCategory, type InquiryInput } from '../../core/site/inquiry';
import type { Database, Row } from '../db/database';
import { validationFailed } from '../http/http-error';
import { queueMail } from '../mail/outbox';

export interface InquirySender {
  userId: number | null;
  corporationId: number | null;
  loginId: string | null;
  address: string;
}

/** The reception number: date of filing and the row id, e.g. Q20260401-00012. */
function inquiryNumber(id: number, now: Date): string {
  const tokyo = new Date(now.getTime() + 9 * 60 * 60 * 1000);
  const date = tokyo.toISOString().slice(0, 10).replaceAll('-', '');
  return `Q${date}-${String(id).padStart(5, '0')}`;
}

/** Throws 400 with a message per wrong field (nothing stored); otherwise files the inquiry and returns its number. */
export async function fileInquiry(db: Database, input: InquiryInput, sender: InquirySender, now: Date): Promise<string> {
  const problems = inquiryProblems(input);
  if (Object.keys(problems).length > 0) throw validationFailed(problems as Record<string, string>);
  const category = input.category as InquiryCategory;
  const fields = {
    companyName: input.companyName.trim(),
    name: input.name.trim(),
    mail: input.mail.trim(),
    phone: input.phone.trim(),
    body: input.body.trim(),
    givenLoginId: asksLoginId(input.category) ? (input.loginId ?? '').trim() : '',
  };
  return db.transaction(async (tx) => {
    const [{ id }] = await tx.query<{ id: number } & Row>(`select nextval(pg_get_serial_sequence('inquiries', 'id'))::int as id`);
    const number = inquiryNumber(id, now);
    await tx.query(
      `insert into inquiries (id, inquiry_number, category, company_name, name, mail, phone, body, given_login_id, user_id, corporation_id, client_address, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [id, number, category, fields.companyName, fields.name, fields.mail, fields.phone || null, fields.body, fields.givenLoginId || null, sender.userId, sender.corporationId, sender.address, now],
    );
    const params = {
      number,
      category: inquiryCategoryLabel(category),
      companyName: fields.companyName,
      name: fields.name,
      mail: fields.mail,
      phone: fields.phone || st('site.inquiry.noPhone'),
      loginId: sender.loginId ?? (fields.givenLoginId || st('site.inquiry.noLogin')),
      body: fields.body,
    };
    await queueMail(tx, { recipient: st('site.support.mail'), subject: st('site.inquiry.mail.subject', params), body: st('site.inquiry.mail.body', params) }, now);
    await queueMail(tx, { recipient: fields.mail, subject: st('site.inquiry.receipt.subject', params), body: st('site.inquiry.receipt.body', params) }, now);
    return number;
  });
}
