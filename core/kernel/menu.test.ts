// visibleMenu: an entry shows exactly when its route's permission and condition pass.
import { describe, expect, it } from 'vitest';
import { visibleMenu } from './menu';
import { definePlugin } from './plugin';
import { AuthService, PermissionService } from '../services/contracts';
import { createTestKernel, makeUser } from '../services/test-support';

const page = () => Promise.resolve({ default: null });
const plugin = definePlugin({
  id: 'demo',
  routes: [
    { id: 'demo.home', path: '/', title: 'ホーム', page, permission: { codes: ['WFAZ006'], level: 'write' } },
    { id: 'demo.users', path: '/User/Info', title: '会員', page, permission: { codes: ['WFAG001'], level: 'read' } },
    { id: 'demo.flex', path: '/FlexContract/Info', title: 'FLEX', page, permission: { codes: ['WFAL001'], level: 'read' },
      when: (services) => services.get<PermissionService>(PermissionService).flexDisplay.value },
  ],
  menu: [
    { id: 'flex', routeId: 'demo.flex', label: 'FLEX', icon: 'office', order: 30 },
    { id: 'home', routeId: 'demo.home', label: 'ホーム', icon: 'home', order: 10 },
    { id: 'users', routeId: 'demo.users', label: '会員', icon: 'people', order: 20 },
  ],
});

describe('visibleMenu', () => {
  it('shows what the user may open, in menu order', () => {
    const kernel = createTestKernel([plugin]);
    const auth = kernel.services.get<AuthService>(AuthService);
    auth.setUser(makeUser({ authorities: { WFAZ006: 2, WFAG001: 1, WFAL001: 1, SCRL002: 1 }, flexBasicContractFlg: true }));
    expect(visibleMenu(kernel.registry, kernel.services).map((e) => e.id)).toEqual(['home', 'users', 'flex']);
    auth.setUser(makeUser({ authorities: { WFAZ006: 2, WFAL001: 1, SCRL002: 1 }, flexBasicContractFlg: false }));
    expect(visibleMenu(kernel.registry, kernel.services).map((e) => e.id)).toEqual(['home']);
    auth.setUser(null);
    expect(visibleMenu(kernel.registry, kernel.services)).toEqual([]);
  });
});
