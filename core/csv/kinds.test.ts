// Every rule of every upload kind, each violation reported at its spreadsheet row and column with its Japanese message.
import { describe, expect, it } from 'vitest';
import { UPLOAD_KIND_NAMES, UPLOAD_KINDS, uploadKindByDivision, type CsvLookups } from './index';
import { validateRows, where, type RowValues } from './test-support';
import { mailDeliveryOf } from './kinds/members';
import { validateCsv } from './validate';
import { uploadKind } from './index';

const membersHeaders = (): string[] => uploadKind('members').columns.map((c) => c.header);

const member = (values: RowValues = {}): RowValues => ({
  action: 'Edit',
  userId: '',
  organizationName: '営業部',
  userLastName: '山田',
  userFirstName: '太郎',
  userLastNameKana: 'ヤマダ',
  userFirstNameKana: 'タロウ',
  userCode: 'E-001',
  mailAddress: 'taro.yamada@example.co.jp',
  tenantRemakes: '',
  deleteFlg: '',
  ...values,
});

const clerk = (values: RowValues = {}): RowValues => ({
  role: '部署担当者',
  loginId: 'clerk901',
  userLastName: '佐藤',
  userFirstName: '花子',
  userLastNameKana: 'サトウ',
  userFirstNameKana: 'ハナコ',
  mailAddress: 'hanako.sato@example.co.jp',
  departments: '営業部\n総務部',
  confirmationCode: 'Code202611',
  passwordNotice: '0',
  ...values,
});

describe('the registry', () => {
  it('has the six kinds with the spec 3 codes and their routes', () => {
    expect(UPLOAD_KIND_NAMES.map((name) => [name, UPLOAD_KINDS[name].division, UPLOAD_KINDS[name].route])).toEqual([
      ['members', 8, '/User/Upload'],
      ['clerks', 3, '/Corp/ClerkOfCorp/Upload'],
      ['department-names', 4, '/Billing/NameUpload'],
      ['department-order', 5, '/Billing/OrderUpload'],
      ['department-register', 10, '/Billing/RegisterUpload'],
      ['department-delete', 11, '/Billing/DeleteUpload'],
    ]);
    expect(uploadKindByDivision(8)?.name).toBe('members');
    expect(UPLOAD_KINDS.clerks.options.map((o) => o.key)).toEqual(['deleteFlg']);
  });
});

