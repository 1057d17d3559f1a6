// Mail settings from the environment (SMTP_URL, SMTP_USER/SMTP_PASSWORD, MAIL_FROM, MAILBOX, MAILBOX_DIR), the start
// banner's lines about mail, and how a failed handover is judged (temporary or permanent).
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n';
import { readStartSettings } from '../start-settings';
import { mailLines } from './banner';
import { backoffMs, DEFAULT_TUNING } from './delivery';
import { verdictOf } from './transport';

const mailOf = (env: NodeJS.ProcessEnv) => readStartSettings(env).mail;

describe('mail settings', () => {
  it('sends by SMTP with SMTP_URL: credentials in the URL (percent-decoded) or apart, default ports, smtps', () => {
    expect(mailOf({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toMatchObject({ kind: 'smtp', smtp: { host: '127.0.0.1', port: 2525, secure: false }, fromGiven: false });
    expect(mailOf({ SMTP_URL: 'smtps://mail.example.jp' })).toMatchObject({ smtp: { host: 'mail.example.jp', port: 465, secure: true } });
    expect(mailOf({ SMTP_URL: 'smtp://mail.example.jp' })).toMatchObject({ smtp: { port: 587, secure: false } });
    const inUrl = mailOf({ SMTP_URL: 'smtp://relay%40example.jp:p%40ss%3Aword@mail.example.jp:587' });
    expect(inUrl).toMatchObject({ smtp: { user: 'relay@example.jp', password: 'p@ss:word' } });
    // The banner names the server, never the password.
    expect(inUrl.kind === 'smtp' && inUrl.description).toBe(`smtp://mail.example.jp:587 (${t('server.start.mail.withAuth')})`);
    expect(mailOf({ SMTP_URL: 'smtp://mail.example.jp', SMTP_USER: 'relay', SMTP_PASSWORD: 'secret' })).toMatchObject({ smtp: { user: 'relay', password: 'secret' } });
    expect(mailOf({ SMTP_URL: 'smtp://[::1]:25' })).toMatchObject({ smtp: { host: '::1', port: 25 } });
  });

  it('refuses a wrong SMTP_URL or MAIL_FROM with a Japanese message that hides the password', () => {
    for (const value of ['http://mail.example.jp', 'mail.example.jp:25', 'smtp://', 'smtp://mail.example.jp/path', 'smtp://mail.example.jp?x=1']) {
      expect(() => mailOf({ SMTP_URL: value }), value).toThrow(/^SMTP_URL には/);
    }
    expect(() => mailOf({ SMTP_URL: 'ftp://user:hunter2@mail.example.jp' })).toThrow(/user:\*\*\*@/);
    expect(() => mailOf({ SMTP_URL: 'ftp://user:hunter2@mail.example.jp' })).not.toThrow(/hunter2/);
    expect(() => mailOf({ SMTP_URL: 'smtp://a:b@mail.example.jp', SMTP_USER: 'c' })).toThrow(t('server.start.smtpCredentialsTwice'));
    for (const value of ['nobody', 'a@b.jp, c@d.jp', 'x <not an address>']) {
      expect(() => mailOf({ MAIL_FROM: value }), value).toThrow(/^MAIL_FROM には/);
    }
    expect(() => mailOf({ MAILBOX: 'maybe' })).toThrow(t('server.start.badFlag', { name: 'MAILBOX', value: 'maybe' }));
  });

  it('reads MAIL_FROM with or without a name', () => {
    expect(mailOf({ SMTP_URL: 'smtp://m.example.jp', MAIL_FROM: '法人管理サイト <no-reply@corp.example.jp>' })).toMatchObject({
      from: { name: '法人管理サイト', address: 'no-reply@corp.example.jp' },
      fromGiven: true,
    });
    expect(mailOf({ MAIL_FROM: 'no-reply@corp.example.jp' })).toMatchObject({ from: { name: '', address: 'no-reply@corp.example.jp' } });
  });

  it('delivers into the local mailbox without SMTP_URL with the demo, never by default in production', () => {
    expect(mailOf({ DATA_DIR: '/srv/twb' })).toEqual(expect.objectContaining({ kind: 'mailbox', dir: resolve('/srv/twb-mailbox') }));
    expect(mailOf({ MAILBOX_DIR: '/tmp/box' })).toMatchObject({ kind: 'mailbox', dir: '/tmp/box' });
    expect(mailOf({ SEED_DEMO: '0' })).toMatchObject({ kind: 'none' });
    expect(mailOf({ MAILBOX: '0' })).toMatchObject({ kind: 'none' });
    expect(mailOf({ NODE_ENV: 'production' })).toMatchObject({ kind: 'none' });
    expect(mailOf({ NODE_ENV: 'production', SEED_DEMO: '1' })).toMatchObject({ kind: 'none' });
    expect(mailOf({ NODE_ENV: 'production', MAILBOX: '1' })).toMatchObject({ kind: 'mailbox' });
    // SMTP wins over the mailbox.
    expect(mailOf({ SMTP_URL: 'smtp://m.example.jp', MAILBOX: '1' })).toMatchObject({ kind: 'smtp' });
  });

  it('says in the banner where mail goes, and loudly in production when it goes nowhere', () => {
    const banner = (env: NodeJS.ProcessEnv) => {
      const settings = readStartSettings(env);
      return mailLines(settings, 'http://localhost:8080');
    };
    expect(banner({ DATA_DIR: '/srv/twb' })).toEqual([
      t('server.start.mail.mailbox', { url: 'http://localhost:8080/dev/mailbox', dir: resolve('/srv/twb-mailbox') }),
    ]);
    expect(banner({ SEED_DEMO: '0' })).toEqual([t('server.start.mail.none')]);
    const production = banner({ NODE_ENV: 'production' });
    expect(production).toEqual([t('server.start.mail.noneProduction')]);
    expect(production[0]).toMatch(/^!!! 警告: メールは送信されません/);
    expect(banner({ NODE_ENV: 'production', MAILBOX: '1' })).toContain(t('server.start.mail.mailboxProduction'));
    expect(banner({ SMTP_URL: 'smtp://u:pw@m.example.jp:25' }).join('\n')).not.toContain('pw');
    expect(banner({ SMTP_URL: 'smtp://m.example.jp:25' })).toEqual([
      t('server.start.mail.smtp', { server: 'smtp://m.example.jp:25', from: '法人管理サイト <no-reply@example.jp>' }),
      t('server.start.mail.defaultFrom', { from: '法人管理サイト <no-reply@example.jp>' }),
    ]);
  });
});

describe('a failed handover', () => {
  const smtpError = (responseCode: number, code = 'EMESSAGE', permanent?: boolean) =>
    Object.assign(new Error('refused'), { responseCode, code, response: `${responseCode} 5.0.0 refused`, permanent });

  it('is permanent for a 5xx reply to the mail, temporary for 4xx, 503, network errors and refused settings', () => {
    expect(verdictOf(smtpError(550, 'EENVELOPE', true))).toEqual({ permanent: true, reason: '550 5.0.0 refused', responseCode: 550 });
    expect(verdictOf(smtpError(552))).toMatchObject({ permanent: true });
    expect(verdictOf(smtpError(421, 'EMESSAGE', false))).toMatchObject({ permanent: false, responseCode: 421 });
    expect(verdictOf(smtpError(451))).toMatchObject({ permanent: false });
    expect(verdictOf(smtpError(503, 'EPROTOCOL', false))).toMatchObject({ permanent: false });
    // A wrong SMTP password would fail every mail: it is retried until someone fixes the settings.
    expect(verdictOf(smtpError(535, 'EAUTH', true))).toMatchObject({ permanent: false, responseCode: 535 });
    expect(verdictOf(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' }))).toEqual({
      permanent: false,
      reason: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:25',
      responseCode: null,
    });
    expect(verdictOf(Object.assign(new Error('No recipients defined'), { code: 'EENVELOPE' }))).toMatchObject({ permanent: true });
  });

  it('waits 1, 2, 4 ... minutes, at most 2 hours, between attempts', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, DEFAULT_TUNING) / 60_000)).toEqual([1, 2, 4, 8]);
    expect(backoffMs(12, DEFAULT_TUNING)).toBe(2 * 60 * 60_000);
  });
});
