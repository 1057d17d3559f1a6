-- FLEX/BASE contracts and their users (issue 13): the owning department beside the charged one, the monthly price
-- per seat, several facilities per contract, the end date limit of spec 9 (2099/12/31); users carry the day they
-- were added and whether they were seated beyond the contracted seats (numberAdd); a card number is unique within
-- a contract among the users still seated.
alter table flex_contracts add column owner_department_id integer references departments (id);
update flex_contracts set owner_department_id = charge_department_id;
alter table flex_contracts add column monthly_price_per_seat integer not null default 0 check (monthly_price_per_seat >= 0);
alter table flex_contracts add constraint flex_contracts_period check (start_date <= end_date and end_date <= date '2099-12-31');

create table flex_contract_facilities (
  flex_contract_id integer not null references flex_contracts (id),
  facility_id integer not null references facilities (id),
  primary key (flex_contract_id, facility_id)
);
insert into flex_contract_facilities (flex_contract_id, facility_id)
  select id, facility_id from flex_contracts where facility_id is not null;

alter table flex_users add column added_at timestamptz(3) not null default now();
update flex_users set added_at = last_updated;
alter table flex_users add column number_add boolean not null default false;
create unique index flex_users_card_no_in_contract on flex_users (flex_contract_id, card_no) where not delete_flg and card_no is not null;
create index flex_contracts_by_owner on flex_contracts (owner_department_id);
