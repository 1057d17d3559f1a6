-- Browsers that completed a sign-in (both factors) for an account (server/auth/sign-in-devices.ts, issue 36). Such a
-- browser's sign-in is still checked when its source address is over the per-address sign-in limit, so one address
-- shared by a whole office (NAT) cannot lock everyone in it out. Only the sha256 of the cookie's token is kept.
create table sign_in_devices (
  token_hash text primary key,
  user_id integer not null references user_rows (id) on delete cascade,
  created_at timestamptz(3) not null,
  expires_at timestamptz(3) not null
);
create index sign_in_devices_by_user on sign_in_devices (user_id);
create index sign_in_devices_by_expiry on sign_in_devices (expires_at);