describe('members', () => {
  it('accepts a register row, an update row, a delete row, a Reset row and a Keep row', async () => {
    const result = await validateRows('members', [
      member(),
      member({ userId: '12', mailAddress: 'jiro@example.co.jp', userCode: '' }),
      member({ userId: '13', deleteFlg: '1', organizationName: '', userLastName: '', mailAddress: '' }),
      { action: 'Reset', userId: '14' },
      { action: 'Keep', userId: '15', userLastNameKana: 'ｶﾅ', mailAddress: 'not mail' },
    ]);
    expect(where(result)).toEqual([]);
    expect(result).toMatchObject({ valid: true, rowCount: 5 });
  });

  it('requires the action and the fields of an Edit row', async () => {
    const result = await validateRows('members', [
      member({ action: '' }),
      member({ organizationName: '', userLastName: '', userFirstName: '', userLastNameKana: '', userFirstNameKana: '', mailAddress: '' }),
    ]);
    expect(where(result)).toEqual([
      [2, '処理区分', 'required'],
      [3, '部署名', 'required'],
      [3, '氏名（姓）', 'required'],
      [3, '氏名（名）', 'required'],
      [3, 'フリガナ（セイ）', 'required'],
      [3, 'フリガナ（メイ）', 'required'],
      [3, 'メールアドレス', 'required'],
    ]);
    expect(result.problems[0].message).toBe('必須項目です');
  });

  it('knows only the three action modes', async () => {
    const result = await validateRows('members', [member({ action: 'Delete' })]);
    expect(result.problems).toEqual([
      { row: 2, line: 2, column: '処理区分', code: 'choice', message: '「Edit」（登録・変更）、「Reset」（パスワード再発行）、「Keep」（変更しない）のいずれかを入力してください' },
    ]);
  });

  it('checks each field with the member form validators', async () => {
    const result = await validateRows('members', [
      member({ userId: 'A12' }),
      member({ userLastName: 'Yamada' }),
      member({ userFirstName: 'あ'.repeat(31) }),
      member({ userLastNameKana: 'やまだ' }),
      member({ userCode: 'Ｅ００１' }),
      member({ userCode: 'E'.repeat(21) }),
      member({ mailAddress: 'taro@' }),
      member({ tenantRemakes: 'あ'.repeat(201) }),
      member({ deleteFlg: '2' }),
    ].map((row, i) => ({ ...row, mailAddress: row.mailAddress === 'taro@' ? 'taro@' : `m${i}@example.co.jp` })));
    expect(where(result)).toEqual([
      [2, '会員ID', 'id'],
      [3, '氏名（姓）', 'fullWidth30'],
      [4, '氏名（名）', 'fullWidth30'],
      [5, 'フリガナ（セイ）', 'katakana'],
      [6, '社員番号', 'alphanumericSymbol'],
      [7, '社員番号', 'max'],
      [8, 'メールアドレス', 'mail'],
      [9, '備考', 'max'],
      [10, '削除', 'choice'],
    ]);
    expect(result.problems.map((p) => p.message)).toContain('全角カタカナで入力してください');
    expect(result.problems.map((p) => p.message)).toContain('200文字以内で入力してください');
  });

  it('reports half-width katakana with its own message offering the full-width form', async () => {
    const result = await validateRows('members', [member({ userFirstNameKana: 'ﾀﾛｳ', userLastNameKana: 'ｶﾞｸ ﾄｳ' })]);
    expect(result.problems).toEqual([
      { row: 2, line: 2, column: 'フリガナ（セイ）', code: 'halfWidthKana', message: '半角カタカナは使用できません。全角カタカナで入力してください（全角: ガク トウ）' },
      { row: 2, line: 2, column: 'フリガナ（メイ）', code: 'halfWidthKana', message: '半角カタカナは使用できません。全角カタカナで入力してください（全角: タロウ）' },
    ]);
  });

  it('needs the member id for Reset and for a delete, and allows delete only on Edit rows', async () => {
    const result = await validateRows('members', [
      { action: 'Reset' },
      member({ deleteFlg: '1' }),
      { action: 'Keep', userId: '3', deleteFlg: '1' },
    ]);
    expect(where(result)).toEqual([
      [2, '会員ID', 'memberIdRequired'],
      [3, '会員ID', 'deleteNeedsMemberId'],
      [4, '削除', 'deleteWithAction'],
    ]);
    expect(result.problems[0].message).toBe('処理区分が「Reset」（パスワード再発行）の行には会員IDを入力してください');
    expect(result.problems[2].message).toBe('削除は処理区分が「Edit」（登録・変更）の行でのみ指定できます');
  });

  it('refuses a member id or a mail address (case-insensitively) given twice, naming the first row', async () => {
    const result = await validateRows('members', [
      member({ userId: '7' }),
      member({ mailAddress: 'other@example.co.jp' }),
      member({ userId: '7', mailAddress: 'TARO.YAMADA@example.co.jp' }),
    ]);
    expect(where(result)).toEqual([
      [4, '会員ID', 'duplicate'],
      [4, 'メールアドレス', 'duplicate'],
    ]);
    expect(result.problems[0].message).toBe('会員ID「7」が2行目と重複しています');
  });

  it('applies the server lookups for unknown members and departments in the same error shape', async () => {
    const lookups: CsvLookups = { memberIdExists: (id) => id === '1', departmentNameExists: (name) => name === '営業部' };
    const result = await validateRows('members', [member({ userId: '1' }), member({ userId: '2', organizationName: '開発部', mailAddress: 'b@example.co.jp' })], { lookups });
    expect(result.problems).toEqual([
      { row: 3, line: 3, column: '会員ID', code: 'unknownMember', message: '会員ID 2 の会員が見つかりません' },
      { row: 3, line: 3, column: '部署名', code: 'unknownDepartment', message: '部署「開発部」が見つかりません' },
    ]);
  });
});

