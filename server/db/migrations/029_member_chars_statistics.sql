-- ANALYZE of the members' table no longer gathers statistics for the character index's expression (issue 32).
-- For that expression ANALYZE splits the search text of every sampled member (30,000) into characters and counts
-- them: on the embedded database that was ~1.7 s of the 2.4 s ANALYZE of user_rows, which the upload runner runs after
-- a large upload (server/db/planner-statistics.ts) while every request waits for the one connection (a member list
-- took up to 3 s right after a 50,000-row apply). Without these statistics the planner takes a "contains these
-- characters" condition as matching few members, which is the case the index is there for; the member search decides
-- by the count itself when matches are common (server/users/search.ts pageIdsQuery), not by the planner's estimate.
-- (Statistics an earlier ANALYZE gathered stay: which characters are common among names changes little, and removing
-- them needs a superuser.)
alter index users_members_by_chars alter column 1 set statistics 0;
