-- Member search at 100,000 members: a page far down the list walks only index entries, counts read narrow
-- indexes, and the name filter finds its members through the characters of their search text.
-- Each sort index carries the two columns every list filters on (deleted or not, the clerk's departments), so the
-- ids of a page are found by an index-only scan and only the 500 rows shown are read from the table. (Carrying the
-- status flags too made every walk slower than the few flag-filtered pages gained: bench-member-search.)
drop index users_members_by_order;
drop index users_members_by_kana;
drop index users_members_by_name;
drop index users_members_by_code;
drop index users_members_by_mail;
drop index users_members_by_login;
drop index users_members_by_created;
drop index users_members_by_updated;
create index users_members_by_order on users (corporation_id, department_display_order, user_last_name_kana, user_first_name_kana, id)
  include (delete_flg, department_id) where role_type is null;
create index users_members_by_kana on users (corporation_id, user_last_name_kana, user_first_name_kana, id)
  include (delete_flg, department_id) where role_type is null;
create index users_members_by_name on users (corporation_id, user_last_name, user_first_name, id)
  include (delete_flg, department_id) where role_type is null;
create index users_members_by_code on users (corporation_id, user_code, id) include (delete_flg, department_id) where role_type is null;
create index users_members_by_mail on users (corporation_id, mail_address, id) include (delete_flg, department_id) where role_type is null;
create index users_members_by_login on users (corporation_id, login_id, id) include (delete_flg, department_id) where role_type is null;
create index users_members_by_created on users (corporation_id, created_at, id) include (delete_flg, department_id) where role_type is null;
create index users_members_by_updated on users (corporation_id, last_updated, id) include (delete_flg, department_id) where role_type is null;
-- The count of the default list (not deleted, perhaps some departments) reads the narrowest index there is.
create index users_members_count on users (corporation_id, delete_flg, department_id) where role_type is null;
-- The name filter is a contains-match that must work for a single kanji (田): a GIN index on the characters of the
-- search text finds the members holding every character of the typed text; LIKE checks the order only on those.
create index users_members_by_chars on users using gin (regexp_split_to_array(member_search_text, '')) where role_type is null;
