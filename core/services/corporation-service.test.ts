// CorporationService: the multi-organization list and the switch of the viewed corporation.
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthService, CorporationService, PermissionService, ToastService } from './contracts';
import { createTestKernel, makeUser, type TestKernel } from './test-support';
import { calls } from '../api/contract';
import { t } from '../i18n';

let kernel: TestKernel;
let corporations: CorporationService;
const choices = [
  { organizationId: 'C001', organizationName: '株式会社みらいワークス', selected: true },
  { organizationId: 'C002', organizationName: '東洋システム開発株式会社', selected: false },
];
const flags = { limitAmounDisplayFlg: false, limitAmountUserDisplayFlg: false, flexContractExistFlg: false, availableFlexContractFlg: false };

beforeEach(() => {
  kernel = createTestKernel();
  corporations = kernel.services.get<CorporationService>(CorporationService);
  kernel.client.on(calls.auth.multiOrganizationList, () => choices);
  kernel.client.on(calls.auth.viewPermission, () => flags);
});

describe('CorporationService', () => {
  it('loads the corporations the user may view', async () => {
    await corporations.load();
    expect(corporations.organizations.value).toEqual(choices);
  });

  it('switches: PUT with selectedOrganizationId, new user and corporation, view permission reloaded, toast', async () => {
    const auth = kernel.services.get<AuthService>(AuthService);
    const permissions = kernel.services.get<PermissionService>(PermissionService);
    auth.setUser(makeUser({ corporationId: 'C001', flexBasicContractFlg: true, authorities: { SCRL002: 1 } }));
    expect(permissions.flexDisplay.value).toBe(true);
    const switched = makeUser({ corporationId: 'C002', flexBasicContractFlg: false });
    kernel.client.on(calls.auth.selectOrganization, () => switched);
    await corporations.load();
    await corporations.switchTo('C002');

    const put = kernel.client.calls.find((c) => c.id === 'corporation.selectOrganization');
    expect(put?.request).toEqual({ selectedOrganizationId: 'C002' });
    expect(put?.options?.query).toEqual({ selectedOrganizationId: 'C002' });
    expect(auth.user.value).toBe(switched);
    expect(auth.selectedCorporationId.value).toBe('C002');
    expect(permissions.flexDisplay.value).toBe(false);
    expect(kernel.client.idsCalled().slice(-1)).toEqual(['auth.viewPermission']);
    expect(permissions.viewPermission.value).toEqual(flags);
    expect(corporations.organizations.value.map((o) => o.selected)).toEqual([false, true]);
    expect(kernel.services.get<ToastService>(ToastService).toasts.value.map((x) => x.message)).toEqual([t('corporation.switched')]);
  });
});
