-- Rows an upload writes ahead of its switch-over stay hidden until the job records that attempt as applied (issue 10).
--
-- The embedded database runs one statement at a time on the server's event loop, and inserting 50,000 members with
-- the member list's indexes takes it seconds: done inside the switch-over transaction, that held every other request
-- of every company. Now a members upload writes its new members and their mails ahead, in short committed batches,
-- and lists each written row here; `users` and `mail_outbox` become views that hide a listed row until its job's
-- applied_attempt names the attempt that wrote it. The switch-over only checks the rows and sets applied_attempt: one
-- row, so a 50,000-row file becomes visible, all at once, in the same short transaction that records the outcome.
-- A crashed or refused attempt's rows are never visible and are removed afterwards.
--
-- The tables keep their data and indexes under new names (user_rows, mail_outbox_rows); every reader and writer keeps
-- using users and mail_outbox (simple views: PostgreSQL writes through them to the table, with its defaults, identity,
-- triggers and constraints). A later migration that adds a column to user_rows or mail_outbox_rows recreates the view.
alter table users rename to user_rows;
alter table mail_outbox rename to mail_outbox_rows;

alter table upload_jobs add column applied_attempt uuid;

create table upload_pending_users (
  user_id integer primary key,
  job_id integer not null references upload_jobs (id),
  attempt uuid not null
);
create index upload_pending_users_by_job on upload_pending_users (job_id, attempt);

create table upload_pending_mails (
  mail_id integer primary key,
  job_id integer not null references upload_jobs (id),
  attempt uuid not null
);
create index upload_pending_mails_by_job on upload_pending_mails (job_id, attempt);

create view users as
  select * from user_rows u
   where not exists (select 1 from upload_pending_users p join upload_jobs j on j.id = p.job_id
                      where p.user_id = u.id and j.applied_attempt is distinct from p.attempt);

create view mail_outbox as
  select * from mail_outbox_rows m
   where not exists (select 1 from upload_pending_mails p join upload_jobs j on j.id = p.job_id
                      where p.mail_id = m.id and j.applied_attempt is distinct from p.attempt);

-- The department order pushed onto members (migration 002) reaches the hidden rows too.
create or replace function departments_push_display_order() returns trigger language plpgsql as $$
begin
  update user_rows set department_display_order = new.display_order where department_id = new.id;
  return null;
end;
$$;

-- Removing the hidden rows of an attempt that did not apply deletes members: each deleted row is looked up in the
-- tables that reference it, and these two had no index usable for that (reservations' is partial), so every row cost
-- a scan of all reservations. (It speeds up every member removal as well.)
create index reservations_by_user on reservations (user_id);
create index limit_amount_alerts_by_user on limit_amount_alerts (user_id);
