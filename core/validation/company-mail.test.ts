// The one mail rule of spec 5 (free mail, permitted domains) that the forms, the CSV kinds and the server share.
import { describe, expect, it } from 'vitest';
import { t } from '../i18n';
import { companyMail, domainPermitted, mailDomainOf, notFreeMail } from './company-mail';
import { messageOf } from './types';

describe('companyMail', () => {
  it('refuses free-mail and carrier addresses without any corporation data', () => {
    expect(companyMail('taro@gmail.com')).toEqual({ key: 'members.validation.freeMail' });
    expect(companyMail('TARO@GMAIL.COM', null)).toEqual({ key: 'members.validation.freeMail' });
    expect(companyMail('taro@ezweb.ne.jp', ['mirai-works.co.jp'])).toEqual({ key: 'members.validation.freeMail' });
    expect(notFreeMail('taro@docomo.ne.jp')).toEqual({ key: 'members.validation.freeMail' });
    expect(messageOf(notFreeMail('taro@i.softbank.jp')!)).toBe(t('members.validation.freeMail'));
  });

  it('refuses free mail even when the corporation lists no domain (no restriction means any company domain)', () => {
    expect(companyMail('taro@yahoo.co.jp', [])).toEqual({ key: 'members.validation.freeMail' });
    expect(companyMail('taro@example.com', [])).toBeNull();
  });

  it('admits only the permitted domains and their subdomains when the list is known', () => {
    const permitted = ['mirai-works.co.jp', ' mirai-works.jp '];
    expect(companyMail('taro@mirai-works.co.jp', permitted)).toBeNull();
    expect(companyMail('taro@Tokyo.Mirai-Works.JP', permitted)).toBeNull();
    expect(companyMail('taro@example.com', permitted)).toEqual({
      key: 'members.validation.mailDomain',
      params: { domains: 'mirai-works.co.jp / mirai-works.jp' },
    });
    expect(companyMail('taro@notmirai-works.jp', permitted)?.key).toBe('members.validation.mailDomain');
    expect(messageOf(companyMail('taro@example.com', ['mirai-works.co.jp'])!)).toBe('許可されたメールドメイン（mirai-works.co.jp）のアドレスを入力してください');
  });

  it('checks only the free-mail part while the list is unknown, and passes the empty value', () => {
    expect(companyMail('taro@example.com')).toBeNull();
    expect(companyMail('taro@example.com', undefined)).toBeNull();
    expect(companyMail('', ['mirai-works.co.jp'])).toBeNull();
  });
});

describe('mailDomainOf and domainPermitted', () => {
  it('takes the part after the last @, lower-cased', () => {
    expect(mailDomainOf('"a@b"@Example.CO.JP')).toBe('example.co.jp');
  });

  it('matches whole labels only', () => {
    expect(domainPermitted('sub.example.co.jp', ['example.co.jp'])).toBe(true);
    expect(domainPermitted('badexample.co.jp', ['example.co.jp'])).toBe(false);
    expect(domainPermitted('anything.jp', [' ', ''])).toBe(true);
  });
});
