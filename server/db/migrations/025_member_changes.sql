-- The member list's total count, kept by the server between requests (server/users/member-count-cache.ts, issue 32):
-- counting 100,000 members read the whole index for every page of 50 rows. A kept count stands while nothing that
-- decides which members are visible has changed in the corporation: a member row written (user_rows), or an upload's
-- written-ahead members made visible (upload_jobs.applied_attempt, migration 014).
--
-- Every such statement adds a row here for each corporation it touched. A corporation's version is the sum of its
-- rows' weights, read in the same statement as the count it goes with. A committed change is in every later
-- snapshot and raises the sum; a change not yet committed is in neither the count nor the version, and raises the
-- sum once it is. (A counter row would serialize every member write of a corporation behind its lock, and a sequence
-- moves before the change it stands for is visible: on PostgreSQL a count taken between the two would be kept
-- as if current.) The scheduler folds a corporation's rows into one of the same total weight
-- (server/users/member-changes.ts), so the sum stays a few rows to add.
create table member_changes (
  id bigint generated always as identity primary key,
  corporation_id integer not null,
  weight bigint not null default 1
);
create index member_changes_by_corporation on member_changes (corporation_id) include (weight);

-- Members an upload writes ahead, hidden until its switch-over (migration 014), change nothing visible when they are
-- written or when a crashed attempt's are removed: the list's kept counts stand through a large upload's batches.
-- (An AFTER statement trigger sees what the whole statement wrote: the batch lists its rows as pending in the same
-- statement; the clean-up removes the members before their pending entries.)
create function member_is_hidden(member_id integer) returns boolean language sql stable as $$
  select exists (select 1 from upload_pending_users p join upload_jobs j on j.id = p.job_id
                  where p.user_id = member_id and j.applied_attempt is distinct from p.attempt)
$$;

create function member_changes_inserted() returns trigger language plpgsql as $$
begin
  insert into member_changes (corporation_id)
    select distinct corporation_id from new_rows where corporation_id is not null and not member_is_hidden(id);
  return null;
end;
$$;

create function member_changes_deleted() returns trigger language plpgsql as $$
begin
  insert into member_changes (corporation_id)
    select distinct corporation_id from old_rows where corporation_id is not null and not member_is_hidden(id);
  return null;
end;
$$;

create function member_changes_updated() returns trigger language plpgsql as $$
begin
  insert into member_changes (corporation_id)
    select corporation_id from new_rows where corporation_id is not null
     union
    select corporation_id from old_rows where corporation_id is not null;
  return null;
end;
$$;

-- One trigger per event: a trigger with transition tables may name one event only.
create trigger user_rows_member_changes_insert after insert on user_rows
  referencing new table as new_rows for each statement execute function member_changes_inserted();
create trigger user_rows_member_changes_delete after delete on user_rows
  referencing old table as old_rows for each statement execute function member_changes_deleted();
create trigger user_rows_member_changes_update after update on user_rows
  referencing new table as new_rows old table as old_rows for each statement execute function member_changes_updated();
create trigger upload_jobs_member_changes after update on upload_jobs
  referencing new table as new_rows old table as old_rows for each statement execute function member_changes_updated();
