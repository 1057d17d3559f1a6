-- Member search at 100,000 members: a page far down the list walks only index entries, and the name filter's
-- count reads a narrow index instead of the table.
-- Each sort index carries the columns the list filters on (deleted or not, the clerk's departments, the status
-- flags), so the ids of a page are found by an index-only scan and only the 500 rows shown are read from the table.
drop index users_members_by_order;
drop index users_members_by_kana;
drop index users_members_by_name;
drop index users_members_by_code;
drop index users_members_by_mail;
drop index users_members_by_login;
drop index users_members_by_created;
drop index users_members_by_updated;
create index users_members_by_order on users (corporation_id, department_display_order, user_last_name_kana, user_first_name_kana, id)
  include (delete_flg, department_id, approval_division, password_reset_flg, service_usage, flex_contract_flg) where role_type is null;
create index users_members_by_kana on users (corporation_id, user_last_name_kana, user_first_name_kana, id)
  include (delete_flg, department_id, approval_division, password_reset_flg, service_usage, flex_contract_flg) where role_type is null;
create index users_members_by_name on users (corporation_id, user_last_name, user_first_name, id)
  include (delete_flg, department_id, approval_division, password_reset_flg, service_usage, flex_contract_flg) where role_type is null;
create index users_members_by_code on users (corporation_id, user_code, id) include (delete_flg, department_id, approval_division, password_reset_flg, service_usage, flex_contract_flg) where role_type is null;
create index users_members_by_mail on users (corporation_id, mail_address, id) include (delete_flg, department_id, approval_division, password_reset_flg, service_usage, flex_contract_flg) where role_type is null;
create index users_members_by_login on users (corporation_id, login_id, id) include (delete_flg, department_id, approval_division, password_reset_flg, service_usage, flex_contract_flg) where role_type is null;
create index users_members_by_created on users (corporation_id, created_at, id) include (delete_flg, department_id, approval_division, password_reset_flg, service_usage, flex_contract_flg) where role_type is null;
create index users_members_by_updated on users (corporation_id, last_updated, id) include (delete_flg, department_id, approval_division, password_reset_flg, service_usage, flex_contract_flg) where role_type is null;
-- The filter index also carries the name filter's text, so counting a contains-match scans this index only.
drop index users_members_filter;
create index users_members_filter on users (corporation_id, delete_flg, department_id)
  include (approval_division, service_usage, password_reset_flg, flex_contract_flg, reservation_stop_flg, trinity_code, member_search_text)
  where role_type is null;
-- The name filter is a contains-match that must work for a single kanji (田): a GIN index on the characters of the
-- search text finds the members holding every character of the typed text; LIKE checks the order only on those.
create index users_members_by_chars on users using gin (regexp_split_to_array(member_search_text, '')) where role_type is null;
