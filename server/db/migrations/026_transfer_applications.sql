-- Transfer applications (転用申請, spec 4): division 4 of the one application model (004). A transfer moves every member
-- of one department to another on its apply date; while one waits for its day, the corporation's uploads are refused
-- ("転用申請があるため変更できません"). contents: fromBillingId, fromBillingName, toBillingId, toBillingName (and, once
-- applied, movedCount; once refused on its day, refusal).
alter table applications drop constraint applications_division_check;
alter table applications add constraint applications_division_check check (division in (1, 2, 3, 4));

-- The upload block asks "is a transfer of this corporation waiting?" on every upload and every job it applies.
create index applications_pending_transfer on applications (corporation_id) where division = 4 and status = 1;

-- The bare flag of 007 is replaced by the pending application itself. A flag set without an application names no
-- departments, so nothing can be derived from it; kept, it would block the corporation's uploads with nothing anyone
-- could see or cancel. It is dropped.
alter table corporations drop column transfer_application_pending;
