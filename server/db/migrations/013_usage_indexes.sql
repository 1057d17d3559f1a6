-- Usage at scale (issue 12 bench: 10,000 members, 2,000,000 records): the usage page's totals and first page, and
-- the CSV's keyset batches, read the corporation's period through one index in (start_at, id) order that also
-- carries the columns the filters combine (department, member, resource type, facility) and the totals sum
-- (billed minutes, amount), so the totals of a month are an index-only scan like a plain count(*) over it, the
-- first page reads 100 entries from its end, and each CSV batch continues from the last (start_at, id).
drop index usage_records_by_corporation_start;
create index usage_records_by_corporation_start on usage_records (corporation_id, start_at, id)
  include (department_id, user_id, resource_type, facility_id, usage_date, billed_minutes, amount);
-- A facility's uses over a period (the facility filter without a department).
create index usage_records_by_facility_start on usage_records (facility_id, start_at) where facility_id is not null;
