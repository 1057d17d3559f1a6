-- Adjustments may be credits (issue 27): an adjustment row of the ledger (resource types 90, 91, 99: registration
-- management, contract, other) can take money off a month, and the invoice's tax per rate then rounds towards zero
-- (core/domain/charges.ts consumptionTax). Every other row of the ledger stays zero or more.
alter table usage_records drop constraint if exists usage_ledger_amount_check;
alter table usage_records drop constraint if exists usage_records_amount_check;
alter table usage_records add constraint usage_records_amount_sign check (amount >= 0 or resource_type in (90, 91, 99));
alter table usage_records drop constraint if exists usage_records_unit_price_check;
alter table usage_records add constraint usage_records_unit_price_sign check (unit_price >= 0 or resource_type in (90, 91, 99));
