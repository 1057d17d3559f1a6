// The browser's two-step start: the sign-in pages run on the services made by hand, without the workbench; the first
// path they do not cover loads the workbench, whose container holds the same service instances, and the route tree
// grows into the whole one before the navigation goes on.
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../core/i18n';
import { MemoryStorage } from '../../core/kernel/memory-storage';
import { systemClock } from '../../core/kernel/system-clock';
import { PluginRegistry } from '../../core/kernel/registry';
import { AuthService, ErrorService, NavigationService, PermissionService } from '../../core/services/contracts';
import { authPlugin } from '../../plugins/auth';
import { App } from './App';
import { growingRoutes, once } from './browser-router';
import { createSignInServices, type SignInServices } from './sign-in-services';
import { startWorkbench } from './workbench';

/** A server without a session: every call is refused as unauthenticated. */
function unauthenticatedFetch(): typeof fetch {
  return vi.fn(async () => new Response(JSON.stringify({ message: t('error.unauthenticated'), code: 'UNAUTHENTICATED' }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  }));
}

function signInServices(): SignInServices {
  return createSignInServices({
    apiConfig: { baseUrl: '', fetch: unauthenticatedFetch(), getCsrfToken: () => 'csrf' },
    storage: new MemoryStorage(),
    clock: systemClock,
    // An (expired) session cookie is present: the session check asks the server.
    presence: { hasAuthCookie: () => true },
  });
}

function renderGrowingApp(path: string) {
  const services = signInServices();
  const load = vi.fn(async () => startWorkbench(services));
  const { routes, patchRoutesOnNavigation } = growingRoutes(
    authPlugin.routes ?? [],
    services.get<NavigationService>(NavigationService),
    once(load),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(<App services={services} router={router} />);
  return { services, load, router };
}

afterEach(() => vi.restoreAllMocks());

describe('the browser start (sign-in services, then the workbench)', () => {
  it('shows the sign-in page and moves between the sign-in pages without loading the workbench', async () => {
    const { services, load, router } = renderGrowingApp('/Login');
    expect(await screen.findByLabelText(new RegExp(t('auth.login.loginId')))).toBeTruthy();
    await router.navigate('/PassLost');
    expect(await screen.findByRole('heading', { name: t('auth.passLost.title') })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(services.attached).toBe(false);
    // Only the sign-in services exist before the workbench: asking for another is a wiring mistake.
    expect(() => services.get(PermissionService)).toThrow(/not available on the sign-in pages/);
  });

  it('loads the workbench for a signed-in page; its container holds the same services, so the refusal shows on the sign-in page', async () => {
    const { services, load, router } = renderGrowingApp('/Login');
    await screen.findByLabelText(new RegExp(t('auth.login.loginId')));
    const auth = services.get<AuthService>(AuthService);
    const errors = services.get<ErrorService>(ErrorService);
    await router.navigate('/');
    // The session check (a rule of the workbench's home route) is refused: back to sign-in, with the reason.
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(await screen.findByText(t('beforeLogin.invalid'))).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(services.attached).toBe(true);
    expect(services.get(AuthService)).toBe(auth);
    expect(services.get(ErrorService)).toBe(errors);
    expect(services.get<PluginRegistry>(PluginRegistry).routes().some((route) => route.path === '/User/Info')).toBe(true);
    expect(services.get<PermissionService>(PermissionService)).toBeTruthy();
  });

  it('loads the workbench when a signed-in page is opened directly, and then the rules of that page run', async () => {
    const { load, router } = renderGrowingApp('/User/Info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(await screen.findByLabelText(new RegExp(t('auth.login.loginId')))).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes an unknown path to home (spec 2.1) once the workbench is there', async () => {
    const { load, router } = renderGrowingApp('/NoSuchPage');
    // Home's session check then sends the visitor without a session to sign in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('once', () => {
  it('loads once, and again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('workbench');
    const get = once(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('workbench');
    await expect(get()).resolves.toBe('workbench');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
