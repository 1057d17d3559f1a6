// Members kind (8): Edit registers (no 会員ID), updates, or deletes (削除=1) a member; Reset reissues the initial
// password (mailed); Keep changes nothing. Each uses the members domain (server/users) exactly as the single-member
// screens do, with the member's current lastUpdated: the file was checked against the data when it is applied.
// Mail addresses are checked against the state the whole file leaves, not row by row, so that two or more members
// may swap or rotate addresses in one file.
import { deletesMember, mailDeliveryOf, MemberAction } from '../../core/csv/kinds/members';
import type { MemberRegistrationRequest } from '../../core/users/calls';
import { lastContactMessage, lastContactRefusalsByMember } from '../../core/flex/contact-rule';
import type { CsvRow } from '../../core/csv/kind';
import { t } from '../../core/i18n';
import { formatLastUpdated } from '../format/dates';
import { notFound, validationFailed } from '../http/http-error';
import { findMember } from '../users/member-rows';
import { applyOperation, refusalOf, refused, targetMember } from '../users/operations';
import { contractContacts, lastContactRefused } from '../flex/contact-rule';
import { registerMember } from '../users/registration';
import { applyUpdate } from '../users/update';
import type { ApplyContext, KindApplier, RowOutcome } from './apply-context';

/** A row as the member form's request (the file's checks have held each cell to its column's rule). */
function formInput(ctx: ApplyContext, values: CsvRow['values']): MemberRegistrationRequest {
  const departmentId = ctx.lookups.departmentIdByName(values.organizationName);
  if (departmentId === undefined) throw validationFailed({ organizationName: t('uploads.row.departmentNotFound', { name: values.organizationName }) });
  return {
    sOrganizationId: String(departmentId),
    userLastName: values.userLastName,
    userFirstName: values.userFirstName,
    userLastNameKana: values.userLastNameKana,
    userFirstNameKana: values.userFirstNameKana,
    userCode: values.userCode,
    mailAddress: values.mailAddress,
    tenantRemakes: values.tenantRemakes,
    mailDeliveryFlg: mailDeliveryOf(values),
  };
}

async function existingMember(ctx: ApplyContext, userIdText: string) {
  const userId = Number(userIdText);
  const row = await findMember(ctx.tx, ctx.viewer.corporationId, userId, true);
  if (!row) throw notFound(t('uploads.row.memberNotFound', { id: userIdText }));
  return targetMember(ctx.tx, ctx.viewer, { userId }, true);
}

const isEditOfMember = (row: CsvRow): boolean => row.values.action === MemberAction.EDIT && row.values.userId !== '';

/**
 * The members whose address the file replaces: an Edit row gives them another address or deletes them (a deleted
 * member's address is free). Their current address is then free for the other rows; each address the file gives is
 * given once (core/csv), so an address still held by a member the file does not change stays taken.
 */
async function markReplacedMails(ctx: ApplyContext, rows: readonly CsvRow[]): Promise<void> {
  const finalMail = new Map<number, string | null>();
  for (const row of rows) {
    if (isEditOfMember(row)) finalMail.set(Number(row.values.userId), row.values.deleteFlg === '1' ? null : row.values.mailAddress.toLowerCase());
  }
  if (finalMail.size === 0) return;
  const current = await ctx.tx.query<{ id: number; mail: string | null }>(
    'select id, lower(mail_address) as mail from users where id = any($1::int[]) and corporation_id = $2 and role_type is null and not delete_flg',
    [[...finalMail.keys()], ctx.viewer.corporationId],
  );
  for (const member of current) {
    if (member.mail !== null && finalMail.get(member.id) !== member.mail) ctx.replacedMailHolders.add(member.id);
  }
}

/**
 * The delete rows that together leave a FLEX/BASE contract without a contact person (spec 5): each is refused,
 * naming the contract, as the file's validation refuses them (core/csv/kinds/members.ts), whatever the row order.
 */
async function refuseLastContacts(ctx: ApplyContext, rows: readonly CsvRow[]): Promise<void> {
  const deletions = rows.filter((row) => deletesMember(row.values));
  if (deletions.length === 0) return;
  const refusals = lastContactRefusalsByMember(await contractContacts(ctx.tx, { corporation: ctx.viewer.corporationId }, true),
    new Set(deletions.map((row) => Number(row.values.userId))));
  for (const row of deletions) {
    const refusal = refusals.get(Number(row.values.userId));
    if (refusal) ctx.rowRefusals.set(row.row, lastContactRefused('userId', lastContactMessage(refusal)));
  }
}

export const membersApplier: KindApplier = {
  async before(ctx, rows) {
    await markReplacedMails(ctx, rows);
    await refuseLastContacts(ctx, rows);
  },
  async row(ctx, row): Promise<RowOutcome> {
    const values = row.values;
    switch (values.action) {
      case MemberAction.KEEP:
        return 'kept';
      case MemberAction.RESET:
        await applyOperation(ctx.tx, 'passwordReset', await existingMember(ctx, values.userId), ctx.now);
        return 'applied';
      default:
        break;
    }
    if (values.userId === '') {
      await registerMember(ctx.tx, ctx.viewer, formInput(ctx, values), ctx.now, false, { replacedMailHolders: ctx.replacedMailHolders });
      return 'applied';
    }
    const member = await existingMember(ctx, values.userId);
    if (values.deleteFlg === '1') {
      // The member's own state first, then the contact-person rule over the whole file (the order of the checks).
      const refusal = refusalOf('delete', member);
      if (refusal) throw refused(refusal);
      const lastContact = ctx.rowRefusals.get(row.row);
      if (lastContact) throw lastContact;
      await applyOperation(ctx.tx, 'delete', member, ctx.now);
      return 'applied';
    }
    await applyUpdate(
      ctx.tx,
      ctx.viewer,
      { ...formInput(ctx, values), division: 'update' as const, userId: String(member.id), lastUpdated: formatLastUpdated(member.last_updated) },
      ctx.now,
      { replacedMailHolders: ctx.replacedMailHolders },
    );
    return 'applied';
  },
};
