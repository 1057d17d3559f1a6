-- FLEX/BASE seats and members (issue 36).

-- The members upload's checks read the contracts' contact persons (spec 5: a file may not delete a contract's last
-- one, server/uploads/member-checks.ts): a statement writing flex_users moves the version the checks run ahead of the
-- switch-over stand on (migration 017), so the switch-over checks again.
create trigger flex_users_bump_check_version after insert or update or delete or truncate on flex_users
  for each statement execute function bump_member_check_version();

-- Spec 6 FLEX/BASE contract permission flag: whether the member may be given a FLEX/BASE contract seat (false: the
-- FLEX screens refuse to add them, server/users/flex-permission.ts). Every member is permitted until someone says
-- otherwise, so nothing changes for the data of today.
alter table user_rows add column flex_contract_permitted boolean not null default true;

-- The view of migration 014, again, so that it shows the new column (a later column needs the view recreated).
create or replace view users as
  select * from user_rows u
   where not exists (select 1 from upload_pending_users p join upload_jobs j on j.id = p.job_id
                      where p.user_id = u.id and j.applied_attempt is distinct from p.attempt);
