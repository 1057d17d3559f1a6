// Company detail and its update (confirm, then execute with lastUpdated), the list of corporations a user may
// view, and the switch of the viewed corporation.
import { calls } from '../../core/api/contract';
import type { OrganizationChoice } from '../../core/domain/entities';
import type { Corporation } from '../../core/corp/calls';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { selectableCorporationIds } from '../auth/accounts';
import { loadLoginUser } from '../auth/login-user';
import { setSelectedCorporation } from '../auth/sessions';
import { handler, sessionOf, type HandlerMap } from '../http/call-context';
import { conflict, notFound, permissionDenied, validationFailed } from '../http/http-error';
import { checkCorporationSettings, settingChanges } from './settings';
import { formatDate, formatLastUpdated } from '../format/dates';
import { hasFlexBasicContract } from '../flex/contracts';

interface CorporationRow extends Row {
  id: number;
  corporation_name: string;
  corporation_name_kana: string;
  confirmation_code_min_length: number;
  confirmation_code_required: boolean;
  mail_domains: string[];
  auto_approval_setting: number;
  contract_start_date: Date;
  contract_end_date: Date | null;
  flex_basic_contract_flg: boolean;
  last_updated: Date;
}

function toCorporation(row: CorporationRow): Corporation {
  const setting = row.auto_approval_setting === 1 || row.auto_approval_setting === 2 ? row.auto_approval_setting : 3;
  return {
    corporationId: String(row.id),
    corporationName: row.corporation_name,
    corporationNameKana: row.corporation_name_kana,
    confirmationCodeMinLength: row.confirmation_code_min_length,
    confirmationCodeRequired: row.confirmation_code_required,
    permittedMailDomains: row.mail_domains,
    autoApprovalSetting: setting,
    contractStartDate: formatDate(row.contract_start_date),
    contractEndDate: row.contract_end_date ? formatDate(row.contract_end_date) : null,
    flexBasicContractFlg: row.flex_basic_contract_flg,
    lastUpdated: formatLastUpdated(row.last_updated),
  };
}

async function loadCorporation(db: SqlExecutor, id: number): Promise<Corporation> {
  // Dates are read as timestamps at midnight UTC so both drivers hand back the same calendar day.
  const rows = await db.query<CorporationRow>(
    `select id, corporation_name, corporation_name_kana, confirmation_code_min_length, confirmation_code_required,
            mail_domains, auto_approval_setting, contract_start_date::timestamp at time zone 'UTC' as contract_start_date,
            contract_end_date::timestamp at time zone 'UTC' as contract_end_date, ${hasFlexBasicContract('c')} as flex_basic_contract_flg, last_updated
       from corporations c where id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound(t('server.notFound.corporation'));
  return toCorporation(rows[0]);
}

export const corporationHandlers: HandlerMap = {
  ...handler(calls.corporation.detail, async (ctx) => {
    const session = sessionOf(ctx);
    const id = Number(ctx.input.id);
    const allowed = await selectableCorporationIds(ctx.services.db, session.account);
    // Another company's data is refused the same way whether it exists or not.
    if (!allowed.includes(id)) throw permissionDenied();
    return loadCorporation(ctx.services.db, id);
  }),

  ...handler(calls.corporation.updateConfirm, async (ctx) => {
    // The update is always of the viewed corporation (the session's), with the lastUpdated the viewer saw.
    const id = sessionOf(ctx).selectedCorporationId;
    const { lastUpdated } = ctx.input;
    const settings = checkCorporationSettings(ctx.input);
    const corporation = await loadCorporation(ctx.services.db, id);
    if (corporation.lastUpdated !== lastUpdated) throw conflict();
    const changes = settingChanges(corporation, settings);
    return { corporation, changes, message: changes.length > 0 ? t('corp.confirm.update') : t('corp.confirm.noChange') };
  }),

  ...handler(calls.corporation.update, async (ctx) => {
    // The update is always of the viewed corporation (the session's), with the lastUpdated the viewer saw.
    const id = sessionOf(ctx).selectedCorporationId;
    const { lastUpdated } = ctx.input;
    const settings = checkCorporationSettings(ctx.input);
    const corporation = await ctx.services.db.transaction(async (tx) => {
      await tx.query('select id from corporations where id = $1 for update', [id]);
      const current = await loadCorporation(tx, id);
      if (current.lastUpdated !== lastUpdated) throw conflict();
      await tx.query(
        `update corporations set confirmation_code_required = $2, confirmation_code_min_length = $3, mail_domains = $4,
            auto_approval_setting = $5, last_updated = greatest($6::timestamptz, last_updated + interval '1 millisecond')
          where id = $1`,
        [id, settings.confirmationCodeRequired, settings.confirmationCodeMinLength, settings.permittedMailDomains,
          settings.autoApprovalSetting, ctx.now],
      );
      return loadCorporation(tx, id);
    });
    return { result: 'OK' as const, corporation, message: t('corp.done.update') };
  }),

  ...handler(calls.auth.multiOrganizationList, async (ctx) => {
    const session = sessionOf(ctx);
    const ids = await selectableCorporationIds(ctx.services.db, session.account);
    const rows = await ctx.services.db.query<{ id: number; corporation_name: string } & Row>(
      'select id, corporation_name from corporations where id = any($1::int[]) order by id',
      [ids],
    );
    return rows.map(
      (row): OrganizationChoice => ({
        organizationId: String(row.id),
        organizationName: row.corporation_name,
        selected: row.id === session.selectedCorporationId,
      }),
    );
  }),

  ...handler(calls.auth.selectOrganization, async (ctx) => {
    const session = sessionOf(ctx);
    if (!ctx.input.selectedOrganizationId) throw validationFailed({ selectedOrganizationId: t('validation.required') });
    const id = Number(ctx.input.selectedOrganizationId);
    const allowed = await selectableCorporationIds(ctx.services.db, session.account);
    if (!allowed.includes(id)) throw permissionDenied();
    await setSelectedCorporation(ctx.services.db, session.tokenHash, id);
    return loadLoginUser(ctx.services.db, session.account, id);
  }),
};
