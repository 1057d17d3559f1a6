// Clerks kind (3, upload division 6 of spec 9): registers responsible persons and department clerks with the clerks
// domain (server/clerks), as the single registration screens do. With the delete option every responsible person
// and department clerk of the corporation except the uploader is removed first (spec 4), inside the same
// transaction: a file that fails leaves them all in place. Such a file lists who the clerks are afterwards, so a row
// naming one of those people or the uploader (clerk-removal.ts) keeps that person rather than removing them and
// registering someone new under a login id that stays taken: the same account, login id, password, sessions and
// history, with the row's names, address and departments written through the update screen's own checks. A kept
// person gets no password notice (their password does not change); a confirmation code in the row replaces theirs,
// to be changed at their next sign-in, as from the detail page.
import { clerkKindOfRow, departmentNamesOf, keptRoleRefusal } from '../../core/csv/kinds/clerks';
import { messageOf } from '../../core/validation';
import type { CsvRow } from '../../core/csv/kind';
import { t } from '../../core/i18n';
import { temporaryPassword } from '../auth/temporary-password';
import { applyUpdateIfChanged, changeConfirmationCode, deleteResponsible, removeDepartmentClerk, setClerkDepartments } from '../clerks/changes';
import { departmentsOf, findClerk } from '../clerks/clerk-rows';
import { assertMayChangeAccount, ownCodeRefused } from '../clerks/account-reach';
import { registerClerk } from '../clerks/registration';
import { notFound, validationFailed } from '../http/http-error';
import type { ApplyContext, KindApplier, RowOutcome } from './apply-context';
import { clerksToRemove, type ClerkInScope } from './clerk-removal';

async function removeExistingClerks(ctx: ApplyContext, rows: readonly CsvRow[]): Promise<void> {
  const { tx, viewer, now } = ctx;
  const keptLoginIds = new Set(rows.map((row) => row.values.loginId.toLowerCase()));
  for (const person of await clerksToRemove(tx, viewer, keptLoginIds)) {
    const clerk = await findClerk(tx, viewer.corporationId, person.userId, person.kind, true);
    if (!clerk) continue;
    if (person.kind === 'corp') {
      // As the delete screen: one of the corporation's own who also administers another it does not administer stays.
      if (clerk.corporation_id === viewer.corporationId) await assertMayChangeAccount(tx, viewer, clerk.id);
      await deleteResponsible(tx, viewer, clerk, now);
      continue;
    }
    for (const department of departmentsOf(clerk)) await removeDepartmentClerk(tx, clerk, Number(department.billingId), now);
  }
}

/**
 * The kept people whose address the file changes give up their current one, so that kept people may swap addresses
 * and a new clerk may take the old address of a kept one. The removed people's addresses are free once they are
 * deleted; a responsible person of another corporation who only loses the link keeps theirs.
 */
async function markReplacedMails(ctx: ApplyContext, rows: readonly CsvRow[]): Promise<void> {
  const finalMail = new Map<number, string | null>();
  for (const row of rows) {
    const kept = ctx.lookups.keptClerk(row.values.loginId);
    if (kept) finalMail.set(kept.userId, row.values.mailAddress === '' ? null : row.values.mailAddress.toLowerCase());
  }
  if (finalMail.size === 0) return;
  const current = await ctx.tx.query<{ id: number; mail: string | null }>(
    'select id, lower(mail_address) as mail from users where id = any($1::int[]) and not delete_flg',
    [[...finalMail.keys()]],
  );
  for (const person of current) {
    if (person.mail !== null && finalMail.get(person.id) !== person.mail) ctx.replacedMailHolders.add(person.id);
  }
}

function departmentIdsOf(ctx: ApplyContext, row: CsvRow): number[] {
  const ids = departmentNamesOf(row.values.departments).map((name) => {
    const id = ctx.lookups.departmentIdByName(name);
    if (id === undefined) throw validationFailed({ departments: t('uploads.row.departmentNotFound', { name }) });
    return id;
  });
  return [...new Set(ids)];
}

