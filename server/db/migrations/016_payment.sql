-- Payment settings (issue 15, 支払い情報): what an invoice destination (請求先, the spec's charge branch) needs for the
-- change applications of division 3, and the payment method of each destination. The registration-fee charge
-- division (division 2) needs no column: corporations.representative_fee_setting is it (true: one department bears
-- the fee, false: each department bears its own share) and departments.registration_fee_charge_flg names the one.

-- The destination's number as the provider issues it (8 digits), the number a tenant quotes to move departments to
-- it (chargeBranchNo/check). Existing rows are numbered in id order.
create sequence charge_branch_numbers start with 10000001;
alter table charge_clients add column charge_branch_no text not null default nextval('charge_branch_numbers')::text
  check (charge_branch_no ~ '^[0-9]{8}$');
create unique index charge_clients_branch_no on charge_clients (charge_branch_no);

-- address holds 都道府県から番地まで, residence the building and room: full-width, at most 100 together (spec 5).
alter table charge_clients add column residence text;
alter table charge_clients add column person_department text;
alter table charge_clients add column person_name text;
alter table charge_clients add column mail_address text;
-- 1 bank transfer against the invoice (請求書払い), 2 direct debit (口座振替) from bank_account
alter table charge_clients add column payment_method smallint not null default 1 check (payment_method in (1, 2));
-- direct debit only: bankCode (4 digits), bankName, branchCode (3 digits), branchName, accountType (1 普通, 2 当座),
-- accountNumber (7 digits), accountHolder (full-width katakana)
alter table charge_clients add column bank_account jsonb;

-- The scheduler finds due applications of every division through applications_due (004); division 2 and 3
-- applications of a corporation are read newest first.
