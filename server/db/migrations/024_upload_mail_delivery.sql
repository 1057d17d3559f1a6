-- The members CSV's メール配信 column (spec 6 mail-delivery option, issue 31): what a staged row writes to
-- users.mail_delivery (true receives, false does not), null when the row leaves it (a new member then receives).
alter table upload_member_stage add column mail_delivery boolean;
