-- Issue 28. An upload's Idempotency-Key names one upload that is live or done, not a file for the rest of the day:
-- a retried request finds the upload it made while that one is queued, applying or applied, but once it was
-- cancelled or failed the same file (same key) makes a new upload. Statuses only move forward (queued -> applying ->
-- applied or failed, queued -> cancelled), so a row never comes back into the index to meet a newer one.
drop index upload_jobs_idempotency;
create unique index upload_jobs_idempotency on upload_jobs (uploaded_by, idempotency_key)
  where idempotency_key is not null and status in ('queued', 'applying', 'applied');

-- The first reasons of a failed apply (row, column, message; what its completion CSV says first), for the history
-- and the job call: the CLI and the web show why an apply failed without fetching the CSV. Null before this migration.
alter table upload_jobs add column failure_reasons jsonb;
