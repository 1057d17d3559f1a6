// Session users as the server answers them, for unit tests.
import type { LoginUser } from '../../core/domain/entities';

export function sessionUser(loginId: string, options: { roleType?: number; passwordResetFlg?: number } = {}): LoginUser {
  return {
    role: { attributes: { roleType: options.roleType ?? 3 } },
    user: {
      userId: `u-${loginId}`,
      loginId,
      userName: '山田 太郎',
      attributes: { passwordResetFlg: options.passwordResetFlg ?? 0, trinityCode: 'T001', mailAddress: null },
    },
    corporation: { id: 'c1', attributes: { corporationName: '株式会社みらいワークス', flexBasicContractFlg: true } },
    authorities: { SCRL001: 2 },
    organizationName: '',
  };
}
