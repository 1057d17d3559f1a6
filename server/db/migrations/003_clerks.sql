-- Clerks (responsible persons and department clerks): the password-notice timing chosen at registration
-- (spec 9: 0 send now, 1 send later, 2 do not send) and when a notice was last sent, so the detail page can
-- say whether the clerk has been told their temporary password.
alter table users add column password_notice_timing smallint check (password_notice_timing in (0, 1, 2));
alter table users add column password_notice_sent_at timestamptz(3);

-- The clerk lists read responsible persons of a corporation and clerks of a department by role.
create index users_by_corporation_role on users (corporation_id, role_type) where role_type in (3, 4);
