-- Set-based apply of members uploads (issue 10): the rows of a job are staged here in short committed batches, then
-- checked and applied from here by a few bulk statements in one short switch-over transaction, which also deletes
-- the job's staged rows. Rows of an attempt that crashed are left until that job's switch-over (or the attempt
-- itself) removes them; no secret is staged (the temporary passwords stay in the applying process's memory).
create table upload_member_stage (
  job_id integer not null references upload_jobs (id) on delete cascade,
  -- one staging run of the job; a switch-over reads only its own attempt's rows
  attempt uuid not null,
  -- the row number of the file (the completion CSV's)
  row_no integer not null,
  -- 1 register, 2 update, 3 delete, 4 password reissue (Keep rows are not staged)
  op smallint not null check (op between 1 and 4),
  -- the member of an update, delete or reissue; the id given to a registered member
  user_id integer,
  new_id integer,
  login_id text,
  password_hash text,
  -- the department the name resolved to when staged (null: none); its name, checked again at the switch-over
  department_id integer,
  organization_name text not null default '',
  user_last_name text not null default '',
  user_first_name text not null default '',
  user_last_name_kana text not null default '',
  user_first_name_kana text not null default '',
  user_code text,
  mail_address text not null default '',
  tenant_remarks text,
  -- the member form's own field errors of the row ([[field, message], ...]), null when none
  field_errors text,
  primary key (job_id, attempt, row_no)
);
create index upload_member_stage_by_user on upload_member_stage (job_id, attempt, user_id) where user_id is not null;

-- The department display order copied onto each member (migration 002) is computed per row by a trigger; a bulk
-- insert or update that sets the order itself skips that per-row query. A form that changes only the department
-- still gets the order copied, and an insert without an order too.
drop trigger users_department_order on users;
create trigger users_department_order_insert before insert on users
  for each row when (new.department_display_order is null) execute function users_copy_department_order();
create trigger users_department_order_update before update of department_id on users
  for each row when (old.department_id is distinct from new.department_id
                     and old.department_display_order is not distinct from new.department_display_order)
  execute function users_copy_department_order();
