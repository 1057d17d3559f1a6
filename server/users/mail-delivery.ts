// Spec 6 mail-delivery options: whether a member receives the mails that are not about their own sign-in
// (users.mail_delivery, migration 021; server/mail/outbox.ts applies it to every mail). Set with the member update
// (field mailDeliveryFlg: true receives, false does not) on the member update and registration and by the members
// CSV's メール配信 column (core/csv/kinds/members.ts), shown on the member detail and in the downloaded list.
export const MAIL_DELIVERY_FIELD = 'mailDeliveryFlg';
