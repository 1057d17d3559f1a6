-- Spec 5 rounding counts seconds (core/domain/usage.ts billedMinutes): from the usage of 2023/03/21 (the Japan-time day
-- the use starts) a use is billed its duration in whole seconds rounded UP to the next 10 minutes (10 min 30 s: 20,
-- 59 s: 10), and its used minutes are every started minute (10 min 30 s: 11). Until now the ledger was written with the
-- seconds dropped first (10 min 30 s billed 10, 59 s billed 0). Uses before 2023/03/21 keep the old rule (whole
-- minutes, seconds dropped): they are not touched.
--
-- No statement of the database computes billed minutes (the writers compute them with billedMinutes and usageAmount);
-- this recomputes the stored rows the old rule got wrong: time-based uses (resource_types.time_based) from 2023/03/21
-- whose duration has seconds beyond whole minutes, and only rows as the old rule wrote them (used minutes the whole
-- minutes, billed minutes those rounded up to 10, the amount unit price x billed minutes / 30 rounded down, 0 for a
-- use covered by a seat): a row written otherwise is left as it is. The amount follows the new billed minutes.
--
-- Never a confirmed month's (charge_months.status = 2: its lines, invoices and budgets are frozen). A closed month not
-- confirmed (status 0) moves with the ledger as it always does: usage_line_totals follows by its update trigger
-- (migration 018), and so the month's live use lines and the invoices computed from them (migration 019).
with spans as (
  select r.id, floor(extract(epoch from (r.end_at - r.start_at)))::bigint as seconds
    from usage_records r
    join resource_types rt on rt.code = r.resource_type and rt.time_based
   where r.usage_date >= date '2023-03-21'
     and not r.registration_fee_flg
     and r.end_at > r.start_at
     and not exists (select 1 from charge_months m
                      where m.corporation_id = r.corporation_id and m.period_start = charge_period_start(r.usage_date) and m.status = 2)
), fixed as (
  select id, seconds, ceil(seconds / 60.0)::integer as used, (ceil(seconds / 600.0) * 10)::integer as billed
    from spans
   where seconds % 60 <> 0
)
update usage_records r
   set used_minutes = f.used,
       billed_minutes = f.billed,
       amount = case when r.use_only_flg then 0 else ((r.unit_price::bigint * f.billed) / 30)::integer end
  from fixed f
 where r.id = f.id
   and r.used_minutes = f.seconds / 60
   and r.billed_minutes = (ceil((f.seconds / 60) / 10.0) * 10)::integer
   and r.amount = case when r.use_only_flg then 0 else ((r.unit_price::bigint * r.billed_minutes) / 30)::integer end;
