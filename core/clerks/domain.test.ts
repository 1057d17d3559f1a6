// The client-side clerk search: name filter over name, kana, login id and mail; default sort kana ascending.
import { describe, expect, it } from 'vitest';
import { searchClerks, type ClerkRow } from './domain';

function row(loginId: string, userName: string, kana: string, mailAddress: string | null = null): ClerkRow {
  return {
    userId: loginId, loginId, userName, userLastName: '', userFirstName: '', userLastNameKana: '', userFirstNameKana: '',
    attributes: { userNameKana: kana }, mailAddress, passwordNoticeTiming: 0, passwordNoticeSentAt: null, initialPassword: false,
    departments: [], self: false, lastUpdated: '',
  };
}

const ROWS = [
  row('admin01', '山田\u3000太郎', 'ヤマダ\u3000タロウ', 'taro@example.co.jp'),
  row('admin03', '中川\u3000恵子', 'ナカガワ\u3000ケイコ'),
  row('newadmin01', '佐藤\u3000健一', 'サトウ\u3000ケンイチ'),
  row('admin04', '佐藤\u3000健一', 'サトウ\u3000ケンイチ'),
];

describe('searchClerks', () => {
  it('sorts by attributes.userNameKana ascending by default, login id breaking ties', () => {
    expect(searchClerks(ROWS).map((r) => r.loginId)).toEqual(['admin04', 'newadmin01', 'admin03', 'admin01']);
  });

  it('sorts descending and by another column on request', () => {
    expect(searchClerks(ROWS, { sortOrder: 'desc' }).map((r) => r.loginId)[0]).toBe('admin01');
    expect(searchClerks(ROWS, { sort: 'loginId' }).map((r) => r.loginId)).toEqual(['admin01', 'admin03', 'admin04', 'newadmin01']);
  });

  it('filters by name, kana, login id or mail, ignoring spaces and case', () => {
    expect(searchClerks(ROWS, { userName: '山田 太郎' }).map((r) => r.loginId)).toEqual(['admin01']);
    expect(searchClerks(ROWS, { userName: 'ナカガワ' }).map((r) => r.loginId)).toEqual(['admin03']);
    expect(searchClerks(ROWS, { userName: 'NEWADMIN' }).map((r) => r.loginId)).toEqual(['newadmin01']);
    expect(searchClerks(ROWS, { userName: 'example.co.jp' }).map((r) => r.loginId)).toEqual(['admin01']);
    expect(searchClerks(ROWS, { userName: 'nobody' })).toEqual([]);
  });
});
