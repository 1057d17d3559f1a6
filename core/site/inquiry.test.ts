// The inquiry form's rules as the page and the server both apply them: one-line fields hold no line break, control
// character or direction control; the body keeps its lines.
import { describe, expect, it } from 'vitest';
import { st } from './texts';
import { inquiryProblems, ONE_LINE_FIELDS, type InquiryInput } from './inquiry';

const GOOD: InquiryInput = {
  category: 'login', companyName: '株式会社みらいワークス', name: '山田 花子', mail: 'hanako@mirai-works.example.jp', phone: '03-1234-5678',
  body: '一行目\n二行目', consent: true, loginId: 'yamada01',
};

describe('inquiryProblems', () => {
  it('accepts a good inquiry, with line breaks in the body', () => {
    expect(inquiryProblems(GOOD)).toEqual({});
  });

  it.each(ONE_LINE_FIELDS)('refuses line breaks and direction controls in %s', (field) => {
    for (const code of [0x0a, 0x0d, 0x09, 0x00, 0x7f, 0x85, 0x200e, 0x200f, 0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const value = `${String(GOOD[field])}${String.fromCharCode(code)}`;
      expect(inquiryProblems({ ...GOOD, [field]: value })[field], `U+${code.toString(16)}`).toBe(st('site.inquiry.error.control'));
    }
    // Japanese text, full-width spaces and the long vowel mark are ordinary characters.
    if (field === 'name' || field === 'companyName') expect(inquiryProblems({ ...GOOD, [field]: 'スーパー　花子' })).toEqual({});
  });

  it('does not check the login id when the category does not ask for it', () => {
    expect(inquiryProblems({ ...GOOD, category: 'billing', loginId: 'x\ny' })).toEqual({});
  });
});
