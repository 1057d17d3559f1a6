// Clerks kind (3, upload division 6 of spec 9): registers responsible persons and department clerks with the clerks
// domain (server/clerks), as the single registration screens do. With the delete option every responsible person
// and department clerk of the corporation except the uploader is removed first (spec 4), inside the same
// transaction: a file that fails leaves them all in place.
import { CLERK_ROLE_RESPONSIBLE, departmentNamesOf } from '../../core/csv/kinds/clerks';
import type { CsvRow } from '../../core/csv/kind';
import { RoleType } from '../../core/domain/roles';
import { t } from '../../core/i18n';
import { temporaryPassword } from '../auth/temporary-password';
import { deleteResponsible, removeDepartmentClerk } from '../clerks/changes';
import { departmentsOf, findClerk, responsiblePersons } from '../clerks/clerk-rows';
import { registerClerk } from '../clerks/registration';
import { validationFailed } from '../http/http-error';
import type { ApplyContext, KindApplier, RowOutcome } from './apply-context';

async function removeExistingClerks(ctx: ApplyContext): Promise<void> {
  const { tx, viewer, now } = ctx;
  for (const person of await responsiblePersons(tx, viewer.corporationId)) {
    if (person.id !== viewer.userId) await deleteResponsible(tx, viewer, person, now);
  }
  const clerks = await tx.query<{ id: number }>(
    'select id from users where corporation_id = $1 and role_type = $2 and not delete_flg order by id',
    [viewer.corporationId, RoleType.CLERK_IN_BILLING],
  );
  for (const { id } of clerks) {
    if (id === viewer.userId) continue;
    const clerk = await findClerk(tx, viewer.corporationId, id, 'billing', true);
    if (!clerk) continue;
    for (const department of departmentsOf(clerk)) await removeDepartmentClerk(tx, clerk, Number(department.billingId), now);
  }
}

function registrationInput(values: CsvRow['values']): Record<string, string> {
  // The confirmation code is optional in the file; without one the clerk gets a random code to change at first sign-in.
  const code = values.confirmationCode === '' ? temporaryPassword() : values.confirmationCode;
  return {
    loginId: values.loginId,
    userLastName: values.userLastName,
    userFirstName: values.userFirstName,
    userLastNameKana: values.userLastNameKana,
    userFirstNameKana: values.userFirstNameKana,
    mailAddress: values.mailAddress,
    confirmationCode: code,
    confirm: code,
    passwordNoticeTiming: values.passwordNotice,
  };
}

export const clerksApplier: KindApplier = {
  async before(ctx) {
    if (ctx.deleteExisting) await removeExistingClerks(ctx);
  },
  async row(ctx, row): Promise<RowOutcome> {
    const input = registrationInput(row.values);
    if (row.values.role === CLERK_ROLE_RESPONSIBLE) {
      await registerClerk(ctx.tx, ctx.viewer, 'corp', input, null, ctx.now);
      return 'applied';
    }
    const departmentIds = departmentNamesOf(row.values.departments).map((name) => {
      const id = ctx.lookups.departmentIdByName(name);
      if (id === undefined) throw validationFailed({ departments: t('uploads.row.departmentNotFound', { name }) });
      return id;
    });
    const [first, ...others] = [...new Set(departmentIds)];
    const created = await registerClerk(ctx.tx, ctx.viewer, 'billing', input, first, ctx.now);
    for (const departmentId of others) {
      await ctx.tx.query('insert into clerk_departments (user_id, department_id) values ($1, $2)', [Number(created.userId), departmentId]);
    }
    return 'applied';
  },
};