describe('members: the mail rule of spec 5 (core/validation companyMail)', () => {
  it('refuses a free-mail or carrier address locally, without any server data, and only where the row writes it', async () => {
    const result = await validateRows('members', [
      member({ mailAddress: 'taro@gmail.com' }),
      member({ userId: '12', mailAddress: 'jiro@docomo.ne.jp' }),
      { action: 'Keep', userId: '15', mailAddress: 'kept@gmail.com' },
      member({ userId: '13', deleteFlg: '1', mailAddress: 'gone@gmail.com' }),
    ]);
    expect(result.problems).toEqual([
      { row: 2, line: 2, column: 'メールアドレス', code: 'freeMail', message: 'フリーメールおよび携帯キャリアのメールアドレスは登録できません' },
      { row: 3, line: 3, column: 'メールアドレス', code: 'freeMail', message: 'フリーメールおよび携帯キャリアのメールアドレスは登録できません' },
    ]);
  });

  it('with the server lookups, refuses a domain the corporation does not permit, but not an address the member already has', async () => {
    const lookups: CsvLookups = {
      permittedMailDomains: ['example.co.jp'],
      memberMail: (id) => (id === '12' ? 'old.address@elsewhere.jp' : undefined),
    };
    const result = await validateRows('members', [
      member({ mailAddress: 'new@elsewhere.jp' }),
      member({ userId: '12', mailAddress: 'OLD.ADDRESS@elsewhere.jp' }),
      member({ userId: '13', mailAddress: 'x@sub.example.co.jp' }),
      member({ mailAddress: 'y@gmail.com' }),
    ], { lookups });
    expect(result.problems).toEqual([
      { row: 2, line: 2, column: 'メールアドレス', code: 'mailDomain', message: '許可されたメールドメイン（example.co.jp）のアドレスを入力してください' },
      { row: 5, line: 5, column: 'メールアドレス', code: 'freeMail', message: 'フリーメールおよび携帯キャリアのメールアドレスは登録できません' },
    ]);
  });

  it('admits any company domain when the corporation lists none', async () => {
    const result = await validateRows('members', [member({ mailAddress: 'a@anything.jp' })], { lookups: { permittedMailDomains: [] } });
    expect(result.valid).toBe(true);
  });
});

describe('members: the メール配信 column (spec 6 mail-delivery option)', () => {
  it('takes 1, 0 or empty on an Edit row and refuses anything else with the allowed values', async () => {
    const result = await validateRows('members', [
      member({ mailDeliveryFlg: '1' }),
      member({ userId: '12', mailAddress: 'b@example.co.jp', mailDeliveryFlg: '0' }),
      member({ userId: '13', mailAddress: 'c@example.co.jp', mailDeliveryFlg: '' }),
      member({ userId: '14', mailAddress: 'd@example.co.jp', mailDeliveryFlg: 'はい' }),
    ]);
    expect(where(result)).toEqual([[5, 'メール配信', 'choice']]);
    expect(result.problems[0].message).toContain('「1」（受け取る）');
    expect(result.problems[0].message).toContain('「0」（受け取らない）');
  });

  it('ignores the cell where the row writes no fields (a delete, Reset, Keep)', async () => {
    const result = await validateRows('members', [
      member({ userId: '13', deleteFlg: '1', mailDeliveryFlg: 'x' }),
      { action: 'Reset', userId: '14', mailDeliveryFlg: 'x' },
      { action: 'Keep', userId: '15', mailDeliveryFlg: 'x' },
    ]);
    expect(where(result)).toEqual([]);
  });

  it('accepts a file made before the column existed, and reads its cells as empty', async () => {
    const headers = membersHeaders().filter((h) => h !== 'メール配信');
    const row = ['Edit', '', '営業部', '山田', '太郎', 'ヤマダ', 'タロウ', 'E-001', 'taro.yamada@example.co.jp', '', ''];
    const seen: Record<string, string>[] = [];
    const result = await validateCsv(uploadKind('members'), [new TextEncoder().encode(`${headers.join(',')}\r\n${row.join(',')}\r\n`)], {
      onRow: (r) => seen.push({ ...r.values }),
    });
    expect(where(result)).toEqual([]);
    expect(result.rowCount).toBe(1);
    expect(seen[0].mailDeliveryFlg).toBe('');
    expect(mailDeliveryOf(seen[0])).toBeNull();
    expect(mailDeliveryOf({ mailDeliveryFlg: '0' })).toBe(false);
    expect(mailDeliveryOf({ mailDeliveryFlg: '1' })).toBe(true);
  });

  it('still requires every column that is not optional', async () => {
    const headers = membersHeaders().filter((h) => h !== '削除');
    const result = await validateCsv(uploadKind('members'), [new TextEncoder().encode(`${headers.join(',')}\r\n`)], {});
    expect(where(result)).toEqual([[1, '見出し', 'missingHeader']]);
  });
});

