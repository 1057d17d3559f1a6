-- A shorter switch-over for large members uploads on the embedded database (issue 10). The switch-over transaction
-- holds PGlite's one connection, so every other request waits for it; of its 1.3 s for 50,000 rows, the checks of the
-- staged rows took 0.5-0.7 s and storing the completion CSV 0.2 s. Both can be done before it, in short statements,
-- when nothing they depend on changes in between, which this migration makes visible.

-- The completion CSV of an attempt that applies, written before its switch-over; the switch-over then only names the
-- attempt (upload_jobs.applied_attempt). A job that fails keeps its CSV in upload_jobs.completion_csv as before.
create table upload_completions_ahead (
  job_id integer not null references upload_jobs (id) on delete cascade,
  attempt uuid not null,
  completion_csv bytea not null,
  primary key (job_id, attempt)
);

-- Every statement that writes what the staged members' checks read (members, departments, corporations and the
-- reach of accounts across corporations, and a job making its written-ahead members visible) takes a number from
-- this sequence. Checks run before the switch-over stand if the number has not moved since they started; otherwise
-- the switch-over checks again. A sequence, not a counter row: it takes no lock, and a rolled-back write only costs
-- a second check. (Used on the embedded database, whose statements run one at a time; on PostgreSQL the switch-over
-- always checks, as other connections are not held by it.)
create sequence member_check_version;

create function bump_member_check_version() returns trigger language plpgsql as $$
begin
  perform nextval('member_check_version');
  return null;
end;
$$;

create trigger user_rows_bump_check_version after insert or update or delete or truncate on user_rows
  for each statement execute function bump_member_check_version();
create trigger departments_bump_check_version after insert or update or delete or truncate on departments
  for each statement execute function bump_member_check_version();
create trigger corporations_bump_check_version after insert or update or delete or truncate on corporations
  for each statement execute function bump_member_check_version();
create trigger admin_corporations_bump_check_version after insert or update or delete or truncate on admin_corporations
  for each statement execute function bump_member_check_version();
create trigger clerk_departments_bump_check_version after insert or update or delete or truncate on clerk_departments
  for each statement execute function bump_member_check_version();
create trigger upload_jobs_bump_check_version after update of applied_attempt on upload_jobs
  for each statement execute function bump_member_check_version();
