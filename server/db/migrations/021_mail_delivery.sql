-- Mail delivery (issue 31): the outbox is sent by a delivery worker in every server (server/mail/delivery.ts), over
-- SMTP or, in the demo, into a local mailbox. Each row records where it stands:
--   queued    written, not tried yet (due at once)
--   sending   claimed by a worker; next_attempt_at is the end of its lease: a worker that dies leaves the row to be
--             claimed again once the lease ends (it may then be sent twice, if the first server had handed it over)
--   retrying  a temporary failure (4xx, network): tried again at next_attempt_at, failure_reason says why
--   sent      accepted by the SMTP server (or written to the mailbox) at sent_at, with its Message-ID
--   failed    refused for good (5xx), or given up after the last attempt: failure_reason says why; never retried
--   skipped   never to be sent: the demo data's own history (server/seed), or written before delivery existed
-- Workers claim a due row with `for update skip locked` in a short transaction (the claim commits before the SMTP
-- conversation starts), so two servers on one PostgreSQL never claim the same row at the same time.
alter table mail_outbox_rows add column state text not null default 'queued'
  check (state in ('queued', 'sending', 'retrying', 'sent', 'failed', 'skipped'));
alter table mail_outbox_rows add column attempts integer not null default 0;
alter table mail_outbox_rows add column next_attempt_at timestamptz(3);
alter table mail_outbox_rows add column claim_token uuid;
alter table mail_outbox_rows add column last_attempt_at timestamptz(3);
alter table mail_outbox_rows add column failure_reason text;
alter table mail_outbox_rows add column message_id text;
alter table mail_outbox_rows add column delivered_via text check (delivered_via in ('smtp', 'mailbox'));

update mail_outbox_rows set state = 'sent' where sent_at is not null;
-- Mails written before anything delivered them and older than a day (expired temporary passwords, old alerts) are
-- not sent now: they would only confuse. Recent ones go out.
update mail_outbox_rows set state = 'skipped', failure_reason = 'written before mail delivery existed and over a day old (migration 021)'
 where sent_at is null and created_at < now() - interval '1 day';

-- The rows a worker may claim, in the order it claims them.
create index mail_outbox_rows_pending on mail_outbox_rows (id) where state in ('queued', 'sending', 'retrying');

-- The view of migration 014, again, so that it shows the new columns (a later column needs the view recreated).
create or replace view mail_outbox as
  select * from mail_outbox_rows m
   where not exists (select 1 from upload_pending_mails p join upload_jobs j on j.id = p.job_id
                      where p.mail_id = m.id and j.applied_attempt is distinct from p.attempt);

-- Wakes the delivery workers of every server when mail can be sent: a mail written, or an upload's written-ahead mails
-- made visible by its switch-over. A notification is delivered at commit, and only then, to every listener.
create function mail_outbox_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('mail_outbox', '');
  return null;
end;
$$;
create trigger mail_outbox_rows_notify after insert on mail_outbox_rows
  for each statement execute function mail_outbox_notify();
create trigger upload_jobs_notify_mail after update of applied_attempt on upload_jobs
  for each statement execute function mail_outbox_notify();

-- Spec 6 mail-delivery options: false when the member chose not to receive mail. Mails about the person's own
-- credentials (temporary and initial passwords, clerk password notices) are sent whatever the choice.
alter table user_rows add column mail_delivery boolean not null default true;

create or replace view users as
  select * from user_rows u
   where not exists (select 1 from upload_pending_users p join upload_jobs j on j.id = p.job_id
                      where p.user_id = u.id and j.applied_attempt is distinct from p.attempt);
