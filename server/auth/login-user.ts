// Builds the session user of core/domain (LoginUser) for an account viewing one corporation.
import type { SqlExecutor } from '../db/database';
import type { LoginUser } from '../../core/domain/entities';
import { ROLE_AUTHORITIES, type Authorities } from '../../core/domain/permissions';
import { displayName, type AccountRow } from './accounts';
import { hasFlexBasicContract } from '../flex/contracts';

export function authoritiesOf(account: Pick<AccountRow, 'authority_template'>): Authorities {
  const template = account.authority_template;
  return template === 3 || template === 4 ? ROLE_AUTHORITIES[template] : {};
}

interface CorporationNameRow {
  [key: string]: unknown;
  id: number;
  corporation_name: string;
  flex_basic_contract_flg: boolean;
  department_name: string | null;
}

export async function loadLoginUser(db: SqlExecutor, account: AccountRow, corporationId: number): Promise<LoginUser> {
  // The department name stands for the organization only when it belongs to the corporation being viewed.
  const rows = await db.query<CorporationNameRow>(
    `select c.id, c.corporation_name, ${hasFlexBasicContract('c')} as flex_basic_contract_flg, d.billing_name as department_name
       from corporations c
       left join departments d on d.id = $2 and d.corporation_id = c.id
      where c.id = $1`,
    [corporationId, account.department_id],
  );
  const corporation = rows[0];
  if (!corporation) throw new Error(`corporation ${corporationId} of user ${account.id} does not exist`);
  return {
    role: { attributes: { roleType: account.role_type ?? 0 } },
    user: {
      userId: String(account.id),
      loginId: account.login_id,
      userName: displayName(account),
      attributes: {
        passwordResetFlg: account.password_reset_flg,
        trinityCode: account.trinity_code,
        mailAddress: account.mail_address,
      },
    },
    corporation: {
      id: String(corporation.id),
      attributes: { corporationName: corporation.corporation_name, flexBasicContractFlg: corporation.flex_basic_contract_flg },
    },
    authorities: authoritiesOf(account),
    organizationName: corporation.department_name ?? corporation.corporation_name,
  };
}