/** The fields the update screen writes. */
function formFields(values: CsvRow['values']): Record<string, string> {
  return {
    userLastName: values.userLastName,
    userFirstName: values.userFirstName,
    userLastNameKana: values.userLastNameKana,
    userFirstNameKana: values.userFirstNameKana,
    mailAddress: values.mailAddress,
  };
}

function registrationInput(values: CsvRow['values']): Record<string, string> {
  // The confirmation code is optional in the file; without one the clerk gets a random code to change at first sign-in.
  const code = values.confirmationCode === '' ? temporaryPassword() : values.confirmationCode;
  return { ...formFields(values), loginId: values.loginId, confirmationCode: code, confirm: code, passwordNoticeTiming: values.passwordNotice };
}

/** The row's role must be the kept person's (keptClerkRole, the validation's rule too). */
async function keepClerk(ctx: ApplyContext, kept: ClerkInScope, row: CsvRow): Promise<RowOutcome> {
  const roleRefusal = keptRoleRefusal(row, kept.kind);
  if (roleRefusal) throw validationFailed({ role: messageOf(roleRefusal) });
  const clerk = await findClerk(ctx.tx, ctx.viewer.corporationId, kept.userId, kept.kind, true);
  if (!clerk) throw notFound(t(kept.kind === 'corp' ? 'clerks.notFound.corp' : 'clerks.notFound.billing'));
  // The uploader's own code is changed from the account menu only (it asks for the current code).
  if (row.values.confirmationCode !== '' && clerk.id === ctx.viewer.userId) throw ownCodeRefused();
  let changed = await applyUpdateIfChanged(ctx.tx, ctx.viewer, kept.kind, clerk, formFields(row.values), ctx.now, {
    replacedMailHolders: ctx.replacedMailHolders,
  });
  if (kept.kind === 'billing' && (await setClerkDepartments(ctx.tx, clerk, departmentIdsOf(ctx, row), ctx.now))) changed = true;
  const code = row.values.confirmationCode;
  if (code !== '') {
    await changeConfirmationCode(ctx.tx, clerk, { newConfirmationCode: code, confirm: code }, ctx.now);
    changed = true;
  }
  // A row that changes a kept person must be one the uploader may change (account-reach.ts). The check follows the
  // write so that "changed" is the update screen's own comparison; the refusal undoes the row (its savepoint) and
  // fails the file. A row repeating a shared person as they are changes nothing and passes.
  if (changed) await assertMayChangeAccount(ctx.tx, ctx.viewer, clerk.id);
  return changed ? 'applied' : 'kept';
}

export const clerksApplier: KindApplier = {
  async before(ctx, rows) {
    if (!ctx.deleteExisting) return;
    await removeExistingClerks(ctx, rows);
    await markReplacedMails(ctx, rows);
  },
  async row(ctx, row): Promise<RowOutcome> {
    // Only a file uploaded with the delete option keeps anyone (the lookups were loaded with the option).
    const kept = ctx.lookups.keptClerk(row.values.loginId);
    if (kept) return keepClerk(ctx, kept, row);
    const input = registrationInput(row.values);
    const bulk = { replacedMailHolders: ctx.replacedMailHolders };
    if (clerkKindOfRow(row) === 'corp') {
      await registerClerk(ctx.tx, ctx.viewer, 'corp', input, null, ctx.now, bulk);
      return 'applied';
    }
    const [first, ...others] = departmentIdsOf(ctx, row);
    const created = await registerClerk(ctx.tx, ctx.viewer, 'billing', input, first, ctx.now, bulk);
    for (const departmentId of others) {
      await ctx.tx.query('insert into clerk_departments (user_id, department_id) values ($1, $2)', [Number(created.userId), departmentId]);
    }
    return 'applied';
  },
};
