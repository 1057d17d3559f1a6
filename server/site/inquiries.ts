// Filing an inquiry from the contact page: validated with the form's own rules, stored with a reception number,
// mailed to the support desk and acknowledged to the sender through the outbox, all in one transaction.
//
// The form is open to anyone, so it must not become a way to make the service mail a stranger's text to any address:
// the receipt to an address nobody has verified (a visitor's) is a fixed text naming only the reception number; a
// signed-in person gets a receipt with what they wrote, at their own registered address only. The desk's copy marks
// every visitor-provided value as such, quoted, the body between fixed lines; one-line fields hold no line break or
// direction control (core/site/inquiry.ts), so no value can pose as a line of the mail.
import { st } from '../../core/site/texts';
import { asksLoginId, inquiryCategoryLabel, inquiryProblems, type InquiryCategory, type InquiryInput } from '../../core/site/inquiry';
import type { Database, Row } from '../db/database';
import { validationFailed } from '../http/http-error';
import { queueMail } from '../mail/outbox';
import { fullName } from '../users/member-rows';

export interface InquirySender {
  /** The signed-in account, when there is one. */
  account: { id: number; loginId: string; mailAddress: string | null; lastName: string; firstName: string } | null;
  corporationId: number | null;
  address: string;
}

/** The reception number: date of filing and the row id, e.g. Q20260401-00012. */
function inquiryNumber(id: number, now: Date): string {
  const tokyo = new Date(now.getTime() + 9 * 60 * 60 * 1000);
  const date = tokyo.toISOString().slice(0, 10).replaceAll('-', '');
  return `Q${date}-${String(id).padStart(5, '0')}`;
}

/** A visitor-provided optional value for the desk's copy: quoted when given. */
const given = (value: string, none: string): string => (value ? st('site.inquiry.mail.given', { value }) : none);

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
  const { account } = sender;
  return db.transaction(async (tx) => {
    const [{ id }] = await tx.query<{ id: number } & Row>(`select nextval(pg_get_serial_sequence('inquiries', 'id'))::int as id`);
    const number = inquiryNumber(id, now);
    await tx.query(
      `insert into inquiries (id, inquiry_number, category, company_name, name, mail, phone, body, given_login_id, user_id, corporation_id, client_address, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [id, number, category, fields.companyName, fields.name, fields.mail, fields.phone || null, fields.body, fields.givenLoginId || null, account?.id ?? null, sender.corporationId, sender.address, now],
    );
    const categoryLabel = inquiryCategoryLabel(category);
    await queueMail(tx, {
      recipient: st('site.support.mail'),
      subject: st('site.inquiry.mail.subject', { number, category: categoryLabel }),
      body: st('site.inquiry.mail.body', {
        number,
        category: categoryLabel,
        sender: account ? st('site.inquiry.mail.signedIn', { loginId: account.loginId }) : st('site.inquiry.mail.visitor'),
        companyName: fields.companyName,
        name: fields.name,
        mail: fields.mail,
        phone: given(fields.phone, st('site.inquiry.noPhone')),
        loginId: given(fields.givenLoginId, st('site.inquiry.noLogin')),
        body: fields.body,
      }),
    }, now);
    const subject = st('site.inquiry.receipt.subject', { number });
    if (account) {
      // Only to the address the account was registered with, never to one typed in the form.
      if (account.mailAddress) {
        await queueMail(tx, {
          recipient: account.mailAddress,
          userId: account.id,
          subject,
          body: st('site.inquiry.receipt.bodySignedIn', { name: fullName(account.lastName, account.firstName), number, category: categoryLabel, body: fields.body }),
        }, now);
      }
    } else {
      await queueMail(tx, { recipient: fields.mail, subject, body: st('site.inquiry.receipt.body', { number }) }, now);
    }
    return number;
  });
}
