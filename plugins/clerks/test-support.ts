// Clerk rows and details for the clerks plugin's page tests.
import type { ClerkDetail, ClerkRow } from '../../core/clerks/domain';

export function clerkRow(overrides: Partial<ClerkRow> = {}): ClerkRow {
  const kana = overrides.attributes?.userNameKana ?? 'ヤマダ\u3000タロウ';
  return {
    userId: '1', loginId: 'admin01', userName: '山田\u3000太郎', userLastName: '山田', userFirstName: '太郎',
    userLastNameKana: 'ヤマダ', userFirstNameKana: 'タロウ', attributes: { userNameKana: kana }, mailAddress: 'taro@mirai-works.co.jp',
    passwordNoticeTiming: 0, passwordNoticeSentAt: '2026/11/01 10:00:00', initialPassword: false, departments: [], self: false,
    lastUpdated: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function clerkDetail(overrides: Partial<ClerkDetail> = {}): ClerkDetail {
  return { ...clerkRow(overrides), corporationName: '株式会社みらいワークス', passwordNoticeRecipient: 'taro@mirai-works.co.jp', deleteRefusal: null, sharedWithOtherCorporation: false, editRefusal: null, ...overrides };
}
