-- The month's life (issue 27): open -> closed on the 21st (status 0, 未確定, still moving with the ledger) ->
-- confirmed on a schedule (status 2, 確定, frozen). What the confirmation freezes and the invoice then prints:
--
-- - The billing terms, kept with the issuer (one row, set at start from the environment: server/start-settings.ts):
--   the day of the month after the closing month on which a month is confirmed, the payment due day of that month
--   (31: its last day) and the direct-debit day (口座振替日), and the issuer's bank account for invoice payment.
-- - Per invoice: the issue date (the confirmation day; null while the month is not confirmed), the due date, the
--   payment method and what the payer acts on (the issuer's account, or the payer's debited account, masked).
-- - Per department of the month: its budget at the confirmation (the summary's budget and difference never move).
alter table invoice_issuer add column confirm_day smallint not null default 1 check (confirm_day between 1 and 28);
alter table invoice_issuer add column payment_due_day smallint not null default 31 check (payment_due_day between 1 and 31);
alter table invoice_issuer add column direct_debit_day smallint not null default 27 check (direct_debit_day between 1 and 31);
alter table invoice_issuer add column transfer_account text;
alter table invoice_issuer add constraint invoice_issuer_terms_after_confirmation
  check (payment_due_day > confirm_day and direct_debit_day > confirm_day);

-- The demo issuer's number failed the national check digit (T1234567890123): T9234567890123 passes it.
update invoice_issuer set registration_number = 'T9234567890123', transfer_account = 'みらい銀行 丸の内支店 普通預金 1234567 カ）シェアワークス'
 where registration_number = 'T1234567890123';

alter table invoices alter column issued_on drop not null;
alter table invoices add column due_on date;
alter table invoices add column direct_debit_on date;
alter table invoices add column payment_method smallint check (payment_method in (1, 2));
-- 請求書払い: the issuer's account to transfer to; 口座振替: the payer's account (bank, branch, last digits)
alter table invoices add column payment_account text;
-- Invoices of months not confirmed carry no frozen figures: readers compute them from the month's lines.
update invoices i set issued_on = null from charge_months m
 where m.corporation_id = i.corporation_id and m.period_start = i.period_start and m.status = 0;

alter table charge_month_departments add column monthly_limit_amount integer;
-- Confirmed months from before this migration: their departments as they are now (the best that is known).
insert into charge_month_departments (corporation_id, period_start, department_id, billing_name, charge_client_id, monthly_limit_amount)
select m.corporation_id, m.period_start, d.id, d.billing_name,
       coalesce(d.charge_client_id, (select k.id from charge_clients k where k.corporation_id = d.corporation_id and k.default_flg)),
       d.monthly_limit_amount
  from charge_months m join departments d on d.corporation_id = m.corporation_id
 where m.status = 2
   and coalesce(d.charge_client_id, (select k.id from charge_clients k where k.corporation_id = d.corporation_id and k.default_flg)) is not null
on conflict do nothing;
update charge_month_departments md set monthly_limit_amount = d.monthly_limit_amount
  from departments d, charge_months m
 where d.id = md.department_id and m.corporation_id = md.corporation_id and m.period_start = md.period_start and m.status = 2
   and md.monthly_limit_amount is null;