describe('members: the Keep warning', () => {
  const current = {
    organizationName: '営業部', userLastName: '山田', userFirstName: '太郎', userLastNameKana: 'ヤマダ', userFirstNameKana: 'タロウ',
    userCode: '-E1', mailAddress: 'taro.yamada@example.co.jp', tenantRemakes: '',
  };
  const lookups: CsvLookups = { currentMember: (id) => (['15', '16', '17'].includes(id) ? current : undefined) };

  it('warns at the first differing cell of a Keep row, naming every differing column, without making the file invalid', async () => {
    const result = await validateRows('members', [
      { action: 'Keep', ...current, userId: '15', userLastName: '佐藤', mailAddress: 'sato@example.co.jp' },
    ], { lookups });
    expect(result.valid).toBe(true);
    expect(result.problemCount).toBe(0);
    expect(result.warningCount).toBe(1);
    expect(result.warnings).toEqual([{
      row: 2, line: 2, column: '氏名（姓）', code: 'keepIgnored',
      message: '処理区分が「Keep」（変更しない）のため、現在の登録内容と異なる「氏名（姓）」「メールアドレス」は反映されません。反映するには処理区分を「Edit」（登録・変更）にしてください',
    }]);
  });

  it('does not warn for a row as downloaded (formula apostrophe included), empty cells, unknown members or other actions', async () => {
    const result = await validateRows('members', [
      { action: 'Keep', ...current, userId: '15', userCode: "'-E1" },
      { action: 'Keep', userId: '16' },
      { action: 'Keep', ...current, userId: '99', userLastName: '佐藤' },
      member({ userId: '17', userLastName: '佐藤' }),
    ], { lookups });
    expect(result).toMatchObject({ valid: true, warningCount: 0, warnings: [] });
  });

  it('has no warnings without the server data', async () => {
    const result = await validateRows('members', [{ action: 'Keep', ...current, userId: '15', userLastName: '佐藤' }]);
    expect(result.warningCount).toBe(0);
  });
});

