// The catalogue registry: a key whose catalogue is not registered is loud (an error in tests and development, a
// logged key in the production browser), never a blank; registering a catalogue makes its keys known. Each test
// gets fresh modules: the node test setup registers every catalogue (./all) in the shared ones.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type I18n = typeof import('./index');

let i18n: I18n;
beforeEach(async () => {
  vi.resetModules();
  i18n = await import('./index');
});
afterEach(() => vi.restoreAllMocks());

describe('message registry', () => {
  it('knows the eager catalogues (sign-in page, shell frame) without any registration', () => {
    expect(i18n.t('auth.login.lead')).not.toBe('');
    expect(i18n.t('flex.menu.users')).not.toBe('');
    expect(i18n.isMessageKey('shell.account.role.3')).toBe(true);
  });

  it('throws for a key whose catalogue is not registered, naming the key', () => {
    expect(i18n.isMessageKey('flex.notFound.user')).toBe(false);
    expect(() => i18n.t('flex.notFound.user')).toThrow(/flex\.notFound\.user.*not loaded/);
  });

  it('knows a lazy catalogue once its load module is imported', async () => {
    await import('../flex/load-messages');
    expect(i18n.isMessageKey('flex.notFound.user')).toBe(true);
    expect(i18n.t('flex.notFound.user')).toBe('FLEX/BASE利用者が見つかりません');
    // Another catalogue stays unknown until its own import.
    expect(() => i18n.t('users.listSeparator')).toThrow(/not loaded/);
  });

  it("under the 'report' policy shows the key and logs it once", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    i18n.setMissingMessagePolicy('report');
    expect(i18n.t('flex.notFound.user')).toBe('flex.notFound.user');
    expect(i18n.t('flex.notFound.user')).toBe('flex.notFound.user');
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0][0])).toContain('flex.notFound.user');
  });

  it('knows every key after ./all, as the server and the command line see them', async () => {
    await import('./all');
    expect(i18n.t('cli.help.program')).not.toBe('');
    expect(i18n.t('server.twoFactor.tokenUnavailable')).not.toBe('');
    expect(i18n.t('users.listSeparator')).not.toBe('');
  });

  it('fills placeholders and leaves unknown ones', () => {
    i18n.registerMessages({ 'flex.notFound.user': '{who} は {what}' });
    expect(i18n.t('flex.notFound.user', { who: 'A' })).toBe('A は {what}');
  });
});
