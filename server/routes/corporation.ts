// Company detail, the list of corporations a user may view, and the switch of the viewed corporation.
import { calls } from '../../core/api/contract';
import type { Corporation, OrganizationChoice } from '../../core/domain/entities';
import { t } from '../../core/i18n';
import type { Row } from '../db/database';
import { selectableCorporationIds } from '../auth/accounts';
import { loadLoginUser } from '../auth/login-user';
import { setSelectedCorporation } from '../auth/sessions';
import { handler, sessionOf, type HandlerMap } from '../http/call-context';
import { notFound, permissionDenied } from '../http/http-error';
import { InputReader } from '../http/input';
import { formatDate, formatLastUpdated } from '../format/dates';

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

export const corporationHandlers: HandlerMap = {
  ...handler(calls.corporation.detail, async (ctx) => {
    const session = sessionOf(ctx);
    const input = new InputReader(ctx.input);
    const id = input.id('id');
    input.check();
    const allowed = await selectableCorporationIds(ctx.services.db, session.account);
    // Another company's data is refused the same way whether it exists or not.
    if (id === undefined || !allowed.includes(id)) throw permissionDenied();
    // Dates are read as timestamps at midnight UTC so both drivers hand back the same calendar day.
    const rows = await ctx.services.db.query<CorporationRow>(
      `select id, corporation_name, corporation_name_kana, confirmation_code_min_length, confirmation_code_required,
              mail_domains, auto_approval_setting, contract_start_date::timestamp at time zone 'UTC' as contract_start_date,
              contract_end_date::timestamp at time zone 'UTC' as contract_end_date, flex_basic_contract_flg, last_updated
         from corporations where id = $1`,
      [id],
    );
    if (!rows[0]) throw notFound(t('server.notFound.corporation'));
    return toCorporation(rows[0]);
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
    const input = new InputReader(ctx.input);
    const id = input.id('selectedOrganizationId');
    input.check();
    const allowed = await selectableCorporationIds(ctx.services.db, session.account);
    if (id === undefined || !allowed.includes(id)) throw permissionDenied();
    await setSelectedCorporation(ctx.services.db, session.tokenHash, id);
    return loadLoginUser(ctx.services.db, session.account, id);
  }),
};
