// Permitted mail domains: slash-separated company domains; free-mail and carrier domains refused.
import { describe, expect, it } from 'vitest';
import { FREE_MAIL_DOMAINS, isFreeMailDomain, permittedMailDomains } from './mail-domains';

describe('permittedMailDomains', () => {
  it.each(['example.co.jp', 'example.co.jp/example.com', 'mirai-works.co.jp / sub.mirai-works.jp', ''])('accepts %s', (v) => {
    expect(permittedMailDomains(v)).toBeNull();
  });

  it.each([
    ['no dot', 'localhost'],
    ['an @', '@example.co.jp'],
    ['a full address', 'taro@example.co.jp'],
    ['an empty entry', 'example.co.jp//example.com'],
    ['a trailing slash', 'example.co.jp/'],
    ['comma separated', 'example.co.jp,example.com'],
    ['a space inside', 'exa mple.co.jp'],
    ['full-width', 'ｅｘａｍｐｌｅ．ｊｐ'],
  ])('refuses %s as a format error', (_label, v) => {
    expect(permittedMailDomains(v)).toEqual({ key: 'validation.format' });
  });

  it.each(['gmail.com', 'yahoo.co.jp', 'outlook.jp', 'hotmail.com', 'icloud.com', 'docomo.ne.jp', 'ezweb.ne.jp', 'au.com', 'softbank.ne.jp', 'i.softbank.jp', 'ymobile.ne.jp'])(
    'refuses the free-mail or carrier domain %s',
    (domain) => {
      expect(permittedMailDomains(`example.co.jp/${domain}`)).toEqual({ key: 'validation.freeMailDomain' });
    },
  );

  it('refuses sub-domains of free-mail domains and ignores case', () => {
    expect(isFreeMailDomain('GMAIL.COM')).toBe(true);
    expect(isFreeMailDomain('mail.yahoo.co.jp')).toBe(true);
    expect(isFreeMailDomain('notgmail.com')).toBe(false);
    expect(isFreeMailDomain('gmail.com.example.jp')).toBe(false);
  });

  it('keeps the list lower-case and free of duplicates', () => {
    expect(new Set(FREE_MAIL_DOMAINS).size).toBe(FREE_MAIL_DOMAINS.length);
    expect(FREE_MAIL_DOMAINS.every((d) => d === d.toLowerCase())).toBe(true);
  });
});
