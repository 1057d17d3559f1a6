-- Sign-in security (issue 9): a temporary password beside the old one, two-factor tokens bound to their channel,
-- locks for login ids that do not exist, and rate-limit counters every server process shares.

-- POST /lost: a second credential for a limited time; the first sign-in with either password ends the other.
alter table users add column temp_password_hash text;
alter table users add column temp_password_expires_at timestamptz(3);

-- The channel the two-factor token was handed out through; it can be redeemed only through the same one.
alter table two_factor_tokens add column via text not null default 'cookie' check (via in ('cookie', 'bearer'));

-- Failures of login ids that match no account, so they lock after 10 like real ones (nothing tells them apart).
create table sign_in_phantom_locks (
  login_id text primary key,
  failed_login_count integer not null default 0,
  last_failed_login_at timestamptz(3),
  locked_at timestamptz(3)
);
create index sign_in_phantom_locks_by_failure on sign_in_phantom_locks (last_failed_login_at);

-- Fixed-window counters of server/auth/rate-limiter.ts: one row per key and window, bumped by an atomic upsert.
create table rate_limit_counters (
  key text not null,
  window_start timestamptz(3) not null,
  hits integer not null,
  primary key (key, window_start)
);
create index rate_limit_counters_by_window on rate_limit_counters (window_start);