describe('clerks', () => {
  it('accepts a responsible person and a department clerk with several departments', async () => {
    const result = await validateRows('clerks', [
      clerk({ role: '責任者', loginId: 'resp901', departments: '', mailAddress: 'resp@example.co.jp' }),
      clerk({ mailAddress: '', confirmationCode: '' }),
    ]);
    expect(where(result)).toEqual([]);
  });

  it('checks role, login id, names, kana, mail, departments, code and notice timing', async () => {
    const result = await validateRows('clerks', [
      clerk({ role: '担当' }),
      clerk({ loginId: 'ab1', mailAddress: 'a1@example.co.jp' }),
      clerk({ loginId: 'ｃｌｅｒｋ', mailAddress: 'a2@example.co.jp' }),
      clerk({ loginId: 'c3', userLastName: 'Sato', mailAddress: 'a3@example.co.jp' }),
      clerk({ loginId: 'clerk904', userFirstNameKana: 'ﾊﾅｺ', mailAddress: 'a4@example.co.jp' }),
      clerk({ loginId: 'clerk905', mailAddress: 'a5@', departments: '' }),
      clerk({ loginId: 'clerk906', mailAddress: 'a6@example.co.jp', departments: '営業部\n"総務"部' }),
      clerk({ loginId: 'clerk907', mailAddress: 'a7@example.co.jp', confirmationCode: 'short' }),
      clerk({ loginId: 'clerk908', mailAddress: 'a8@example.co.jp', passwordNotice: '3' }),
    ]);
    expect(where(result)).toEqual([
      [2, '区分', 'choice'],
      [3, 'ログインID', 'min'],
      [4, 'ログインID', 'alphanumericSymbol'],
      [5, 'ログインID', 'min'],
      [5, '氏名（姓）', 'fullWidth30'],
      [6, 'フリガナ（メイ）', 'halfWidthKana'],
      [7, 'メールアドレス', 'mail'],
      [7, '担当部署名', 'required'],
      [8, '担当部署名', 'departmentName'],
      [9, '確認コード', 'confirmationCode'],
      [10, 'パスワード通知', 'choice'],
    ]);
    expect(result.problems[0].message).toBe('「責任者」、「部署担当者」のいずれかを入力してください');
    expect(result.problems.at(-1)?.message).toBe('「0」（今すぐ送信する）、「1」（後で送信する）、「2」（送信しない）のいずれかを入力してください');
  });

  it('applies the one mail rule: free mail locally, permitted domains with the server data (a kept clerk keeps an address)', async () => {
    const local = await validateRows('clerks', [clerk({ mailAddress: 'hanako@yahoo.co.jp' })]);
    expect(where(local)).toEqual([[2, 'メールアドレス', 'freeMail']]);
    const lookups: CsvLookups = { permittedMailDomains: ['example.co.jp'], keptClerkMail: (id) => (id === 'kept01' ? 'kept@other.co.jp' : undefined) };
    const server = await validateRows('clerks', [
      clerk({ mailAddress: 'new@other.co.jp' }),
      clerk({ loginId: 'kept01', mailAddress: 'kept@other.co.jp' }),
      clerk({ loginId: 'clerk903', mailAddress: '' }),
    ], { lookups });
    expect(server.problems).toEqual([
      { row: 2, line: 2, column: 'メールアドレス', code: 'mailDomain', message: '許可されたメールドメイン（example.co.jp）のアドレスを入力してください' },
    ]);
  });

  it('requires a mail address for a responsible person and no departments', async () => {
    const result = await validateRows('clerks', [clerk({ role: '責任者', mailAddress: '', departments: '営業部' })]);
    expect(where(result)).toEqual([
      [2, 'メールアドレス', 'required'],
      [2, '担当部署名', 'departmentsForResponsible'],
    ]);
    expect(result.problems[1].message).toBe('責任者には担当部署名を指定できません');
  });

  it('refuses a login id or a mail address given twice', async () => {
    const result = await validateRows('clerks', [clerk(), clerk({ mailAddress: 'x@example.co.jp' }), clerk({ loginId: 'other01' })]);
    expect(where(result)).toEqual([
      [3, 'ログインID', 'duplicate'],
      [4, 'メールアドレス', 'duplicate'],
    ]);
  });

  it('applies the server lookups for used login ids and unknown departments', async () => {
    const lookups: CsvLookups = { loginIdInUse: (id) => id === 'admin01', departmentNameExists: (name) => name === '営業部' };
    const result = await validateRows('clerks', [clerk({ loginId: 'admin01' })], { lookups });
    expect(result.problems.map((p) => [p.column, p.message])).toEqual([
      ['ログインID', 'ログインID「admin01」はすでに使用されています'],
      ['担当部署名', '部署「総務部」が見つかりません'],
    ]);
  });

  it('with the delete option takes the login id of a clerk it would remove as that clerk, whose role stays', async () => {
    // The server's lookups with the option: clerk01 and clerk02 (department clerks) and admin01 (the uploader) may be kept.
    const kept: Record<string, 'corp' | 'billing'> = { clerk01: 'billing', clerk02: 'billing', admin01: 'corp' };
    const lookups: CsvLookups = {
      loginIdInUse: (id) => id === 'member01',
      keptClerkKind: (id) => kept[id],
      departmentNameExists: () => true,
    };
    const result = await validateRows('clerks', [
      clerk({ loginId: 'clerk01', mailAddress: 'a1@example.co.jp' }),
      clerk({ loginId: 'admin01', role: '責任者', departments: '', mailAddress: 'a2@example.co.jp' }),
      clerk({ loginId: 'clerk01x', mailAddress: 'a3@example.co.jp' }),
      clerk({ loginId: 'member01', mailAddress: 'a4@example.co.jp' }),
      clerk({ loginId: 'clerk02', role: '責任者', departments: '', mailAddress: 'a5@example.co.jp' }),
    ], { lookups });
    expect(result.problems.map((p) => [p.row, p.column, p.code, p.message])).toEqual([
      [5, 'ログインID', 'loginIdInUse', 'ログインID「member01」はすでに使用されています'],
      [6, '区分', 'keptClerkRole', 'ログインID「clerk02」は部署担当者として登録されています。役割は変更できません'],
    ]);
  });
});

describe('department-names', () => {
  it('accepts renames and checks id, name and duplicates', async () => {
    expect(where(await validateRows('department-names', [{ billingId: '1', billingName: '営業部' }, { billingId: '2', billingName: '総務部' }]))).toEqual([]);
    const result = await validateRows('department-names', [
      { billingId: '0', billingName: '営業部' },
      { billingId: '2', billingName: '営業,部' },
      { billingId: '3', billingName: '' },
      { billingId: '4', billingName: 'あ'.repeat(51) },
      { billingId: '2', billingName: '営業部' },
    ]);
    expect(where(result)).toEqual([
      [2, '部署ID', 'id'],
      [3, '部署名', 'departmentName'],
      [4, '部署名', 'required'],
      [5, '部署名', 'max'],
      [6, '部署ID', 'duplicate'],
      [6, '部署名', 'duplicate'],
    ]);
    expect(result.problems[1].message).toBe('部署名にカンマ（,）とダブルクォーテーション（"）は使用できません');
  });

  it('reports an unknown department id with the server lookup', async () => {
    const result = await validateRows('department-names', [{ billingId: '99', billingName: '新部署' }], { lookups: { departmentIdExists: (id) => id !== '99' } });
    expect(result.problems).toEqual([{ row: 2, line: 2, column: '部署ID', code: 'unknownBillingId', message: '部署ID 99 の部署が見つかりません' }]);
  });
});

describe('department-order', () => {
  it('accepts distinct orders and ignores the name column', async () => {
    const rows = [{ billingId: '1', billingName: '営業,部', displayOrder: '2' }, { billingId: '2', billingName: '', displayOrder: '1' }];
    expect(where(await validateRows('department-order', rows))).toEqual([]);
  });

  it('checks the order values: required, whole numbers from 1 to 9999, no two the same', async () => {
    const result = await validateRows('department-order', [
      { billingId: '1', displayOrder: '' },
      { billingId: '2', displayOrder: '1.5' },
      { billingId: '3', displayOrder: '0' },
      { billingId: '4', displayOrder: '10000' },
      { billingId: '5', displayOrder: '３' },
      { billingId: '6', displayOrder: '7' },
      { billingId: '7', displayOrder: '07' },
    ]);
    expect(where(result)).toEqual([
      [2, '表示順', 'required'],
      [3, '表示順', 'integer'],
      [4, '表示順', 'between'],
      [5, '表示順', 'between'],
      [6, '表示順', 'integer'],
      [8, '表示順', 'duplicate'],
    ]);
    expect(result.problems[2].message).toBe('1から9999の範囲で入力してください');
    expect(result.problems[5].message).toBe('表示順「07」が7行目と重複しています');
  });

  it('refuses a department listed twice', async () => {
    const result = await validateRows('department-order', [{ billingId: '1', displayOrder: '1' }, { billingId: '1', displayOrder: '2' }]);
    expect(where(result)).toEqual([[3, '部署ID', 'duplicate']]);
  });
});

describe('department-register', () => {
  it('accepts new departments with or without a budget', async () => {
    const rows: RowValues[] = [{ billingName: '開発部', autoApproval: '1', monthlyLimitAmount: '300000' }, { billingName: '広報部', autoApproval: '0' }];
    expect(where(await validateRows('department-register', rows))).toEqual([]);
  });

  it('checks name, auto approval, budget and duplicate names', async () => {
    const result = await validateRows('department-register', [
      { billingName: '', autoApproval: '1' },
      { billingName: '開発部', autoApproval: 'はい' },
      { billingName: '広報部', autoApproval: '0', monthlyLimitAmount: '-1' },
      { billingName: '人事部', autoApproval: '0', monthlyLimitAmount: '10,000' },
      { billingName: '開発部', autoApproval: '' },
    ]);
    expect(where(result)).toEqual([
      [2, '部署名', 'required'],
      [3, '自動承認', 'choice'],
      [4, '利用上限額（月額）', 'between'],
      [5, '利用上限額（月額）', 'integer'],
      [6, '自動承認', 'required'],
      [6, '部署名', 'duplicate'],
    ]);
  });

  it('refuses a name already in use with the server lookup', async () => {
    const result = await validateRows('department-register', [{ billingName: '営業部', autoApproval: '0' }], { lookups: { departmentNameExists: (n) => n === '営業部' } });
    expect(result.problems.map((p) => p.message)).toEqual(['部署名「営業部」はすでに使用されています']);
  });
});

describe('department-delete', () => {
  it('accepts ids and refuses bad or repeated ones', async () => {
    expect(where(await validateRows('department-delete', [{ billingId: '5', billingName: '何でも,よい' }]))).toEqual([]);
    const result = await validateRows('department-delete', [{ billingId: '', billingName: '経理部' }, { billingId: 'x' }, { billingId: '5' }, { billingId: '5' }]);
    expect(where(result)).toEqual([
      [2, '部署ID', 'required'],
      [3, '部署ID', 'id'],
      [5, '部署ID', 'duplicate'],
    ]);
  });

  it('reports an unknown department id with the server lookup', async () => {
    const result = await validateRows('department-delete', [{ billingId: '8' }], { lookups: { departmentIdExists: () => false } });
    expect(where(result)).toEqual([[2, '部署ID', 'unknownBillingId']]);
  });
});
